// `npm run bench:machinery [-- <rev>] [--totals]`: the lines of speed machinery in the app and the
// kit at a git revision (default HEAD), read from git itself (`git ls-tree`, `git cat-file`), so any
// older commit can be counted beside the working one. Speed machinery is code that exists only to
// make a page faster, not to do what docs/product.md asks; docs/performance.md holds the rules that
// justify what is left of it.
//
// The rule, over the files under apps/web/src, packages/ui/src and apps/web/vite.config.ts:
//
// (a) Speed-only files count whole: the on-demand module (packages/ui/src/on-demand/), the loaders of
//     heavy libraries (`load-*.ts`), the reference helper `use-stable-callback.ts`, the Radix twin
//     files (`Tooltip/Radix*.tsx`, `ProfileMenuPopup.tsx`), the build's modulepreload and
//     preconnect plugins (apps/web/src/build/module-preload.ts until it went, preconnect.ts), the first-screenful
//     hook, the sanitiser's sliced queue (use-sanitized.ts), the
//     lazy identity provider and lazy formatter (`lazy-identity.ts`, `format/lazy.ts`), and the
//     route modules that exist for speed: lazy pages (`lazy-page`, `page-suspense`), /login and
//     /signup painted without the router (`public-shell`, `public-pages`, `BrowserShell`,
//     `browser-router`, `navigation`) and the first page painted whole (`first-reads`, and its
//     successor `page-reads`, the loader that holds the first page for its reads).
//     Their tests and stories are counted apart.
// (b) In every other file, each line that names a speed tool counts: `memo(`, `useCallback(`,
//     `useMemo(`, `startTransition`, `useTransition`, `useDeferredValue`, React's `lazy(`, a dynamic
//     `import(`, anything `preload…`, `lazyPart`, `lazyFrom`, `useLoaded`, `warm`, `whenIdle…`,
//     `useWarmWhenIdle`, `startInTurn`, `inNextTask`, `useStableCallback`, `lazyFormat`,
//     `lazyIdentity`, `lazyPage`, `lazyRoute`, a `WeakMap` kept to hold references,
//     `content-visibility`, `modulePreload`; and the whole body of a hand-made reference helper
//     (`useKeptWhenSame`, `useSameRows`). The same lines in tests and stories (an awaited preload) are
//     counted apart.
//
// Each count is also split by the kind of speed it buys: loading (code on demand and its preloads),
// first paint (/login without the router, the first page painted whole), references (memoisation and
// the reference helpers), scheduling (transitions, idle steps, work in slices) and rows (the first
// screenful, `content-visibility`).
//
// A line counts once, whatever it names. Only the line naming the tool counts, not the code it
// wraps: the callback inside a `useCallback(` would be there without it.
import { execFileSync } from 'node:child_process';

const ROOTS = ['apps/web/src', 'packages/ui/src', 'apps/web/vite.config.ts'];

/** Files that exist only for speed, counted whole, each under the kind of speed it buys. */
const SPEED_FILES = [
  [/^packages\/ui\/src\/on-demand\//, 'loading'],
  [/\/load-[\w-]+\.tsx?$/, 'loading'],
  [/\/Tooltip\/Radix\w+\.tsx$/, 'loading'],
  [/\/ProfileMenuPopup\.tsx$/, 'loading'],
  [/^apps\/web\/src\/build\/(module-preload|preconnect)\.ts$/, 'loading'],
  [/\/auth\/lazy-identity\.ts$/, 'loading'],
  [/\/format\/lazy\.ts$/, 'loading'],
  [/^apps\/web\/src\/(?:app\/)?routes\/(lazy-page|page-suspense)\.tsx?$/, 'loading'],
  [
    /^apps\/web\/src\/(?:app\/routes|routes|shared\/navigation)\/(public-shell|public-pages|BrowserShell|browser-router|navigation|first-reads|page-reads)\.tsx?$/,
    'first paint',
  ],
  [/\/use-stable-callback\.ts$/, 'references'],
  [/\/SafeHtml\/use-sanitized\.ts$/, 'scheduling'],
  [/\/useFirstScreenful\.ts$/, 'rows'],
];

/** A line that names a speed tool, under the kind of speed it buys (the first kind that matches). */
const SPEED_LINES = [
  ['references', /\bmemo\(|\buseCallback\(|\buseMemo\(|\buseStableCallback\b|\bnew WeakMap\b/],
  [
    'loading',
    /\blazy\(|\bimport\(|[pP]reload\w*|\blazyPart\b|\blazyFrom\b|\buseLoaded\b|\bwarm\w*\b|\buseWarmWhenIdle\b|\blazyFormat\b|\blazyIdentity\b|\blazyPage\b|\blazyRoute\b|\bmodulePreload\b/,
  ],
  [
    'scheduling',
    /\bstartTransition\b|\buseTransition\b|\buseDeferredValue\b|\bwhenIdle\w*|\bstartInTurn\b|\binNextTask\b/,
  ],
  ['rows', /content-visibility/],
];
const KINDS_OF_SPEED = ['loading', 'first paint', 'references', 'scheduling', 'rows'];

/** A hand-made reference helper: its whole body counts, up to the closing brace at column 0. */
const HELPER_START = /^(export )?function (useKeptWhenSame|useSameRows)\b/;

const speedFileKind = (file) => SPEED_FILES.find(([pattern]) => pattern.test(file))?.[1];
const isTest = (file) => /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(file);
const isSource = (file) => /\.([cm]?[jt]sx?|css)$/.test(file) && !file.includes('/generated/');
/** A test or story of a speed-only file: beside it, named after it (or inside a speed-only folder). */
const isSpeedTest = (file, speedFiles) => {
  if (speedFileKind(file)) return true;
  const stem = file.replace(/(\.[\w-]+)?\.(test|spec|stories)\.[cm]?[jt]sx?$/, '');
  return speedFiles.some((speed) => speed.replace(/\.[cm]?[jt]sx?$/, '') === stem);
};

function git(args, input) {
  return execFileSync('git', args, { input, maxBuffer: 256 * 1024 * 1024 });
}

/** Every source file under ROOTS at `rev`, with its text, read in one `git cat-file --batch`. */
function readTree(rev) {
  const names = git(['ls-tree', '-r', '--name-only', rev, '--', ...ROOTS])
    .toString()
    .split('\n')
    .filter((file) => file && isSource(file));
  const out = git(['cat-file', '--batch'], names.map((file) => `${rev}:${file}\n`).join(''));
  const files = new Map();
  let at = 0;
  for (const file of names) {
    const headerEnd = out.indexOf(10, at);
    const size = Number(out.subarray(at, headerEnd).toString().split(' ')[2]);
    files.set(file, out.subarray(headerEnd + 1, headerEnd + 1 + size).toString());
    at = headerEnd + 1 + size + 1;
  }
  return files;
}

const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The lines of `text` that are speed machinery (rule (b)), by kind of speed. */
function speedLines(text) {
  const byKind = {};
  let inHelper = false;
  for (const line of text.split('\n')) {
    if (HELPER_START.test(line)) inHelper = true;
    const kind = inHelper
      ? 'references'
      : SPEED_LINES.find(([, pattern]) => pattern.test(line))?.[0];
    if (kind) byKind[kind] = (byKind[kind] ?? 0) + 1;
    if (inHelper && /^}/.test(line)) inHelper = false;
  }
  return byKind;
}

/**
 * The count at `rev`: one entry per file that holds any machinery, with its lines, where it is
 * (`place`: a speed-only file, lines in another file, and the same for tests) and by kind of speed.
 */
export function countMachinery(rev = 'HEAD') {
  const files = readTree(rev);
  const speedFiles = [...files.keys()].filter((file) => !isTest(file) && speedFileKind(file));
  const entries = [];
  for (const [file, text] of files) {
    const test = isTest(file);
    if (speedFiles.includes(file)) {
      const lines = lineCount(text);
      entries.push({
        file,
        place: 'speed-only file',
        lines,
        byKind: { [speedFileKind(file)]: lines },
      });
    } else if (test && isSpeedTest(file, speedFiles)) {
      entries.push({
        file,
        place: 'test of a speed-only file',
        lines: lineCount(text),
        byKind: {},
      });
    } else {
      const byKind = speedLines(text);
      const lines = Object.values(byKind).reduce((total, count) => total + count, 0);
      if (lines)
        entries.push({ file, place: test ? 'lines in a test' : 'lines in a file', lines, byKind });
    }
  }
  return entries;
}

const PLACES = {
  'speed-only file': 'speed-only files, whole',
  'lines in a file': 'lines that name a speed tool, in other files',
  'test of a speed-only file': 'tests and stories of speed-only files, whole',
  'lines in a test': 'lines that name a speed tool, in other tests and stories',
};

const total = (entries) => entries.reduce((sum, entry) => sum + entry.lines, 0);
const at = (place) => (entry) => entry.place === place;
const pad = (value) => String(value).padStart(5);

const args = process.argv.slice(2);
const rev = args.find((arg) => !arg.startsWith('--')) ?? 'HEAD';
const commit = git(['rev-parse', '--short', rev]).toString().trim();
const entries = countMachinery(rev);
if (!args.includes('--totals')) {
  for (const [place, heading] of Object.entries(PLACES)) {
    const of = entries
      .filter(at(place))
      .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
    if (!of.length) continue;
    console.log(`\n${heading} (${commit}):`);
    for (const entry of of) {
      const kinds = Object.keys(entry.byKind).join(', ');
      console.log(`${pad(entry.lines)}  ${entry.file}${kinds ? `  (${kinds})` : ''}`);
    }
  }
  console.log('');
}
const whole = entries.filter(at('speed-only file'));
const inFiles = entries.filter(at('lines in a file'));
const tests = entries.filter(at('test of a speed-only file'));
const inTests = entries.filter(at('lines in a test'));
const source = [...whole, ...inFiles];
console.log(`speed machinery at ${commit}:`);
console.log(`  speed-only files          ${pad(total(whole))} lines in ${whole.length} files`);
console.log(`  lines in other files      ${pad(total(inFiles))} lines in ${inFiles.length} files`);
console.log(`  total in the app and kit  ${pad(total(source))} lines in ${source.length} files`);
for (const kind of KINDS_OF_SPEED) {
  const lines = source.reduce((sum, entry) => sum + (entry.byKind[kind] ?? 0), 0);
  console.log(`    ${kind.padEnd(22)}${pad(lines)} lines`);
}
console.log(
  `  tests and stories         ${pad(total(tests) + total(inTests))} lines (${tests.length} test files of speed-only files whole, ${total(inTests)} lines in ${inTests.length} others)`,
);
