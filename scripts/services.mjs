// The three local services the app needs, shared by `npm start` and the end-to-end setup:
// the Firebase Auth Emulator, the mock backend and the web app. Each is a child process that is
// stopped with its whole process group.
import { spawn } from 'node:child_process';

export const PROJECT_ID = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-cnpj';
export const EMULATOR_URL = 'http://127.0.0.1:9099';
export const MOCK_URL = `http://127.0.0.1:${process.env.MOCK_PORT ?? 8787}`;

/** Demo users created in the emulator at start (README: "Demo users"). */
export const DEMO_USERS = [
  { email: 'assinante@demo.cnpj.dev', password: 'demo1234', plan: 'paid' },
  { email: 'free@demo.cnpj.dev', password: 'demo1234', plan: 'free' },
];

const children = new Set();

/** Starts a command in its own process group, prefixing its output with a label. */
export function run(label, command, args, env = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout.on('data', (c) => console.log(prefix(c)));
  child.stderr.on('data', (c) => console.error(prefix(c)));
  child.on('exit', (code) => {
    children.delete(child);
    if (code && !stopping) console.error(`[${label}] exited with ${code}`);
  });
  children.add(child);
  return child;
}

let stopping = false;
/** Stops every child started with run(). */
export function stopAll() {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

/** Resolves once `url` answers (any status), or rejects after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
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
    const res = await fetch(
      `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
      },
    );
    if (!res.ok && !(await res.text()).includes('EMAIL_EXISTS')) {
      throw new Error(`could not create demo user ${user.email}`);
    }
  }
}

/** Starts the mock backend and waits until it answers. */
export async function startMock(env = {}) {
  run('mock', 'npm', ['run', 'mock', '--silent'], env);
  await waitFor(`${MOCK_URL}/__mock`);
}
