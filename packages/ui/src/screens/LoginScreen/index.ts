export { LoginScreen } from './LoginScreen';
export type { LoginScreenProps } from './LoginScreen';
export type { Credentials } from '../shared/AuthLayout/credentials';
