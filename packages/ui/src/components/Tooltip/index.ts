export { Tooltip, preloadTooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { Toggletip, preloadToggletip } from './Toggletip';
export type { ToggletipProps } from './Toggletip';
