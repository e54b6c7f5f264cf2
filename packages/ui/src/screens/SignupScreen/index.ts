export { SignupScreen } from './SignupScreen';
export type { SignupScreenProps } from './SignupScreen';
export type { SignupInput } from '@cnpj/domain';
