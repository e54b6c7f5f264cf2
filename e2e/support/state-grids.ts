// Finds every "StateGrid" story (the one canvas per component that lays out all its states, for
// visual review) from the story sources, so a new grid gets a baseline test without editing the
// suite. Read at collection time, before the Storybook build exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A state-grid story: its Storybook id and the file it lives in. */
export interface StateGridStory {
  id: string;
  file: string;
}

/** Storybook's id rule: lower case, runs of other characters become one hyphen. */
export function storyIdPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

/** Every `export const StateGrid` under `root`, with the id its meta title gives it. */
export function findStateGrids(root: string): StateGridStory[] {
  return storyFiles(root)
    .flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      if (!/export const StateGrid\b/.test(source)) return [];
      const title = /^\s*title:\s*'([^']+)'/m.exec(source)?.[1];
      if (!title) throw new Error(`${file}: a StateGrid story needs an explicit meta title`);
      return [
        { id: `${storyIdPart(title)}--state-grid`, file: path.relative(process.cwd(), file) },
      ];
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}
