// Which chunks a dynamic import announces with <link rel="modulepreload"> (performance budget).
//
// By default Vite's preload helper inserts one link per chunk in the static closure of every
// dynamic import: opening a signed-in page inserted 36 to 57 links at once, and inserting them
// (Chrome starts a module fetch per link, CSP checks included) was most of the long task that
// loads the page. The chunks a dynamically imported chunk imports directly need no link: the
// browser requests them as soon as it has parsed that chunk, all in parallel. Only the deeper
// chunks would wait for a second round trip, so only they keep their links, with the imported
// chunk itself (the helper starts it before the import, beside the page's CSS). The entry's
// imports, announced in index.html by the parser, keep every link.
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/** The chunks each chunk of a build imports statically, by output file name. */
export type ChunkImports = ReadonlyMap<string, readonly string[]>;

/**
 * The chunks to announce for a dynamic import of `target`: `deps` (its static closure, as Vite
 * gives it) less the chunks `target` imports directly, which the browser finds on its own at once.
 * Without the target's imports, every dep stays.
 */
export function depsToAnnounce(
  target: string,
  deps: readonly string[],
  directImports: readonly string[] | undefined,
): string[] {
  if (!directImports) return [...deps];
  const direct = new Set(directImports);
  return deps.filter((dep) => dep === target || !direct.has(dep));
}

/**
 * The plugin that records the build's chunk imports, and the `build.modulePreload.resolveDependencies`
 * that reads them. The record is taken in `generateBundle` before Vite's own pass rewrites the
 * preload calls (order "pre"), so every call finds its chunk.
 */
export function modulePreloadDeps(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  const imports = new Map<string, readonly string[]>();
  const plugin: Plugin = {
    name: 'cnpj-module-preload-deps',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        imports.clear();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') imports.set(output.fileName, output.imports);
        }
      },
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (filename, deps, { hostType }) =>
    hostType === 'html' ? deps : depsToAnnounce(filename, deps, imports.get(filename));
  return { plugin, resolveDependencies };
}
