/** Viewport breakpoints in px, mirrored from tokens.css (CSS media queries cannot read variables). */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** Name of a breakpoint. */
export type Breakpoint = keyof typeof breakpoints;

/** A `min-width` media query for a breakpoint, for `matchMedia` in components that switch layout. */
export function minWidthQuery(name: Breakpoint): string {
  return `(min-width: ${breakpoints[name]}px)`;
}
