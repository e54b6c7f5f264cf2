// Serves a build of the app through the Firebase Hosting emulator, with the Hosting configuration
// the build wrote (firebase.json: its rewrites and headers, decision 064), as a deployment serves
// it: `node scripts/serve-build.mjs <build folder> <port>`. The end-to-end tests, the bench and
// `npm run preview` use it. Offline: the project is a demo-* one, so the CLI calls no Google API.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [folder, port] = process.argv.slice(2);
if (!folder || !port) {
  console.error('Usage: node scripts/serve-build.mjs <build folder> <port>');
  process.exit(2);
}
const build = path.resolve(folder);
let built;
try {
  built = JSON.parse(readFileSync(path.join(build, 'firebase.json'), 'utf8'));
} catch {
  console.error(`No firebase.json in ${build}: build the app first (npm run build).`);
  process.exit(1);
}

// The emulator reads where to listen from the same file as the site, and resolves the site's
// folder from where that file is: so a copy beside it, with only the emulator's address added
// (firebase.*.json is never deployed).
const config = path.join(build, 'firebase.emulator.json');
writeFileSync(
  config,
  `${JSON.stringify(
    {
      ...built,
      emulators: {
        hosting: { host: '127.0.0.1', port: Number(port) },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    },
    null,
    2,
  )}\n`,
);

const firebase = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
const child = spawn(
  process.execPath,
  [
    firebase,
    'emulators:start',
    '--only',
    'hosting',
    // A demo-* project of its own: offline, and not taken for a second suite of the Auth Emulator's.
    '--project',
    'demo-cnpj-hosting',
    '--config',
    config,
    // Warnings and errors only: not a line per file served.
    '--log-verbosity',
    'QUIET',
  ],
  // Its output on stderr, which Playwright shows (it drops a web server's stdout): a port already
  // taken is then said, not only an exit code.
  { stdio: ['ignore', 2, 2] },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
