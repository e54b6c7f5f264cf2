// The QA console's static build (decision in docs/decisions, "QA console built on demand"): a Vite build of
// apps/mock-server/console into console/dist, made when the mock starts if missing or stale, so a fresh
// clone needs no extra step. Stale means the sources' content hash differs from the one the build recorded.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
/** The console's sources (its Vite root). */
export const CONSOLE_ROOT = path.join(repoRoot, 'apps/mock-server/console');
/** Where the built console is served from. */
export const CONSOLE_DIST = path.join(CONSOLE_ROOT, 'dist');
const HASH_FILE = '.sources-hash';
// What the bundle is made of: the console, the kit it composes and the domain the kit reads.
const SOURCES = ['apps/mock-server/console', 'packages/ui/src', 'packages/domain/src'].map((dir) =>
  path.join(repoRoot, dir),
);
const SKIPPED = new Set(['dist', 'node_modules', '__screenshots__']);

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !SKIPPED.has(entry.name) && !entry.name.startsWith('dist.'))
      .map((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      ),
  );
  return nested.flat();
}

/** A hash of every source file's path and content. */
export async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  const all = (await Promise.all(SOURCES.map(files))).flat().sort();
  for (const file of all)
    hash
      .update(path.relative(repoRoot, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex');
}

async function builtHash(): Promise<string | null> {
  return readFile(path.join(CONSOLE_DIST, HASH_FILE), 'utf8').catch(() => null);
}

// Builds into a folder of its own, then swaps it in, so a second mock starting at the same time (npm start
// beside the end-to-end suite) never serves a half-written build.
async function build(hash: string): Promise<void> {
  const { build: viteBuild } = await import('vite');
  const outDir = path.join(CONSOLE_ROOT, `dist.${process.pid}`);
  await viteBuild({
    configFile: path.join(CONSOLE_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  await writeFile(path.join(outDir, HASH_FILE), hash);
  const old = `${CONSOLE_DIST}.old.${process.pid}`;
  await rename(CONSOLE_DIST, old).catch(() => undefined);
  await rename(outDir, CONSOLE_DIST).catch(() => rm(outDir, { recursive: true, force: true }));
  await rm(old, { recursive: true, force: true });
}

let ready: Promise<string> | null = null;

/** Builds the console once per process when missing or stale; resolves to the folder to serve. */
export function prepareConsole(): Promise<string> {
  ready ??= (async () => {
    const hash = await sourcesHash();
    if (existsSync(path.join(CONSOLE_DIST, 'index.html')) && (await builtHash()) === hash)
      return CONSOLE_DIST;
    const started = performance.now();
    await build(hash);
    console.info(`Console de QA gerado em ${Math.round(performance.now() - started)} ms`);
    return CONSOLE_DIST;
  })();
  return ready;
}
