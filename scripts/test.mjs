// `npm test`: the static checks and the unit tests run beside the end-to-end suite instead of before
// it. The end-to-end run mostly waits (for the app, the mock, the emulator), using under one of two
// cores; the checks and Vitest fill the other, at a lower CPU priority so the browsers' work, which
// has timeouts, always goes first. Either side failing fails the run; a failed check stops the
// end-to-end run at once, as the old sequential chain stopped before it.
//
// The checks' output is kept apart and printed as one block when they finish (only a line per step
// while they run), so the end-to-end list reads as before.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

/** The checks, in the order the old chain ran them (cheapest first). */
const CHECKS = ['format:check', 'check:api', 'lint:api', 'typecheck', 'lint', 'test:unit'];
/** How much lower the checks run: enough that Chromium wins any contention, not so low they starve. */
const CHECKS_NICENESS = 10;

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs one npm script, its output collected; resolves with the exit code and the output. */
function runScript(name) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', name], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** The checks side, in a process of its own so that its lowered priority reaches every child. */
async function runChecks() {
  try {
    setPriority(0, CHECKS_NICENESS);
  } catch {
    // Not allowed here (some containers): the checks simply share the CPU evenly.
  }
  let log = '';
  for (const name of CHECKS) {
    const started = Date.now();
    const { code, output } = await runScript(name);
    log += `\n── npm run ${name} (${seconds(started)}) ──\n${output}`;
    process.stderr.write(
      `[checks] ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}\n`,
    );
    if (code !== 0) {
      process.stdout.write(log);
      process.exitCode = code;
      return;
    }
  }
  process.stdout.write(log);
}

/** Starts a child whose output is passed through or collected. */
function start(command, args, collect) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: collect ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  });
  const done = new Promise((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
  return { child, done };
}

async function main() {
  const started = Date.now();
  const checks = start(process.execPath, [fileURLToPath(import.meta.url), '--checks'], true);
  // Arguments after `npm test --` go to Playwright, as they did when it ended the chain.
  const playwright = fileURLToPath(
    new URL('../node_modules/@playwright/test/cli.js', import.meta.url),
  );
  const e2e = start(process.execPath, [playwright, 'test', ...process.argv.slice(2)], false);

  let stopped = false;
  const stopEndToEnd = () => {
    if (stopped) return;
    stopped = true;
    // SIGINT lets Playwright stop its web servers (the emulator, the mock, the previews) itself.
    e2e.child.kill('SIGINT');
  };
  // Ctrl-C reaches every child from the terminal: only wait for them to stop (a second SIGINT
  // would make Playwright leave its web servers behind). A SIGTERM to this process alone is passed on.
  process.on('SIGINT', () => (stopped = true));
  process.on('SIGTERM', () => {
    checks.child.kill('SIGTERM');
    stopEndToEnd();
  });

  const checksResult = await checks.done;
  process.stdout.write(`\n══ Static checks and unit tests ══${checksResult.output}\n`);
  if (checksResult.code !== 0) {
    console.error('\nA check failed: stopping the end-to-end run.');
    stopEndToEnd();
  } else {
    console.error(
      `\nStatic checks and unit tests passed (${seconds(started)}); waiting for the end-to-end run.`,
    );
  }
  const e2eResult = await e2e.done;
  const failed = [
    checksResult.code !== 0 && 'checks or unit tests',
    e2eResult.code !== 0 && (stopped ? 'end-to-end tests stopped' : 'end-to-end tests'),
  ].filter(Boolean);
  console.error(
    failed.length === 0
      ? `\nnpm test passed in ${seconds(started)}.`
      : `\nnpm test FAILED (${failed.join('; ')}) after ${seconds(started)}.`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}

if (process.argv.includes('--checks')) await runChecks();
else await main();
