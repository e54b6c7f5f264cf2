// The product's brand as Storybook's own chrome shows it. The manager is bundled apart from the
// preview and cannot read the kit's CSS variables, so the values are copied here from
// packages/ui/src/tokens/tokens.css; the "Design tokens" page compares them with the live
// variables and flags any that drifted (e2e/storybook-plays.spec.ts fails on a flag).

/** A theme colour and the token it copies. */
export interface BrandColour {
  token: string;
  value: string;
}

/** Storybook's theme colours, each named after the token it must equal. */
export const brandColours = {
  primary: { token: '--color-primary', value: '#0e6380' },
  primaryDark: { token: '--color-primary-hover', value: '#0a4f67' },
  background: { token: '--color-bg', value: '#f6f8fa' },
  surface: { token: '--color-surface', value: '#ffffff' },
  text: { token: '--color-text', value: '#111827' },
  textMuted: { token: '--color-text-muted', value: '#4a5565' },
  border: { token: '--color-border', value: '#dde3ea' },
} satisfies Record<string, BrandColour>;

/** The product's name, as in docs/product.md. */
export const brandTitle = 'CNPJ Leads';
