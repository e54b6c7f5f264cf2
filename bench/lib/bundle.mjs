// Initial JavaScript per route, read from Vite's manifest (build.manifest): a route's initial JS is
// the entry chunk and the lazy chunks the app starts at once for that route (router, layout, page),
// each with its static imports (performance budget). Sizes are gzip at zlib's default level, as Vite reports them.
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

/** Pages the public shell renders without the router (apps/web/src/routes/public-shell.tsx). */
const PUBLIC = new Set(['LoginPage', 'SignupPage']);
/** Signed-in pages rendered full screen, outside the layout (docs/product.md#screens-and-routes). */
const FULL_SCREEN = new Set(['ObrigadoPage', 'DetailPage']);

/**
 * Initial JS of every lazily loaded page (`src/pages/*Page.tsx`), keyed by page name: the entry;
 * for signed-in pages the router's chunk, and inside the menu area the layout; then the page; each
 * with its static imports.
 */
export function routeInitialBytes(outDir) {
  const manifest = readManifest(outDir);
  const find = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const base = staticClosure(manifest, entry);
  const router = find('src/routes/browser-router.tsx');
  const routed = router ? staticClosure(manifest, router, new Set(base)) : base;
  const layout = find('src/layouts/AppLayout.tsx');
  const withLayout = layout ? staticClosure(manifest, layout, new Set(routed)) : routed;
  // The public pages ship in the entry (apps/web/src/routes/public-pages.tsx): their first paint
  // is the entry alone. Were one split out again, the loop below would count its chunk too.
  const routes = {
    LoginPage: jsBytes(outDir, manifest, base),
    SignupPage: jsBytes(outDir, manifest, base),
  };
  for (const key of Object.keys(manifest)) {
    const page = /src\/pages\/(\w+Page)\.tsx$/.exec(key)?.[1];
    if (!page || !manifest[key].isDynamicEntry) continue;
    const start = PUBLIC.has(page) ? base : FULL_SCREEN.has(page) ? routed : withLayout;
    routes[page] = jsBytes(outDir, manifest, staticClosure(manifest, key, new Set(start)));
  }
  return routes;
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
  const login = Object.keys(manifest).find((key) => key.endsWith('src/pages/LoginPage.tsx'));
  const keys = staticClosure(manifest, login, staticClosure(manifest, entry));
  return new Set([...keys].map((key) => manifest[key].file));
}
