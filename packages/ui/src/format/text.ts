import { NOT_INFORMED } from '@cnpj/domain';

/** The value itself, or "Não informado" when it is null, undefined or blank. */
export function orNotInformed(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_INFORMED;
  const text = String(value).trim();
  return text === '' ? NOT_INFORMED : text;
}

/**
 * True when server "HTML" holds a tag or a character reference. Without `<` or `&` the parser would
 * produce one text node equal to the string, so it can be shown as plain React text and skip the
 * sanitiser (performance budget: most CNAE descriptions are plain text, and 50 rows each ran DOMPurify).
 */
export function hasMarkup(value: string): boolean {
  return value.includes('<') || value.includes('&');
}
