export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export {
  FullPageLoading,
  LAZY_PAGE_LOADING_TEXT,
  AUTH_LOADING_TEXT,
} from './parts/FullPageLoading';
export type { FullPageLoadingProps } from './parts/FullPageLoading';
export type { ShellUser } from './parts/ProfileMenu';
export { isActive, isListsRoute } from './parts/nav';
export { nextUpdateDate, updateDatePrefix } from '../shared/update-dates';
