// Watches a page for any sign that injected HTML ran or could run: a dialog, the window.__xss flag,
// and, in the rendered DOM, inline event handlers, scripting URLs or elements that load code.
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Starts recording dialogs (alert/confirm/prompt) and dismisses them; returns their messages. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** Describes every executable leftover in the document body (empty when the HTML is inert). */
function executableLeftovers(): string[] {
  const scripting = /^\s*(javascript|vbscript|data:text\/html)/i;
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'frame'].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
      if (urlAttributes.includes(name) && scripting.test(attribute.value.replace(/[\s\0]/g, ''))) {
        found.push(`<${tag} ${name}="${attribute.value}">`);
      }
    }
  }
  return found;
}

/** Asserts that nothing ran and nothing executable was left in the DOM. */
export async function expectNothingExecuted(page: Page, dialogs: string[]): Promise<void> {
  // Let failed image loads, autofocus and animation events fire before judging.
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(executableLeftovers)).toEqual([]);
}
