// Code generation from the contract: the domain's types (openapi-typescript) and the enumeration
// labels the UI reuses (from `x-enum-descriptions`). Shared by generate-api and check-api so that
// the check compares exactly what the generator writes.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { parse } from 'yaml';

export const root = fileURLToPath(new URL('../../../', import.meta.url));
export const contractPath = `${root}openapi.yaml`;
export const outputs = {
  schema: `${root}packages/domain/src/generated/schema.d.ts`,
  enums: `${root}packages/domain/src/generated/enums.ts`,
};

const HEADER = '// Generated from openapi.yaml by `npm run generate:api`. Do not edit by hand.\n';

async function format(source) {
  const config = (await prettier.resolveConfig(outputs.enums)) ?? {};
  return prettier.format(source, { ...config, parser: 'typescript' });
}

/** The TypeScript types of every path and schema. */
export async function generateSchema() {
  const ast = await openapiTS(new URL(`file://${contractPath}`), { alphabetize: false });
  return format(HEADER + astToString(ast));
}

/** Each enumeration with its Portuguese labels, as const data the UI can render. */
export async function generateEnums() {
  const doc = parse(await readFile(contractPath, 'utf8'));
  const lines = [HEADER, "import type { components } from './schema';", ''];
  lines.push('/** One value of an enumeration with its label, as the contract lists them. */');
  lines.push('export interface EnumOption<V> { readonly value: V; readonly label: string }', '');
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    const labels = schema['x-enum-descriptions'];
    if (!Array.isArray(schema.enum) || !Array.isArray(labels)) continue;
    if (labels.length !== schema.enum.length) {
      throw new Error(`${name}: x-enum-descriptions must have one label per enum value`);
    }
    const type = `components['schemas']['${name}']`;
    const camel = name[0].toLowerCase() + name.slice(1);
    const options = schema.enum.map((value, i) => ({ value, label: labels[i] }));
    lines.push(`/** ${schema.description ?? name} */`);
    lines.push(
      `export const ${camel}Options: readonly EnumOption<${type}>[] = ${JSON.stringify(options)};`,
    );
    lines.push(
      `export const ${camel}Labels: Readonly<Record<${type}, string>> = ${JSON.stringify(
        Object.fromEntries(options.map((o) => [o.value, o.label])),
      )};`,
    );
    if (schema.default !== undefined) {
      lines.push(`export const ${camel}Default: ${type} = ${JSON.stringify(schema.default)};`);
    }
    lines.push('');
  }
  return format(lines.join('\n'));
}
