// The three local services the app needs, for `npm start`: the Firebase Auth Emulator, the mock
// backend and the web app. Each child runs in its own process group so that stopping it also stops
// what it spawned (npm -> tsx -> node, npx -> firebase), and nothing is left behind.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const PROJECT_ID = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-cnpj';
export const EMULATOR_URL = 'http://127.0.0.1:9099';
export const MOCK_URL = `http://127.0.0.1:${process.env.MOCK_PORT ?? 8787}`;
export const APP_URL = 'http://127.0.0.1:5173';

/** Demo users created in the emulator at start (README: "Demo users"; the mock puts `free*` on plan G). */
export const DEMO_USERS = [
  { email: 'assinante@demo.cnpj.dev', password: 'demo1234', plan: 'paid' },
  { email: 'free@demo.cnpj.dev', password: 'demo1234', plan: 'free (G)' },
];

const children = new Map();
let stopping = false;
let onUnexpectedExit = () => {};

/** Called once when a service stops on its own (crash, port taken): the caller stops the rest. */
export function whenAServiceDies(callback) {
  onUnexpectedExit = callback;
}

function prefixed(label, chunk) {
  return chunk
    .toString()
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `[${label}] ${line}`)
    .join('\n');
}

/** Starts a command in its own process group, prefixing its output with a label. */
export function run(label, command, args, env = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => console.log(prefixed(label, chunk)));
  child.stderr.on('data', (chunk) => console.error(prefixed(label, chunk)));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  children.set(child, exited);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    console.error(`[${label}] stopped on its own (${signal ?? `exit code ${code}`})`);
    onUnexpectedExit();
  });
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Stops every service (SIGTERM to each group, SIGKILL after `graceMs`); resolves once all exited. */
export async function stopAll(graceMs = 5000) {
  stopping = true;
  const running = [...children.entries()];
  for (const [child] of running) signalGroup(child, 'SIGTERM');
  const timer = setTimeout(
    () => running.forEach(([child]) => signalGroup(child, 'SIGKILL')),
    graceMs,
  );
  await Promise.all(running.map(([, exited]) => exited));
  clearTimeout(timer);
  // Grandchildren that outlived their parent still share its group.
  for (const [child] of running) signalGroup(child, 'SIGKILL');
}

/** Rejects with a clear message when something already listens on `port` (another `npm start`?). */
export function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(`Port ${port} (${what}) is already in use: stop whatever runs there first.`),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** Resolves once `url` answers (any status), or rejects after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts the Auth Emulator and waits until it answers. */
export async function startEmulator() {
  run('auth', 'npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', PROJECT_ID]);
  await waitFor(`${EMULATOR_URL}/`);
}

/** Creates the demo users in the emulator (a fresh emulator holds none). */
export async function seedDemoUsers() {
  for (const user of DEMO_USERS) {
    const response = await fetch(
      `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: user.email,
          password: user.password,
          returnSecureToken: true,
        }),
      },
    );
    if (!response.ok && !(await response.text()).includes('EMAIL_EXISTS')) {
      throw new Error(`could not create demo user ${user.email}`);
    }
  }
}

/** Starts the mock backend and waits until it answers. */
export async function startMock(env = {}) {
  run('mock', 'npm', ['run', 'mock', '--silent'], env);
  await waitFor(`${MOCK_URL}/__mock/state.json`);
}

/** Starts the web app's Vite dev server and waits until it answers. */
export async function startWeb() {
  const { port } = new URL(APP_URL);
  run('web', 'npm', [
    'run',
    'dev',
    '-w',
    '@cnpj/web',
    '--',
    '--host',
    '127.0.0.1',
    '--port',
    port,
    '--strictPort',
  ]);
  await waitFor(APP_URL);
}
