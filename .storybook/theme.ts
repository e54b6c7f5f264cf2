// The product's colours and name for Storybook's chrome (manager.ts) and its docs pages (preview.tsx).
import { create } from 'storybook/theming';
import { brandColours as colour, brandTitle } from './brand';

/**
 * The product's mark (the paths of packages/ui/src/components/Logo) and its name, as one image for
 * the sidebar's header; a data URL, so no static folder is needed.
 */
const brandImage = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 32" width="200" height="32">` +
    `<rect width="32" height="32" rx="8" fill="${colour.primary.value}"/>` +
    `<path d="M8 24V10.5L15 8v16M15 24V13l7 2.5V17" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>` +
    `<circle cx="22" cy="21.5" r="3.5" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<path d="M24.6 24.1 27 26.5" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>` +
    `<text x="42" y="22" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="17" font-weight="700" fill="${colour.text.value}">${brandTitle}</text>` +
    `</svg>`,
)}`;

/** Storybook's light theme in the brand's colours. */
export const theme = create({
  base: 'light',
  brandTitle: `${brandTitle} · UI`,
  brandImage,
  brandUrl: './',
  brandTarget: '_self',
  colorPrimary: colour.primary.value,
  colorSecondary: colour.primary.value,
  appBg: colour.background.value,
  appContentBg: colour.surface.value,
  appPreviewBg: colour.surface.value,
  appBorderColor: colour.border.value,
  appBorderRadius: 6,
  textColor: colour.text.value,
  textMutedColor: colour.textMuted.value,
  textInverseColor: colour.surface.value,
  barBg: colour.surface.value,
  barTextColor: colour.textMuted.value,
  barSelectedColor: colour.primary.value,
  barHoverColor: colour.primaryDark.value,
  inputBorder: colour.border.value,
  fontBase:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  fontCode: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
});
