export { Tooltip, type TooltipProps } from './Tooltip';
export { Toggletip, type ToggletipProps } from './Toggletip';
