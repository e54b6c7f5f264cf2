export { RadarScreen, RADAR_LOAD_FAILED, type RadarScreenProps } from './RadarScreen';
export type { MonitorActions } from './parts/MonitorItem';
export type {
  ListChangesItem,
  ListChangesRead,
  ListChangesState,
  MonitorCheck,
  RadarMonitorItem,
  RadarPlace,
  RadarQueueView,
  RadarScreenState,
} from './types';
