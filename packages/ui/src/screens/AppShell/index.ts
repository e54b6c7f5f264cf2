export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export { FullPageLoading } from './parts/FullPageLoading';
export type { FullPageLoadingProps } from './parts/FullPageLoading';
export type { MenuListsStatus } from './parts/ListsSubmenu';
export type { ShellUser } from './parts/ProfileMenu';
export { isActive, isListsRoute } from '../shared/nav';
export { OverdueBanner, type OverdueBannerProps } from './parts/OverdueBanner';
