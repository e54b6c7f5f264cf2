export { HomeScreen } from './HomeScreen';
export type { HomeScreenProps } from './HomeScreen';
export { NotificationsPanel } from './parts/NotificationsPanel';
export type { NotificationsPanelProps } from './parts/NotificationsPanel';
export { isRead } from './parts/notifications';
export type { Notificacao, NotificationsState } from './parts/notifications';
export type { RadarCardLine, RadarCardState } from './parts/RadarCard';
