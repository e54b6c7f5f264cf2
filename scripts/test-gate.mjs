// `npm test`: every check and every test, failing on the first step that fails. Two lanes:
// - the static checks, then Vitest, one after the other, their output shown as they run;
// - the two builds the end-to-end run serves (the app into dist/e2e, the static Storybook), one after
//   the other, beside the checks: each check uses one core, the builds the other. Their output is
//   kept and printed only if one fails; a line says when each is done, between two checks.
// Playwright starts once both lanes are done, with E2E_PREBUILT=1 so its servers serve these fresh
// builds instead of building again (playwright.config.ts). Every run builds: never a stale build.
// Arguments after `npm test --` go to Playwright. Run with tsx: the build commands are read from
// playwright.config.ts. Decision 050.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const { e2eBuilds } = await import('../playwright.config.ts');

/** The static checks, cheapest first, then the unit tests. */
const CHECKS = ['format:check', 'check:api', 'lint:api', 'typecheck', 'lint', 'test:unit'];
const BUILDS = [
  { name: 'app (dist/e2e)', ...e2eBuilds.app },
  { name: 'Storybook (storybook-static)', ...e2eBuilds.storybook },
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

/** Build lines wait for the end of the check being printed, so no line is cut in two. */
let pendingNotes = [];
const note = (line) => pendingNotes.push(line);
const flushNotes = () => {
  for (const line of pendingNotes) console.log(line);
  pendingNotes = [];
};

let buildFailure = null;
const builds = (async () => {
  for (const build of BUILDS) {
    const since = Date.now();
    const { code, output } = await runKept(build.command, build.env);
    if (code !== 0) {
      buildFailure = { build, code, output };
      return;
    }
    note(`── [beside the checks] the ${build.name} build is done (${seconds(since)}) ──`);
  }
})();

/** A failed build stops the run at the next step boundary, its output printed whole. */
function checkBuilds() {
  flushNotes();
  if (interrupted) fail('interrupted', 130);
  if (!buildFailure) return;
  const { build, code, output } = buildFailure;
  console.error(`\n── the ${build.name} build FAILED (exit ${code}): its output ──\n${output}`);
  fail(`the ${build.name} build`, code);
}

for (const name of CHECKS) {
  checkBuilds();
  const since = Date.now();
  console.log(`\n── npm run ${name} ──`);
  const code = await runShown(npm, ['run', name]);
  if (code !== 0) fail(`npm run ${name}`, code);
  console.log(`── npm run ${name}: passed in ${seconds(since)} ──`);
}

await builds;
checkBuilds();

console.log(`\n── playwright test (the builds served as they are) ──`);
const e2e = await runShown(process.execPath, [playwrightCli, 'test', ...process.argv.slice(2)], {
  E2E_PREBUILT: '1',
});
if (e2e !== 0) fail('playwright test', e2e);
console.log(`\nnpm test passed in ${seconds(started)}.`);
