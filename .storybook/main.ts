// Storybook for the UI kit and every screen state. Stories live beside their components in
// packages/ui; flow stories (connected pages against the shared MSW handlers) in apps/web/src/flows.
// The MSW service worker is served from the web app's public folder. The docs pages (introduction,
// design tokens, developers' notes) live in .storybook/docs and open first: a designer lands on what
// the product is.
import type { StorybookConfig } from '@storybook/react-vite';
import { reactCompiler } from '../react-compiler.config.ts';

const config: StorybookConfig = {
  stories: [
    './docs/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/flows/**/*.stories.tsx',
  ],
  // The app's client calls its own origin (a relative base), so only the MSW worker can answer the
  // flow stories: never a mock server that happens to run on the default API port.
  env: (env) => ({ ...env, VITE_API_BASE_URL: '/' }),
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: '@storybook/react-vite',
  staticDirs: ['../apps/web/public'],
  core: { disableTelemetry: true },
  // Storybook's own "Get started" checklist is for people writing their first story, not for a
  // designer reviewing screens: the Introduction page takes its place.
  features: { sidebarOnboardingChecklist: false },
  // The stories show the components as the app ships them: compiled (decision 062).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), reactCompiler()],
  }),
};
export default config;
