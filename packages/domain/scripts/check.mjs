// `npm run check:api`: regenerates in memory and fails when the committed output differs, so the
// contract, the domain's types and the mock's typed handlers can never drift apart.
import { readFile } from 'node:fs/promises';
import { generateEnums, generateSchema, outputs } from './codegen.mjs';

const expected = { schema: await generateSchema(), enums: await generateEnums() };
let stale = false;
for (const [key, path] of Object.entries(outputs)) {
  const actual = await readFile(path, 'utf8').catch(() => '');
  if (actual !== expected[key]) {
    console.error(`✗ ${path} is out of date with openapi.yaml: run \`npm run generate:api\``);
    stale = true;
  }
}
if (stale) process.exit(1);
console.log('✓ generated API types and enumerations match openapi.yaml');
