// The colour pairs the components put together: text on its background, and borders and the focus
// ring on the surface (decision 005, WCAG AA). The same pairs as packages/ui/src/tokens/tokens.test.ts,
// which fails the build when one drops below its minimum; the tokens page shows their live ratios.

/** A foreground token on a background token and the minimum WCAG ratio it must reach. */
export interface ContrastPair {
  foreground: string;
  background: string;
  /** 4.5 for text (WCAG 1.4.3), 3 for borders and focus rings (WCAG 1.4.11). */
  minimum: 4.5 | 3;
}

const text = (foreground: string, background: string): ContrastPair => ({
  foreground,
  background,
  minimum: 4.5,
});

/** Every pair, text first. */
export const contrastPairs: ContrastPair[] = [
  text('--color-text', '--color-bg'),
  text('--color-text', '--color-surface'),
  text('--color-text-muted', '--color-surface'),
  text('--color-text-muted', '--color-surface-muted'),
  text('--color-text-subtle', '--color-surface'),
  text('--color-text-subtle', '--color-surface-muted'),
  text('--color-on-primary', '--color-primary'),
  text('--color-on-primary', '--color-primary-hover'),
  text('--color-on-primary', '--color-danger'),
  text('--color-on-primary', '--color-danger-hover'),
  text('--color-primary', '--color-surface'),
  text('--color-primary', '--color-primary-soft'),
  text('--color-primary-hover', '--color-primary-soft-hover'),
  text('--color-success', '--color-success-soft'),
  text('--color-warning', '--color-warning-soft'),
  text('--color-danger', '--color-danger-soft'),
  text('--color-danger', '--color-surface'),
  text('--color-info', '--color-info-soft'),
  text('--color-disabled-text', '--color-disabled-bg'),
  { foreground: '--color-border-strong', background: '--color-surface', minimum: 3 },
  { foreground: '--color-focus-ring', background: '--color-surface', minimum: 3 },
];
