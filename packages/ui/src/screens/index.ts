// Every screen of docs/product.md#screens-and-routes, re-exported by the kit's index. Named exports (not `export *`) so two
// screens' helper types cannot clash; append lines for new screens.
export { LoginScreen } from './LoginScreen';
export type { LoginScreenProps, Credentials } from './LoginScreen';
export { SignupScreen } from './SignupScreen';
export type { SignupScreenProps, SignupInput } from './SignupScreen';
export { HomeScreen, NotificationsPanel, isRead } from './HomeScreen';
export type {
  HomeScreenProps,
  NotificationsPanelProps,
  NotificationsState,
  RadarCardLine,
  RadarCardState,
} from './HomeScreen';
export { AppShell, FullPageLoading } from './AppShell';
export type { AppShellProps, FullPageLoadingProps, MenuListsStatus, ShellUser } from './AppShell';
export { ObrigadoScreen } from './ObrigadoScreen';
export type { ObrigadoScreenProps } from './ObrigadoScreen';
export { LookupScreen } from './LookupScreen';
export type { LookupScreenProps } from './LookupScreen';
export { PlainLink } from './shared/link';
export type { LinkComponent, ScreenLinkProps } from './shared/link';
export { authHref } from './shared/redirect';
export { SearchScreen, SearchForm, SearchResults } from './SearchScreen';
export type {
  SearchScreenProps,
  SearchFormProps,
  SearchResultsProps,
  SearchResultsState,
  SearchLookups,
  CompanyRow,
  ResultsLayout,
} from './SearchScreen';
export { AddToListDialog, AUTO_CLOSE_MS, ADDED_MESSAGE, CREATED_MESSAGE } from './AddToListDialog';
export type { AddToListDialogProps, AddToListMode, AddToListState, Lista } from './AddToListDialog';
export { CrmExportDialog } from './CrmExportDialog';
export type { CrmExportDialogProps, CrmExportState } from './CrmExportDialog';
export { DetailScreen, companyDisplayName, linkedInSearchUrl, mapsSearchUrl } from './DetailScreen';
export type {
  DetailScreenProps,
  DetailState,
  EmpresaDetalhe,
  EmpresaVinculada,
  Socio,
} from './DetailScreen';
export { ListsScreen, ListExportButtons } from './ListsScreen';
export type {
  ListsScreenProps,
  ListsState,
  CreateListState,
  ListExportKind,
  ListExportRequest,
} from './ListsScreen';
export { ListScreen } from './ListScreen';
export type { ListScreenProps, ListState, ListCompanies } from './ListScreen';
export { SubscriptionScreen } from './SubscriptionScreen';
export type { SubscriptionScreenProps, SubscriptionState, PlanKind } from './SubscriptionScreen';
export { UserStatsScreen, planGroupLabel, usersByPlanGroup } from './UserStatsScreen';
export type {
  UserStatsScreenProps,
  UserStatsState,
  UserStats,
  UserSummary,
  DailyCount,
} from './UserStatsScreen';
export { UserDetailsScreen } from './UserDetailsScreen';
export type {
  UserDetailsScreenProps,
  UserDetailsState,
  UserStatsDetail,
} from './UserDetailsScreen';
export { DataUpdateScreen, importStatusLabels } from './DataUpdateScreen';
export type {
  DataUpdateScreenProps,
  CurrentUpdate,
  UpdateHistory,
  AtualizacaoImportacao,
} from './DataUpdateScreen';
export { NotFoundScreen } from './NotFoundScreen';
export type { NotFoundScreenProps } from './NotFoundScreen';
export { AlertMessage } from './shared/AlertMessage';
export type { AlertMessageProps } from './shared/AlertMessage';
export { StatusMessage } from './shared/StatusMessage';
export type { StatusMessageProps, StatusTone } from './shared/StatusMessage';
export { ContactSettingsProvider } from './shared/contacts';
export type { ContactSettings, ContactSettingsProviderProps } from './shared/contacts';
export {
  RadarMonitorDialog,
  FiltersInWords,
  monitorNameError,
  MONITOR_CREATED,
  MONITOR_CREATE_FAILED,
  MONITOR_NEEDS_UF,
  MONITOR_NAME_BLANK,
  MONITOR_NAME_TAKEN,
} from './shared/radar';
export type { RadarMonitorDialogProps, MonitorDialogStatus, FilterWords } from './shared/radar';
export { navEntries, radarMonitorHref } from './shared/nav';
export { RadarScreen, RADAR_LOAD_FAILED } from './RadarScreen';
export type {
  RadarScreenProps,
  RadarScreenState,
  RadarMonitorItem,
  RadarQueueView,
  RadarPlace,
  MonitorCheck,
  MonitorActions,
  ListChangesState,
  ListChangesItem,
  ListChangesRead,
} from './RadarScreen';
