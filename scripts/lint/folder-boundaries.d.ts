// Types of the lint rule's module (plain JavaScript, as ESLint loads it).
import type { ESLint } from 'eslint';

/** Why `to` may not be imported from `from` (absolute paths), or null when it may. */
export function boundaryBreach(from: string, to: string): string | null;

declare const plugin: ESLint.Plugin;
export default plugin;
