// Storybook for the UI kit and every screen state. Stories live beside their components in
// packages/ui; the MSW service worker is served from the web app's public folder.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: '@storybook/react-vite',
  staticDirs: ['../apps/web/public'],
  core: { disableTelemetry: true },
};
export default config;
