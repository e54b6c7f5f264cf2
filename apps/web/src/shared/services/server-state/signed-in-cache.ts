// The signed-in user's server-state cache, kept outside React so that it exists before the first
// render: the navigation that opens a page starts that page's reads into it (app/routes/route-data.ts)
// while the page's code is still loading, and the page's first render finds them under way or done.
// One cache per user: another user signing in gets a new one, so nobody sees the previous user's data.
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let current: { owner: string; client: QueryClient } | null = null;

/** The cache of `owner` (the identity uid): the same one until another user signs in. */
export function cacheFor(owner: string): QueryClient {
  if (current?.owner !== owner) {
    const previous = current?.client;
    current = { owner, client: createQueryClient() };
    // Emptied after the render that replaced it: its last screens unmount with it.
    if (previous) setTimeout(() => previous.clear(), 0);
  }
  return current.client;
}

/** Forgets the cache: each test and each flow story starts with an empty one. */
export function forgetSignedInCache(): void {
  current?.client.clear();
  current = null;
}
