// Visual regression of the UI kit: one baseline per StateGrid story, taken from the static
// Storybook build, so a visual change to a component is a reviewed change (its PNG in the diff).
// Stable by construction: fixed viewport and clock, system fonts, no animations or caret.
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures.ts';
import { STORYBOOK_URL } from '../support/env.ts';
import { findStateGrids } from '../support/state-grids.ts';

const grids = findStateGrids(fileURLToPath(new URL('../../packages/ui/src', import.meta.url)));
/** A fixed "now", so grids that show relative or today's dates stay the same. */
const NOW = new Date('2025-06-16T12:00:00-03:00');

test('every StateGrid of the Storybook build has a baseline test', async ({ request }) => {
  const index = (await (await request.get(`${STORYBOOK_URL}/index.json`)).json()) as {
    entries: Record<string, unknown>;
  };
  const built = Object.keys(index.entries).filter((id) => id.endsWith('--state-grid'));
  expect(grids.map((grid) => grid.id)).toEqual(built.sort());
});

for (const grid of grids) {
  test(`state grid ${grid.id} looks as reviewed`, async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto(`${STORYBOOK_URL}/iframe.html?id=${grid.id}&viewMode=story`);
    // The story and its play function are done once Storybook's render reaches a final phase;
    // a play function that failed must fail the test too.
    const phase = await page.waitForFunction(() => {
      const preview = (
        window as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }
      ).__STORYBOOK_PREVIEW__;
      const last = preview?.storyRenders?.at(-1)?.phase;
      return last && ['finished', 'completed', 'errored', 'playErrored', 'aborted'].includes(last)
        ? last
        : null;
    });
    expect(await phase.jsonValue()).toMatch(/finished|completed/);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${grid.id}.png`, { fullPage: true });
  });
}
