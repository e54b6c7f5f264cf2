// `npm run generate:api`: writes the domain's types and enumerations from openapi.yaml.
import { writeFile } from 'node:fs/promises';
import { generateEnums, generateSchema, outputs } from './codegen.mjs';

await writeFile(outputs.schema, await generateSchema());
await writeFile(outputs.enums, await generateEnums());
console.log(`wrote ${outputs.schema}\nwrote ${outputs.enums}`);
