export { SignupScreen } from './SignupScreen';
export type { SignupScreenProps } from './SignupScreen';
export { validateSignup, MIN_PASSWORD_LENGTH } from './validate-signup';
export type { SignupInput } from './validate-signup';
