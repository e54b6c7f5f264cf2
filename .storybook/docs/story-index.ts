// Storybook's own index of stories (index.json, served by `storybook dev` and written by
// `storybook build`), read at runtime so the docs pages list exactly the stories that exist.
import { useEffect, useState } from 'react';

/** One story of index.json (docs entries are left out). */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

interface IndexJson {
  entries: Record<string, StoryEntry & { type: string }>;
}

/** The stories of this Storybook, or null while index.json loads; an Error when it cannot be read. */
export function useStoryIndex(): StoryEntry[] | Error | null {
  const [stories, setStories] = useState<StoryEntry[] | Error | null>(null);
  useEffect(() => {
    let live = true;
    fetch(new URL('index.json', document.baseURI))
      .then((response) => response.json() as Promise<IndexJson>)
      .then((index) => Object.values(index.entries).filter((entry) => entry.type === 'story'))
      .then(
        (entries) => live && setStories(entries),
        (failure: unknown) =>
          live && setStories(failure instanceof Error ? failure : new Error(String(failure))),
      );
    return () => {
      live = false;
    };
  }, []);
  return stories;
}

/** True when `title` is `prefix` or lies under it ("Screens/Search/Alerts" under "Screens/Search"). */
export function isUnder(title: string, prefix: string): boolean {
  return title === prefix || title.startsWith(`${prefix}/`);
}

/** The manager URL that opens a story (from a docs page, open it with target="_top"). */
export function storyHref(id: string): string {
  return `./?path=/story/${id}`;
}
