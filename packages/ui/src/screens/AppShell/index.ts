export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export { FullPageLoading } from './parts/FullPageLoading';
export type { FullPageLoadingProps } from './parts/FullPageLoading';
export type { MenuLists, MenuListsStatus } from './parts/ListsSubmenu';
export type { ShellAccount, ShellUser } from './parts/ProfileMenu';
export type { SideMenuState } from './parts/SideMenu';
export { isActive, isListsRoute } from '../shared/nav';
export { OverdueBanner, type OverdueBannerProps } from './parts/OverdueBanner';
