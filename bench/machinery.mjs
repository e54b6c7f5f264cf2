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
//     preconnect plugins (apps/web/src/build/module-preload.ts, preconnect.ts), the first-screenful
//     hook, the glyph icons (components/Glyph/), the sanitiser's sliced queue (use-sanitized.ts), the
//     lazy identity provider and lazy formatter (`lazy-identity.ts`, `format/lazy.ts`), and the
//     route modules that exist for speed: lazy pages (`lazy-page`, `page-suspense`), /login and
//     /signup painted without the router (`public-shell`, `public-pages`, `BrowserShell`,
//     `browser-router`, `navigation`) and the first page painted whole (`first-reads`).
//     Their tests and stories are counted apart.
// (b) In every other file, each line that names a speed tool counts: `memo(`, `useCallback(`,
//     `useMemo(`, `startTransition`, `useTransition`, `useDeferredValue`, React's `lazy(`, a dynamic
//     `import(`, anything `preload…`, `lazyPart`, `lazyFrom`, `useLoaded`, `warm`, `whenIdle…`,
//     `useWarmWhenIdle`, `startInTurn`, `inNextTask`, `useStableCallback`, `lazyFormat`,
//     `lazyIdentity`, `lazyPage`, `lazyRoute`, `<Glyph`, a `WeakMap` kept to hold references,
//     `content-visibility`, `modulePreload`; and the whole body of a hand-made reference helper
//     (`useKeptWhenSame`, `useSameRows`). The same lines in tests and stories (an awaited preload) are
//     counted apart.
//
// A line counts once, whatever it names. Only the line naming the tool counts, not the code it
// wraps: the callback inside a `useCallback(` would be there without it.
import { execFileSync } from 'node:child_process';

const ROOTS = ['apps/web/src', 'packages/ui/src', 'apps/web/vite.config.ts'];

/** Files that exist only for speed: counted whole. */
const SPEED_FILES = [
  /^packages\/ui\/src\/on-demand\//,
  /\/load-[\w-]+\.tsx?$/,
  /\/use-stable-callback\.ts$/,
  /\/Tooltip\/Radix\w+\.tsx$/,
  /\/ProfileMenuPopup\.tsx$/,
  /^apps\/web\/src\/build\/(module-preload|preconnect)\.ts$/,
  /\/useFirstScreenful\.ts$/,
  /\/components\/Glyph\//,
  /\/SafeHtml\/use-sanitized\.ts$/,
  /\/auth\/lazy-identity\.ts$/,
  /\/format\/lazy\.ts$/,
  /^apps\/web\/src\/routes\/(lazy-page|page-suspense|public-shell|public-pages|BrowserShell|browser-router|navigation|first-reads)\.tsx?$/,
];

/** A line that names a speed tool. */
const SPEED_LINE = new RegExp(
  [
    String.raw`\bmemo\(`,
    String.raw`\buseCallback\(`,
    String.raw`\buseMemo\(`,
    String.raw`\bstartTransition\b`,
    String.raw`\buseTransition\b`,
    String.raw`\buseDeferredValue\b`,
    String.raw`\blazy\(`,
    String.raw`\bimport\(`,
    String.raw`[pP]reload\w*`,
    String.raw`\blazyPart\b`,
    String.raw`\blazyFrom\b`,
    String.raw`\buseLoaded\b`,
    String.raw`\bwarm\w*\b`,
    String.raw`\bwhenIdle\w*`,
    String.raw`\buseWarmWhenIdle\b`,
    String.raw`\bstartInTurn\b`,
    String.raw`\binNextTask\b`,
    String.raw`\buseStableCallback\b`,
    String.raw`\blazyFormat\b`,
    String.raw`\blazyIdentity\b`,
    String.raw`\blazyPage\b`,
    String.raw`\blazyRoute\b`,
    String.raw`<Glyph\b`,
    String.raw`\bnew WeakMap\b`,
    String.raw`content-visibility`,
    String.raw`\bmodulePreload\b`,
  ].join('|'),
);

/** A hand-made reference helper: its whole body counts, up to the closing brace at column 0. */
const HELPER_START = /^(export )?function (useKeptWhenSame|useSameRows)\b/;

const isTest = (file) => /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(file);
const isSource = (file) => /\.([cm]?[jt]sx?|css)$/.test(file) && !file.includes('/generated/');
/** A test or story of a speed-only file: beside it, named after it (or inside a speed-only folder). */
const isSpeedTest = (file, speedFiles) => {
  if (SPEED_FILES.some((pattern) => pattern.test(file))) return true;
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

/** The lines of `text` that are speed machinery (rule (b)). */
function speedLines(text) {
  let count = 0;
  let inHelper = false;
  for (const line of text.split('\n')) {
    if (HELPER_START.test(line)) inHelper = true;
    if (inHelper || SPEED_LINE.test(line)) count += 1;
    if (inHelper && /^}/.test(line)) inHelper = false;
  }
  return count;
}

/** The count at `rev`: one entry per file that holds any machinery. */
export function countMachinery(rev = 'HEAD') {
  const files = readTree(rev);
  const speedFiles = [...files.keys()].filter(
    (file) => !isTest(file) && SPEED_FILES.some((pattern) => pattern.test(file)),
  );
  const entries = [];
  for (const [file, text] of files) {
    const test = isTest(file);
    if (speedFiles.includes(file)) {
      entries.push({ file, kind: 'speed-only file', lines: lineCount(text) });
    } else if (test && isSpeedTest(file, speedFiles)) {
      entries.push({ file, kind: 'test of a speed-only file', lines: lineCount(text) });
    } else {
      const lines = speedLines(text);
      if (lines) entries.push({ file, kind: test ? 'lines in a test' : 'lines in a file', lines });
    }
  }
  return entries;
}

const KINDS = [
  'speed-only file',
  'lines in a file',
  'test of a speed-only file',
  'lines in a test',
];
const HEADINGS = {
  'speed-only file': 'speed-only files, whole',
  'lines in a file': 'lines that name a speed tool, in other files',
  'test of a speed-only file': 'tests and stories of speed-only files, whole',
  'lines in a test': 'lines that name a speed tool, in other tests and stories',
};

function sum(entries, kind) {
  const of = entries.filter((entry) => entry.kind === kind);
  return { files: of.length, lines: of.reduce((total, entry) => total + entry.lines, 0) };
}

const args = process.argv.slice(2);
const rev = args.find((arg) => !arg.startsWith('--')) ?? 'HEAD';
const commit = git(['rev-parse', '--short', rev]).toString().trim();
const entries = countMachinery(rev);
if (!args.includes('--totals')) {
  for (const kind of KINDS) {
    const of = entries
      .filter((entry) => entry.kind === kind)
      .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
    if (!of.length) continue;
    console.log(`\n${HEADINGS[kind]} (${commit}):`);
    for (const entry of of) console.log(`${String(entry.lines).padStart(5)}  ${entry.file}`);
  }
  console.log('');
}
const [whole, inFiles, tests, inTests] = KINDS.map((kind) => sum(entries, kind));
console.log(`speed machinery at ${commit}:`);
console.log(
  `  speed-only files          ${String(whole.lines).padStart(5)} lines in ${whole.files} files`,
);
console.log(
  `  lines in other files      ${String(inFiles.lines).padStart(5)} lines in ${inFiles.files} files`,
);
console.log(
  `  total in the app and kit  ${String(whole.lines + inFiles.lines).padStart(5)} lines in ${whole.files + inFiles.files} files`,
);
console.log(
  `  tests and stories         ${String(tests.lines + inTests.lines).padStart(5)} lines (${tests.files} test files of speed-only files, ${inTests.lines} lines in ${inTests.files} others)`,
);
