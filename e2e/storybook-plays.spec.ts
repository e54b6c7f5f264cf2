// Every story's play and axe check, run in the built Storybook the way a designer meets it: each story
// file opens a fresh preview on its first story (nothing warmed, so a play that reads what an
// on-demand module has not drawn yet fails), the rest follow in that preview as the sidebar switches
// them; the preview's own events are the verdict. A fresh preview is a new document, so no module
// of another file is loaded in it; the browser's cache of the build's files is kept across the files
// of a worker, as a designer's browser keeps it (decision 052). This is the one runner of the
// stories' plays and axe (decisions 026 and 044): the gate runs it, and so does
// `npm run test:stories` (add `-g <story file>` for one file). The docs pages' drift flags (a route
// without a screen, a brand colour that left its token) and contrast rows fail here too.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { devices, expect, test as base, type Page } from '@playwright/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import {
  fullScreenPages,
  layoutPages,
  publicPaths,
} from '../apps/web/src/app/routes/route-table.ts';
import { STORYBOOK_URL } from './support/env.ts';

// A trace snapshots every page of every story: it would cost more than the plays themselves, and a
// failure names the story and the play's own error. The user agent's mark is how Storybook knows a
// test runner: after each play it then pauses animations at their end instead of waiting for them to
// finish (about 100 ms a story), so axe reads the same end state sooner.
const userAgent = `${devices['Desktop Chrome'].userAgent} StorybookTestRunner`;
base.use({ trace: 'off', userAgent });

/** The story roots of .storybook/main.ts. */
const STORY_ROOTS = ['packages/ui/src', 'apps/web/src/flows'];

/** One story of the build's index.json. */
interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  importPath: string;
}

/** What the preview reported for one story (see the init script below). */
interface StoryOutcome {
  status: 'success' | 'error' | 'timeout';
  problems: string[];
  /** The story's own viewport global ("mobile1"), which the manager sizes the canvas to. */
  viewport?: string;
}

/** The canvas of stories without a viewport (the size the plays and the state grids were written at). */
const DEFAULT_VIEWPORT = { width: 1200, height: 900 };

/**
 * The walk's page: one browser context per worker, so a story file's fresh preview finds the
 * build's files in the browser's cache instead of fetching and compiling them again (about 0.9 s of
 * each file's 1.4-2.4 s opening). Each file still opens a new document, with the storage a story
 * may have written cleared first, so nothing of another file is loaded or remembered in it.
 */
const test = base.extend<object, { walkPage: Page }>({
  walkPage: [
    async ({ browser }, use, workerInfo) => {
      const { locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({
        ...devices['Desktop Chrome'],
        userAgent,
        locale,
        timezoneId,
        viewport: DEFAULT_VIEWPORT,
      });
      const page = await context.newPage();
      await page.addInitScript(watchPreview);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * A story named after an alert, dialog, confirmation or modal (by its name or its component's) shows
 * one when its play ends, unless its name is the outcome of answering it: a designer opening
 * "FreePlanLimitReached" must see the alert, not the form behind it.
 */
function mustEndWithDialogOpen(story: IndexEntry): boolean {
  const named = /alert|dialog|confirmation|modal/i.test(`${story.title} ${story.name}`);
  const answered = /dismissed|cancell?ed|confirmed|\bclosed?\b/i.test(story.name);
  return named && !answered;
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

/** Story files, read at collection time (the build does not exist yet): one test per file. */
const files = STORY_ROOTS.flatMap(storyFiles).sort();

let index: IndexEntry[] | undefined;
async function storyIndex(): Promise<IndexEntry[]> {
  if (index) return index;
  const response = await fetch(`${STORYBOOK_URL}/index.json`);
  const json = (await response.json()) as { entries: Record<string, IndexEntry> };
  index = Object.values(json.entries);
  return index;
}

/**
 * Listens to the preview's channel from the moment Storybook installs it. `window.__expectStory(id)`
 * arms a verdict for one story: it resolves when that story finishes or fails to render. In the UI a
 * play's exception does not turn `storyFinished` to "error" (Storybook sets
 * throwPlayFunctionExceptions to false there), so `playFunctionThrewException` is what marks a
 * failed play.
 */
function watchPreview() {
  type Outcome = { status: string; problems: string[]; viewport?: string };
  const seen = new WeakSet<object>();
  let slot: unknown;
  let armed:
    | { id: string; problems: string[]; viewport?: string; settle: (outcome: Outcome) => void }
    | undefined;
  const expectStory = (id: string) =>
    new Promise<Outcome>((settle) => {
      armed = { id, problems: [], settle };
    });
  // The first story is the one in the address: armed before the preview starts.
  const first = new URLSearchParams(location.search).get('id') ?? '';
  // __STORY_WALK__: the preview asks axe for its violations only (.storybook/preview.tsx).
  Object.assign(window, {
    __storyOutcome: expectStory(first),
    __expectStory: expectStory,
    __STORY_WALK__: true,
  });
  const describe = (value: unknown) =>
    typeof value === 'object' && value !== null && 'message' in value
      ? String((value as { message: unknown }).message)
      : JSON.stringify(value);
  const problem = (text: string) => armed?.problems.push(text);
  const settle = (status: string) => {
    if (!armed) return;
    const { problems, viewport } = armed;
    armed.settle({ status, problems, viewport });
    armed = undefined;
  };
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => slot,
    set(channel: { on(event: string, listener: (payload: unknown) => void): void }) {
      slot = channel;
      if (!channel || seen.has(channel)) return;
      seen.add(channel);
      channel.on('playFunctionThrewException', (error) =>
        problem(`play threw: ${describe(error)}`),
      );
      channel.on('unhandledErrorsWhilePlaying', (errors) =>
        problem(`unhandled while playing: ${describe(errors)}`),
      );
      channel.on('storyThrewException', (error) => {
        problem(`story threw: ${describe(error)}`);
        settle('error');
      });
      channel.on('storyErrored', (error) => {
        problem(`story errored: ${describe(error)}`);
        settle('error');
      });
      channel.on('globalsUpdated', (payload) => {
        if (armed)
          armed.viewport = (payload as { storyGlobals?: { viewport?: { value?: string } } })
            .storyGlobals?.viewport?.value;
      });
      channel.on('storyMissing', (id) => {
        problem(`story missing: ${String(id)}`);
        settle('error');
      });
      channel.on('storyFinished', (payload) => {
        const { storyId, status, reporters } = payload as {
          storyId: string;
          status: string;
          reporters: { type: string; status: string; result?: { violations?: { id: string }[] } }[];
        };
        if (storyId !== armed?.id) return;
        for (const report of reporters.filter((candidate) => candidate.status === 'failed')) {
          const violations = report.result?.violations?.map((violation) => violation.id).join(', ');
          problem(`${report.type} report failed${violations ? `: ${violations}` : ''}`);
        }
        settle(status);
      });
    },
  });
}

type PreviewWindow = {
  __storyOutcome: Promise<StoryOutcome>;
  __expectStory(id: string): Promise<StoryOutcome>;
  __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
};

/**
 * Shows a story and waits for the preview's verdict: `open` loads the preview afresh on it, as a
 * designer following a link does; `switch` asks the running preview for it, as the sidebar does;
 * `remount` plays it again in place (after the canvas was resized to the story's viewport).
 */
async function show(
  page: Page,
  id: string,
  how: 'open' | 'switch' | 'remount',
  timeoutMs: number,
): Promise<StoryOutcome> {
  if (how === 'open') await page.goto(`${STORYBOOK_URL}/iframe.html?id=${id}&viewMode=story`);
  return page.evaluate(
    ({ storyId, how, timeout }) => {
      const preview = window as unknown as PreviewWindow;
      let outcome = preview.__storyOutcome;
      if (how !== 'open') {
        outcome = preview.__expectStory(storyId);
        const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
        if (how === 'switch') channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        else channel.emit('forceRemount', { storyId });
      }
      return Promise.race([
        outcome,
        new Promise<StoryOutcome>((resolve) =>
          setTimeout(
            () => resolve({ status: 'timeout', problems: [`no verdict in ${timeout} ms`] }),
            timeout,
          ),
        ),
      ]);
    },
    { storyId: id, how, timeout: timeoutMs },
  );
}

/**
 * Runs one story at the default canvas size and, when the story asks for a phone or tablet canvas, again
 * at that size, as the manager shows it.
 */
async function runStory(
  page: Page,
  id: string,
  how: 'open' | 'switch',
  timeoutMs: number,
): Promise<StoryOutcome> {
  const outcome = await show(page, id, how, timeoutMs);
  const viewports: Record<string, { styles: { width: string; height: string } }> =
    MINIMAL_VIEWPORTS;
  const size = outcome.viewport ? viewports[outcome.viewport]?.styles : undefined;
  if (!size) return outcome;
  await page.setViewportSize({
    width: parseInt(size.width, 10),
    height: parseInt(size.height, 10),
  });
  const resized = await show(page, id, 'remount', timeoutMs);
  await page.setViewportSize(DEFAULT_VIEWPORT);
  if (outcome.status !== 'success' || outcome.problems.length > 0) return outcome;
  return resized;
}

/** Longest a story may take: plays wait up to 10 s per step (preview.tsx), flows take several. */
const STORY_TIMEOUT_MS = 30_000;

test.describe('every story play passes in the built Storybook', () => {
  for (const file of files) {
    test(file, async ({ walkPage: page }) => {
      await page.setViewportSize(DEFAULT_VIEWPORT);
      // What the previous file's stories stored (the preview is on the same origin) goes first.
      if (page.url().startsWith(STORYBOOK_URL))
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      const stories = (await storyIndex()).filter(
        (entry) => entry.type === 'story' && path.normalize(entry.importPath) === file,
      );
      test.setTimeout(30_000 + stories.length * STORY_TIMEOUT_MS);
      expect(stories.length, `${file} has stories in the build`).toBeGreaterThan(0);
      const failures: string[] = [];
      // The file's first story opens a fresh preview (nothing warmed: a play that reads what an
      // on-demand module has not drawn yet fails here); the rest follow in it, as a designer moves
      // along the sidebar. A story that broke the preview is followed by a fresh one.
      let how: 'open' | 'switch' = 'open';
      for (const story of stories) {
        const outcome = await runStory(page, story.id, how, STORY_TIMEOUT_MS);
        how = outcome.status === 'success' ? 'switch' : 'open';
        if (
          mustEndWithDialogOpen(story) &&
          (await page.locator('[role="dialog"], [role="alertdialog"]').count()) === 0
        ) {
          outcome.problems.push('ends with no dialog open, though its name says one is showing');
        }
        if (outcome.status !== 'success' || outcome.problems.length > 0) {
          failures.push(
            `${story.title} › ${story.name} (${story.id}): finished ${outcome.status}\n  ${outcome.problems.join('\n  ')}`,
          );
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }

  test('the suite walks every story of the build', async () => {
    const walked = new Set(files);
    const missed = (await storyIndex()).filter(
      (entry) => entry.type === 'story' && !walked.has(path.normalize(entry.importPath)),
    );
    expect(missed.map((entry) => entry.id)).toEqual([]);
  });
});

test.describe('the docs pages', () => {
  /** Opens a docs page in the preview frame and waits until its runtime tables are drawn. */
  async function openDocs(page: Page, id: string, ready: string) {
    await page.goto(`${STORYBOOK_URL}/iframe.html?id=${id}&viewMode=docs`);
    await expect(page.locator(ready).first()).toBeVisible();
  }

  test('the introduction lists every route of the route table with links to its states', async ({
    page,
  }) => {
    await openDocs(page, 'introduction--docs', '[data-testid="route-index"]');
    const routes = [
      ...Object.values(publicPaths),
      ...fullScreenPages.map((page) => page.path),
      ...layoutPages.map((page) => page.path),
    ];
    for (const route of routes) {
      const row = page.locator(`tr[data-route="${route}"]`);
      await expect(row, route).toHaveCount(1);
      await expect(row.locator('a[href*="path=/story/"]').first(), route).toBeVisible();
    }
    await expect(page.getByTestId('docs-drift')).toHaveCount(0);
  });

  test('the design tokens page shows live values, no drifted brand colour and every pair at AA', async ({
    page,
  }) => {
    await openDocs(page, 'design-tokens--docs', '[data-testid="contrast"] tr[data-contrast]');
    await expect(page.locator('[data-contrast="fail"]')).toHaveCount(0);
    await expect(
      page.getByTestId('colours--color-').getByText('--color-primary', { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('docs-drift')).toHaveCount(0);
  });
});
