// The Radar's parts that more than one screen shows (docs/product.md#radar): the "Monitorar no Radar"
// window (search page and saved searches), a monitor's filters in words, the name rule and the
// free plan's explanation (the Radar page, its card on Início and the window).
export {
  RadarMonitorDialog,
  MONITOR_CREATED,
  MONITOR_CREATE_FAILED,
  MONITOR_NEEDS_UF,
  type MonitorDialogStatus,
  type RadarMonitorDialogProps,
} from './RadarMonitorDialog';
export { FiltersInWords, type FilterWords, type FiltersInWordsProps } from './FiltersInWords';
export {
  MONITOR_NAME_BLANK,
  MONITOR_NAME_MAX,
  MONITOR_NAME_TAKEN,
  monitorNameError,
} from './monitor-name';
export { RadarFreePlan } from './RadarFreePlan';
