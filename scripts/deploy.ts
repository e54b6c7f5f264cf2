// `npm run deploy`: builds the app with the production variables and deploys that build to Firebase
// Hosting, with the rewrites and headers the build wrote into its firebase.json (decision 064,
// docs/hosting.md). FIREBASE_PROJECT names the Firebase project; the Firebase CLI must be signed in
// (`npx firebase login`, or a service account's GOOGLE_APPLICATION_CREDENTIALS in CI).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD = path.join(ROOT, 'apps/web/dist');

/** The part of a build's firebase.json read here. */
interface FirebaseJson {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

/**
 * The loopback origins a build's Content-Security-Policy lets it reach: a build made with the
 * defaults (the mock backend, the Auth Emulator) names them, and would fail every visitor.
 */
export function loopbackOrigins(firebaseJson: FirebaseJson): string[] {
  const policy = firebaseJson.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value;
  const origins = policy?.match(/https?:\/\/(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])(?::\d+)?/g);
  return [...new Set(origins ?? [])];
}

function fail(message: string): never {
  console.error(`npm run deploy: ${message}`);
  process.exit(2);
}

function run(command: string, args: string[]): void {
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

function main() {
  const project = process.env.FIREBASE_PROJECT?.trim();
  if (!project) {
    fail(
      'FIREBASE_PROJECT is not set. Name the Firebase project to deploy to, e.g. ' +
        '`FIREBASE_PROJECT=my-project npm run deploy` (docs/hosting.md).',
    );
  }
  if (project.startsWith('demo-'))
    fail(`${project} is a demo project: it exists only in the emulators.`);

  run('npm', ['run', 'build', '-w', '@cnpj/web']);
  const config = path.join(BUILD, 'firebase.json');
  const local = loopbackOrigins(JSON.parse(readFileSync(config, 'utf8')) as FirebaseJson);
  if (local.length > 0) {
    fail(
      `the build talks to ${local.join(' and ')}: set VITE_API_BASE_URL to the backend and leave ` +
        'VITE_FIREBASE_AUTH_EMULATOR_HOST unset (docs/hosting.md, "Variables").',
    );
  }
  run('npx', [
    'firebase',
    'deploy',
    '--only',
    'hosting',
    '--project',
    project,
    '--config',
    config,
    '--non-interactive',
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
