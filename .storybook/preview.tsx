// Global story setup: the kit's global styles (tokens, reset), MSW (the shared handlers, per story
// overrides via parameters.msw), axe as a failing test (required accessibility), pt-BR document language.
import type { Preview } from '@storybook/react-vite';
import { handlers } from '@cnpj/mock-server';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles.css';
import { theme } from './theme';

// play functions' findBy*/waitFor wait up to 10 s: stories run as tests on 2 shared cores, and no
// story measures speed.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Set by the gate's walk over the built Storybook (e2e/storybook-plays.spec.ts) before the preview
 * starts. Its verdict reads axe's violations only, so there axe lists no node of what passed or
 * needs review: on a page of 50 result rows that list was 2 MB per story and a fifth of axe's time.
 * Every rule still runs and every violation is still reported; the addon's panel keeps the full lists.
 */
const walkingStories = (globalThis as { __STORY_WALK__?: boolean }).__STORY_WALK__ === true;

/**
 * MSW starts by updating the worker it registered before without waiting for the answer (msw's
 * `getWorkerInstance`, an open upstream bug). When the browser drops that update ("Not found"), the
 * rejection goes unhandled and Storybook fails whichever story is playing, though the worker already
 * serves the story. A handled copy of the promise keeps the failure for anyone awaiting it.
 */
if (typeof ServiceWorkerRegistration !== 'undefined') {
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
    const updating = update.call(this);
    updating.catch(() => undefined);
    return updating;
  };
}

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    a11y: {
      test: 'error',
      ...(walkingStories && { options: { resultTypes: ['violations'] } }),
    },
    // The one set of lenient mock handlers (same data as tests and QA); a story swaps in its
    // scenario with `msw: { handlers: createHandlers({ scenarios: [...] }) }`.
    msw: { handlers },
    layout: 'fullscreen',
    controls: { expanded: true },
    docs: { theme },
    // The introduction first (the landing page), then the tokens and the developers' notes, the kit,
    // the screens, the flows.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design tokens',
          "Developers' notes",
          'Components',
          'Screens',
          'Flows',
        ],
      },
    },
  },
  beforeEach() {
    document.documentElement.lang = 'pt-BR';
  },
};
export default preview;
