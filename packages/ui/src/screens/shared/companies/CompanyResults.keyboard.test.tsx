// The keyboard stories' plays, run here too, in the browser, on every test run (decision 077).
import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import '../../../styles.css';
import * as stories from './CompanyResults.keyboard.stories';

const composed = composeStories(stories);

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('the results table from the keyboard', () => {
  for (const [name, story] of Object.entries(composed))
    it(name, async () => {
      await story.run();
    });
});
