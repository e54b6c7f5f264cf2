// `npm test`: every check and every test, failing on the first step that fails.
// - In turn, their output shown as they run: format:check, check:api, lint:api, typecheck.
// - Beside them, one after the other, their output kept and printed whole only if one fails (a line
//   between two checks says when each is done): the two builds the end-to-end run serves (the app
//   into dist/e2e, the static Storybook), then lint. Each of these uses about one core of two.
// - Then Vitest, then Playwright with E2E_PREBUILT=1, so its servers serve these fresh builds instead
//   of building again (playwright.config.ts). Every run builds: never a stale build.
// Arguments after `npm test --` go to Playwright. Run with tsx: the build commands are read from
// playwright.config.ts. Decision 050.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const { e2eBuilds } = await import('../playwright.config.ts');

/** The checks shown as they run, cheapest first. */
const IN_TURN = ['format:check', 'check:api', 'lint:api', 'typecheck'];
/** What runs beside them, one after the other; lint last, after the builds Playwright waits for. */
const BESIDE = [
  { name: 'the app build (dist/e2e)', ...e2eBuilds.app },
  { name: 'the Storybook build (storybook-static)', ...e2eBuilds.storybook },
  { name: 'npm run lint', command: 'npm run lint', env: {} },
];

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const playwrightCli = fileURLToPath(
  new URL('../node_modules/@playwright/test/cli.js', import.meta.url),
);
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** The step in the foreground (its output shown), and the builds' shells (process groups). */
let foreground = null;
const background = new Set();
let interrupted = false;

/** Runs a step in the foreground, its output passed through; resolves with its exit code. */
function runShown(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  foreground = child;
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      foreground = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs a shell command in a process group of its own, its output kept. */
function runKept(command, env = {}) {
  const child = spawn(command, {
    cwd: root,
    shell: true,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  background.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      background.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

function stopBuilds() {
  for (const child of background) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

function fail(what, code) {
  stopBuilds();
  console.error(`\nnpm test FAILED: ${what} (after ${seconds(started)}).`);
  process.exit(code || 1);
}

// Ctrl-C reaches the foreground step from the terminal (it then exits and fails the run); the
// builds, in groups of their own, are stopped here. A SIGTERM to this process alone is passed on.
process.on('SIGINT', () => {
  interrupted = true;
  stopBuilds();
});
process.on('SIGTERM', () => {
  interrupted = true;
  stopBuilds();
  foreground?.kill('SIGTERM');
});

/** The side lane's lines wait for the end of the check being printed, so no line is cut in two. */
let pendingNotes = [];
const note = (line) => pendingNotes.push(line);
const flushNotes = () => {
  for (const line of pendingNotes) console.log(line);
  pendingNotes = [];
};

let besideFailure = null;
const beside = (async () => {
  for (const step of BESIDE) {
    const since = Date.now();
    const { code, output } = await runKept(step.command, step.env);
    if (code !== 0) {
      besideFailure = { step, code, output };
      return;
    }
    note(`── [beside the checks] ${step.name}: passed in ${seconds(since)} ──`);
  }
})();

/** A failure beside the checks stops the run at the next step boundary, its output printed whole. */
function checkBeside() {
  flushNotes();
  if (interrupted) fail('interrupted', 130);
  if (!besideFailure) return;
  const { step, code, output } = besideFailure;
  console.error(`\n── ${step.name} FAILED (exit ${code}): its output ──\n${output}`);
  fail(step.name, code);
}

async function shown(name, command, args, env) {
  checkBeside();
  const since = Date.now();
  console.log(`\n── ${name} ──`);
  const code = await runShown(command, args, env);
  if (code !== 0) fail(name, code);
  console.log(`── ${name}: passed in ${seconds(since)} ──`);
}

for (const name of IN_TURN) await shown(`npm run ${name}`, npm, ['run', name]);
if (background.size > 0) console.log(`\n── waiting for the steps beside the checks ──`);
await beside;
await shown('npm run test:unit', npm, ['run', 'test:unit']);
await shown(
  'playwright test (serving the builds above)',
  process.execPath,
  [playwrightCli, 'test', ...process.argv.slice(2)],
  { E2E_PREBUILT: '1' },
);
console.log(`\nnpm test passed in ${seconds(started)}.`);
