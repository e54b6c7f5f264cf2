// No screen imports another screen's folder: a part two screens use lives in screens/shared, so a
// screen can be changed, moved or deleted without breaking another one, and the shared part is found
// where shared parts are. screens/shared imports no screen. Type-only and lazy imports count too
// (they tie the folders together just the same), so this reads every import of every file of the
// kit's screens (stories and tests included) with TypeScript's pre-processor.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SCREENS = 'packages/ui/src/screens';

/**
 * Imports from one folder into another that are known and waiting for their part to move to
 * screens/shared: "from -> to". Remove an entry when its import goes; a stale entry fails, so the
 * list only shrinks.
 */
const WAITING_TO_MOVE: readonly string[] = [
  'ListScreen -> CrmExportDialog',
  'ListScreen -> ListsScreen',
  'ListScreen -> SearchScreen',
  'SearchScreen -> CrmExportDialog',
  'shared -> DetailScreen',
];

/**
 * The folder of screens/ a file or an imported path is in ("SearchScreen", "shared"); null outside
 * screens/ and for its index (the kit's list of screens, in no folder).
 */
export function screenFolder(file: string): string | null {
  const relative = path.posix.relative(SCREENS, file);
  if (relative === '' || relative.startsWith('..')) return null;
  const parts = relative.split('/');
  return parts.length === 1 && /^index(\.tsx?)?$/.test(parts[0]!) ? null : parts[0]!;
}

/** "from -> to" for each import of `file` (at `text`) that crosses from one folder of screens/ into another. */
export function crossings(file: string, text: string): string[] {
  const from = screenFolder(file);
  if (from === null) return [];
  const found = new Set<string>();
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const to = screenFolder(path.posix.join(path.posix.dirname(file), fileName));
    // A screen may use screens/shared; screens/shared may use nothing of a screen.
    if (to === null || to === from || (to === 'shared' && from !== 'shared')) continue;
    found.add(`${from} -> ${to}`);
  }
  return [...found];
}

/** Every tracked source of the kit's screens. */
function screenSources(): string[] {
  return execFileSync('git', ['ls-files', '--', `${SCREENS}/*.ts`, `${SCREENS}/*.tsx`], {
    cwd: root,
  })
    .toString()
    .split('\n')
    .filter((file) => file !== '' && existsSync(path.join(root, file)));
}

describe('screen folders', () => {
  it('sees an import into another screen, and into shared only from a screen', () => {
    const file = `${SCREENS}/ListScreen/parts/Table.tsx`;
    expect(crossings(file, "import { A } from '../../SearchScreen/parts/A';")).toEqual([
      'ListScreen -> SearchScreen',
    ]);
    expect(crossings(file, "import type { B } from '../../DetailScreen';")).toEqual([
      'ListScreen -> DetailScreen',
    ]);
    expect(crossings(file, "const c = import('../../HomeScreen/C');")).toEqual([
      'ListScreen -> HomeScreen',
    ]);
    expect(crossings(file, "import { D } from '../../shared/companies';")).toEqual([]);
    expect(crossings(file, "import { E } from './E';")).toEqual([]);
    expect(crossings(file, "import { F } from '../../../components/Button';")).toEqual([]);
    expect(crossings(`${SCREENS}/shared/x/G.tsx`, "import { G } from '../../AppShell/G';")).toEqual(
      ['shared -> AppShell'],
    );
    expect(crossings(`${SCREENS}/index.ts`, "export { H } from './HomeScreen';")).toEqual([]);
  });

  it('no screen imports another screen, beyond the imports waiting to move', () => {
    const found = new Set<string>();
    for (const file of screenSources()) {
      for (const crossing of crossings(file, readFileSync(path.join(root, file), 'utf8')))
        found.add(crossing);
    }
    expect([...found].sort()).toEqual([...WAITING_TO_MOVE].sort());
  });
});
