// docs/product.md#errors is the error catalogue: every message its table quotes must be one of the domain's
// constants, so the kit, the app, the client and the mock's QA console all show the same characters.
// The document is read through the bundler (?raw), as the domain may not use Node's API (decision 016).
import { describe, expect, it } from 'vitest';
import product from '../../../docs/product.md?raw';
import * as domain from './index';

/** The body of the "## Errors" section, up to the next second-level heading. */
function errorsSection(markdown: string): string {
  const start = markdown.indexOf('\n## Errors\n');
  expect(start, 'docs/product.md has an "## Errors" section').toBeGreaterThan(-1);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

/** The quoted strings of the catalogue table's Message column; rows reading "(none)" or naming another section are skipped. */
function catalogueMessages(section: string): string[] {
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---'));
  const [header, ...body] = rows.map((row) =>
    row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
  const column = header!.indexOf('Message');
  expect(column, 'the table has a Message column').toBeGreaterThan(-1);
  return body
    .map((cells) => cells[column]!)
    .filter((cell) => cell !== '(none)' && !cell.includes(']('))
    .flatMap((cell) => [...cell.matchAll(/"([^"]+)"/g)].map((match) => match[1]!));
}

const constants = new Set(
  Object.values(domain as Record<string, unknown>).filter(
    (value): value is string => typeof value === 'string',
  ),
);

describe('the error catalogue (docs/product.md#errors)', () => {
  const section = errorsSection(product);
  const messages = catalogueMessages(section);

  it('reads the table', () => {
    expect(messages).toContain('Falha ao sincronizar com o servidor.');
    expect(messages).toContain('Verifique o CNPJ informado e tente novamente.');
    expect(messages.length).toBeGreaterThan(25);
  });

  it.each(messages)('has "%s" as a domain constant', (message) => {
    expect(constants).toContain(message);
  });

  it('has the network failure\'s "Network Error" as a domain constant', () => {
    expect(section).toContain('"Network Error"');
    expect(constants).toContain('Network Error');
  });
});
