// Pieces shared by several screens (alerts, state blocks).
export * from './AlertMessage';
export * from './StatusMessage';
export * from './NaoContatarNotice';
export { authHref } from './redirect';
export { PlainLink } from './link';
export type { LinkComponent, ScreenLinkProps } from './link';
export * from './AuthLayout';
