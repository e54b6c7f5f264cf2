// Fails when a production bundle contains the emulator-only test hook (decision 003).
// Run after `vite build` without VITE_FIREBASE_AUTH_EMULATOR_HOST: `npm run check:bundle -w @cnpj/web`.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'assets');
const FORBIDDEN = ['__cnpjTest', 'email_verified'];

const files = (await readdir(assets)).filter((name) => name.endsWith('.js'));
const offenders = [];
for (const name of files) {
  const text = await readFile(path.join(assets, name), 'utf8');
  for (const marker of FORBIDDEN) if (text.includes(marker)) offenders.push(`${name}: ${marker}`);
}
if (offenders.length > 0) {
  console.error(`The production bundle contains the test hook:\n${offenders.join('\n')}`);
  process.exit(1);
}
console.info(`No test hook in ${files.length} production chunks.`);
