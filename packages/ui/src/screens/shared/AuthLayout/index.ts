export { AuthLayout } from './AuthLayout';
export type { AuthLayoutProps } from './AuthLayout';
