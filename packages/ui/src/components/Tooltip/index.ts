export { Tooltip, preloadTooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
