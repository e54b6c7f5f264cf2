// Initial JavaScript per route, read from Vite's manifest (build.manifest): a route's initial JS is
// the entry chunk and the lazy chunks the app starts at once for that route (router, layout, page),
// each with its static imports (performance budget). Sizes are gzip at zlib's default level, as Vite reports them.
// A library's cost is read from the build's source maps (see `libraryCost`).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Runs `vite build` for `root` with a manifest into `outDir`, with extra environment variables. */
export function viteBuild(root, outDir, env = {}) {
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      root,
      '--manifest',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
}

function readManifest(outDir) {
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The manifest keys of `key` and everything it imports statically, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function gzipBytes(outDir, file) {
  return gzipSync(readFileSync(path.join(outDir, file))).length;
}

/** Gzip bytes of the JS files behind a set of manifest keys. */
function jsBytes(outDir, manifest, keys) {
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  return files.reduce((sum, file) => sum + gzipBytes(outDir, file), 0);
}

/** Initial JS of the entry alone (an app without lazy routes, such as the floor). */
export function entryInitialBytes(outDir) {
  const manifest = readManifest(outDir);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return jsBytes(outDir, manifest, staticClosure(manifest, entry));
}

/** The public pages, shipped in the entry (apps/web/src/app/routes/routes.tsx imports them). */
export const PUBLIC = new Set(['LoginPage', 'SignupPage']);
/** Signed-in pages rendered full screen, outside the layout (docs/product.md#screens-and-routes). */
const FULL_SCREEN = new Set(['ObrigadoPage', 'DetailPage']);

/**
 * Initial JS of every lazily loaded page (`src/features/<feature>/*Page.tsx`, the frame's `src/app/routes/NotFoundPage.tsx`), keyed by page name: the entry;
 * for signed-in pages the sign-in guard's chunk, and inside the menu area the layout; then the page; each
 * with its static imports.
 */
export function routeInitialBytes(outDir) {
  const manifest = readManifest(outDir);
  return Object.fromEntries(
    Object.entries(routeInitialKeys(manifest)).map(([page, keys]) => [
      page,
      jsBytes(outDir, manifest, keys),
    ]),
  );
}

/** The manifest keys of each page's initial JS, as `routeInitialBytes` counts them. */
function routeInitialKeys(manifest) {
  const find = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const base = staticClosure(manifest, entry);
  // Every signed-in page loads the sign-in guard's chunk (its providers and cache) with its own.
  const guard = find('src/app/routes/RequireAuth.tsx');
  const routed = guard ? staticClosure(manifest, guard, new Set(base)) : base;
  const layout = find('src/app/layout/AppLayout.tsx');
  const withLayout = layout ? staticClosure(manifest, layout, new Set(routed)) : routed;
  // The public pages ship in the entry (apps/web/src/app/routes/routes.tsx): their first paint
  // is the entry alone. Were one split out again, the loop below would count its chunk too.
  const routes = { LoginPage: base, SignupPage: base };
  for (const key of Object.keys(manifest)) {
    const page = /src\/(?:features\/[\w-]+|app\/routes)\/(\w+Page)\.tsx$/.exec(key)?.[1];
    if (!page || !manifest[key].isDynamicEntry) continue;
    const start = PUBLIC.has(page) ? base : FULL_SCREEN.has(page) ? routed : withLayout;
    routes[page] = staticClosure(manifest, key, new Set(start));
  }
  return routes;
}

/**
 * The pages the signed-in routes load lazily, read from the route table's `import('../../features/<feature>/XPage')`
 * calls, so a page that stops being measured (no longer a lazy chunk) is named instead of skipped.
 */
export function signedInPages(appRoot) {
  const table = readFileSync(path.join(appRoot, 'src/app/routes/route-table.ts'), 'utf8');
  const pages = [...table.matchAll(/import\(\s*'[./\w-]*\/(\w+Page)'\s*\)/g)].map((m) => m[1]);
  return [...new Set(pages)].filter((page) => !PUBLIC.has(page));
}

/** Marks that identify heavy code in a chunk: its source map's sources, or a literal in the code. */
const HEAVY = {
  recharts: { source: /node_modules\/recharts\// },
  'firebase popup resolver': { code: /apis\.google\.com\/js\/api\.js|gapi\.iframes/ },
  'spreadsheet (exceljs/xlsx)': { source: /node_modules\/(exceljs|xlsx|write-excel-file)\// },
};

/** For each heavy part, the chunks holding it and whether /login's initial JS includes any. */
export function heavyChunks(outDir, loginKeys = loginInitialFiles(outDir)) {
  const assets = path.join(outDir, 'assets');
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const found = {};
  for (const [name, mark] of Object.entries(HEAVY)) {
    const holders = chunks.filter((file) => {
      if (mark.code) return mark.code.test(readFileSync(path.join(assets, file), 'utf8'));
      const map = path.join(assets, `${file}.map`);
      try {
        return JSON.parse(readFileSync(map, 'utf8')).sources.some((source) =>
          mark.source.test(source),
        );
      } catch {
        return false;
      }
    });
    found[name] = {
      chunks: holders,
      inLoginInitial: holders.some((file) => loginKeys.has(`assets/${file}`)),
    };
  }
  return found;
}

/** The files of /login's initial JS. */
function loginInitialFiles(outDir) {
  const manifest = readManifest(outDir);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const login = Object.keys(manifest).find((key) =>
    key.endsWith('src/features/sign-in/LoginPage.tsx'),
  );
  const keys = staticClosure(manifest, login, staticClosure(manifest, entry));
  return new Set([...keys].map((key) => manifest[key].file));
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one source-map segment (base64 VLQ), each relative to the previous segment's. */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value % 2 ? -(value - 1) / 2 : value / 2);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/**
 * Splits a built chunk into the characters its source map attributes to a source matching
 * `pattern` (`removed`) and the rest (`kept`). A mapped segment runs from its column to the next
 * segment's, or to the end of the line; unmapped code stays in `kept`.
 */
function splitBySource(code, map, pattern) {
  const matches = map.sources.map((source) => pattern.test(source ?? ''));
  const mappingLines = map.mappings.split(';');
  const parts = { kept: [], removed: [] };
  const lines = code.split('\n');
  let source = 0;
  lines.forEach((line, index) => {
    let column = 0;
    let cut = 0;
    let inside = false;
    const mappings = mappingLines[index] ?? '';
    for (const segment of mappings ? mappings.split(',') : []) {
      const fields = decodeSegment(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      const match = fields.length > 1 && matches[source];
      if (match === inside) continue;
      parts[inside ? 'removed' : 'kept'].push(line.slice(cut, column));
      cut = column;
      inside = match;
    }
    parts[inside ? 'removed' : 'kept'].push(line.slice(cut));
    if (index < lines.length - 1) parts.kept.push('\n');
  });
  return { kept: parts.kept.join(''), removed: parts.removed.join('') };
}

/** Libraries whose cost the bench reports, by the paths their modules have in the source maps. */
export const LIBRARIES = {
  '@tanstack/react-query': /node_modules\/@tanstack\/(query-core|react-query)\//,
};

/**
 * What a library costs in the built app. The build's source maps (build.sourcemap, written by the app and
 * the floor) say which characters of each minified chunk came from the library's modules; its cost
 * is what those characters add to the chunks' gzip size: gzip of each chunk minus gzip of the same
 * chunk with them cut out. That is the bytes a visitor downloads for it, shared gzip context
 * included, with no second build and no change to how the app is chunked (a manualChunks split
 * would measure a different build). Also returns the minified bytes, the chunks holding it, and the
 * pages whose initial JS includes any of them. `gzipBytes` is 0 and `chunks` empty when no chunk
 * holds the library ("not in the build").
 */
export function libraryCost(outDir, pattern) {
  const assets = path.join(outDir, 'assets');
  const result = { gzipBytes: 0, minifiedBytes: 0, chunks: [], initialIn: [] };
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    let map;
    try {
      map = JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8'));
    } catch {
      continue;
    }
    if (!map.sources.some((source) => pattern.test(source ?? ''))) continue;
    const code = readFileSync(path.join(assets, file), 'utf8');
    const { kept, removed } = splitBySource(code, map, pattern);
    if (!removed) continue;
    result.chunks.push(file);
    result.minifiedBytes += Buffer.byteLength(removed);
    result.gzipBytes += gzipSync(code).length - gzipSync(kept).length;
  }
  const manifest = readManifest(outDir);
  for (const [page, keys] of Object.entries(routeInitialKeys(manifest))) {
    const files = [...keys].map((key) => manifest[key].file);
    if (result.chunks.some((chunk) => files.includes(`assets/${chunk}`)))
      result.initialIn.push(page);
  }
  return result;
}

/** Minified characters per source of a chunk, from its source map (a segment runs to the next). */
function charsBySource(code, map) {
  const counts = new Map();
  const mappingLines = map.mappings.split(';');
  let source = 0;
  code.split('\n').forEach((line, index) => {
    let column = 0;
    let current = -1;
    const mappings = mappingLines[index] ?? '';
    for (const segment of mappings ? mappings.split(',') : []) {
      const fields = decodeSegment(segment);
      const next = column + fields[0];
      if (current >= 0) counts.set(current, (counts.get(current) ?? 0) + next - column);
      column = next;
      if (fields.length > 1) source += fields[1];
      current = fields.length > 1 ? source : -1;
    }
    if (current >= 0) counts.set(current, (counts.get(current) ?? 0) + line.length - column);
  });
  return counts;
}

/** A module's group: its package under node_modules, else its folder (up to four levels). */
function sourceGroup(source) {
  const modules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (modules) return modules[1];
  const parts = source.replace(/^(\.\.\/)+/, '').split('/');
  return parts.slice(0, Math.min(4, parts.length - 1)).join('/') || source;
}

/**
 * What each built chunk holds, for naming the scripts of Lighthouse's long-tasks table: per
 * `assets/<file>.js`, its three largest groups of modules (packages, or the app's folders) by
 * minified size, read from the build's source maps.
 */
export function chunkSources(outDir) {
  const assets = path.join(outDir, 'assets');
  const described = {};
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    let map;
    try {
      map = JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8'));
    } catch {
      continue;
    }
    const code = readFileSync(path.join(assets, file), 'utf8');
    const groups = new Map();
    for (const [index, chars] of charsBySource(code, map)) {
      const group = sourceGroup(map.sources[index] ?? '');
      groups.set(group, (groups.get(group) ?? 0) + chars);
    }
    described[`assets/${file}`] = [...groups]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([group, chars]) => `${group} ${(chars / 1024).toFixed(1)} KiB`)
      .join(', ');
  }
  return described;
}
