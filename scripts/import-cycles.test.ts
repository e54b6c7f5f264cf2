// No import cycles anywhere in our sources. A cycle lets one module read another's exports before
// they are set, and says two modules are really one; type-only and lazy (`import()`) edges count
// too, because they tie the modules together just the same. The lint's import plugins skip those
// edges, so this walks every import itself with TypeScript's pre-processor (no type check: fast).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Every tracked TypeScript source of ours, relative to the root (generated and e2e code aside). */
function sources(): string[] {
  const listed = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx'], { cwd: root })
    .toString()
    .split('\n');
  return listed.filter(
    (file) =>
      /^(packages|apps)\/[^/]+\/|^scripts\//.test(file) &&
      !file.endsWith('.d.ts') &&
      existsSync(path.join(root, file)),
  );
}

/** Our workspace packages: name -> folder and `exports` map. */
function workspaces(): Map<string, { dir: string; exports: Record<string, string> }> {
  const found = new Map<string, { dir: string; exports: Record<string, string> }>();
  for (const group of ['packages', 'apps']) {
    for (const name of execFileSync('ls', [group], { cwd: root }).toString().split('\n')) {
      const manifest = path.join(root, group, name, 'package.json');
      if (name === '' || !existsSync(manifest)) continue;
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name: string;
        main?: string;
        exports?: Record<string, string | { import?: string; default?: string }>;
      };
      const exports: Record<string, string> = {};
      for (const [key, target] of Object.entries(json.exports ?? { '.': json.main ?? '' })) {
        const file = typeof target === 'string' ? target : (target.import ?? target.default);
        if (file) exports[key] = file;
      }
      found.set(json.name, { dir: path.join(group, name), exports });
    }
  }
  return found;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The source file `specifier` names from `from`, or null for a package of someone else's. */
function resolver(known: Set<string>) {
  const packages = workspaces();
  const asFile = (base: string): string | null => {
    const stripped = base.replace(/\.js$/, '');
    for (const candidate of [base, stripped]) {
      for (const extension of EXTENSIONS) {
        const file = path.normalize(candidate + extension);
        if (known.has(file)) return file;
        const full = path.join(root, file);
        if (extension === '' && existsSync(full) && statSync(full).isFile() && known.has(file))
          return file;
      }
    }
    return null;
  };
  return (specifier: string, from: string): string | null => {
    if (specifier.startsWith('.')) return asFile(path.join(path.dirname(from), specifier));
    const name = specifier.split('/').slice(0, 2).join('/');
    const workspace = packages.get(name);
    if (!workspace) return null;
    const subpath = '.' + specifier.slice(name.length);
    for (const [key, target] of Object.entries(workspace.exports)) {
      const [prefix, suffix = ''] = key.split('*');
      const matches = key.includes('*')
        ? subpath.startsWith(prefix!) && subpath.endsWith(suffix)
        : subpath === key;
      if (!matches) continue;
      const star = key.includes('*')
        ? subpath.slice(prefix!.length, subpath.length - suffix.length)
        : '';
      return asFile(path.join(workspace.dir, target.replace('*', star)));
    }
    return null;
  };
}

/** Every import edge between our sources, static, type-only and dynamic alike. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = resolver(known);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolve(fileName, file))
      .filter((target): target is string => target !== null && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components with more than one module (Tarjan). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle, type-only and lazy edges included', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(cyclesOf(new Map([['a.ts', ['b.ts']]]))).toEqual([]);
  });

  it('reads type-only imports and import() as edges', () => {
    const files = [
      'apps/web/src/app/routes/route-table.ts',
      'apps/web/src/shared/auth/profile-cache.ts',
    ];
    const graph = importGraph(sources());
    expect(graph.get(files[0]!)).toContain('apps/web/src/features/detail/DetailPage.tsx');
    expect(graph.get(files[1]!)).toContain('apps/web/src/shared/auth/identity.ts');
  });

  it('has none in our sources', () => {
    expect(cyclesOf(importGraph(sources()))).toEqual([]);
  });
});
