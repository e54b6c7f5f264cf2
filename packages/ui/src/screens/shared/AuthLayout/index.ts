export { AuthLayout } from './AuthLayout';
export type { AuthLayoutProps } from './AuthLayout';
export { AuthForm, EmailField } from './AuthForm';
export type { AuthFormProps, EmailFieldProps } from './AuthForm';
export { CredentialsScreen } from './CredentialsScreen';
export type { CredentialsPage, CredentialsScreenProps } from './CredentialsScreen';
