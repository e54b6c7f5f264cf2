// The benchmarks' own tools (Lighthouse, puppeteer-core, Prism) live in bench/package.json, outside
// the workspaces, so the gate's `npm ci` does not install some 400 packages that only the benchmarks
// use. `npm run bench` and `npm run bench:mock` call this first: it installs them from
// bench/package-lock.json when any is missing or at another version, and does nothing otherwise.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const wanted = Object.entries(readJson(`${dir}package.json`).dependencies);
const missing = wanted.filter(([name, version]) => {
  const installed = `${dir}node_modules/${name}/package.json`;
  return !existsSync(installed) || readJson(installed).version !== version;
});

if (missing.length > 0) {
  console.log(`Installing the benchmarks' tools (${missing.map(([name]) => name).join(', ')})...`);
  execFileSync(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    ['ci', '--no-audit', '--no-fund'],
    {
      cwd: dir,
      stdio: 'inherit',
    },
  );
}
