export { breakpoints, minWidthQuery } from './breakpoints';
export type { Breakpoint } from './breakpoints';
