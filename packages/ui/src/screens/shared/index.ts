// Pieces shared by several screens (alerts, state blocks, update dates).
export * from './AlertMessage';
export * from './StatusMessage';
export * from './update-dates';
export { authHref } from './redirect';
export { PlainLink } from './link';
export type { LinkComponent, ScreenLinkProps } from './link';
export * from './AuthLayout';
