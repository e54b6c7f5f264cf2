// The list's keyboard story played here too, in the browser, at a laptop's width (decision 077).
import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, it } from 'vitest';
import { page } from 'vitest/browser';
import '../../styles.css';
import * as stories from './ListScreen.keyboard.stories';

const composed = composeStories(stories);

beforeAll(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe("a list's companies from the keyboard", () => {
  for (const [name, story] of Object.entries(composed))
    it(name, async () => {
      await story.run();
    });
});
