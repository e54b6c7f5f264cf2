/** The fallback shown for a missing value (SPEC §8: "missing values show 'Não informado'"). */
export const NOT_INFORMED = 'Não informado';

/** The value the backend sends instead of a hidden trade name (SPEC §3, Company row). */
const HIDDEN_NOME_FANTASIA = '********';

/** Removes diacritics ("São João" -> "Sao Joao"); SPEC §5 strips accents from the company name. */
export function stripAccents(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** Anything but printable ASCII without "^" and "`" (Unicode counts those two as diacritics). */
const MAY_HAVE_DIACRITICS = /[^\u0020-\u005d\u005f\u0061-\u007e]/;

/**
 * A key for accent- and case-insensitive Portuguese matching: "São Paulo" -> "sao paulo". Pickers
 * key thousands of labels, so plain ASCII skips the Unicode normalisation, and the lower-casing is
 * locale-free (Portuguese has no special case mappings; only Turkish, Azeri and Lithuanian do).
 */
export function searchKey(value: string): string {
  return (MAY_HAVE_DIACRITICS.test(value) ? stripAccents(value) : value).toLowerCase().trim();
}

/** True when the trade name is the "********" placeholder the backend sends for hidden names. */
export function isHiddenNomeFantasia(value: string | null | undefined): boolean {
  return value?.trim() === HIDDEN_NOME_FANTASIA;
}

/** The value itself, or "Não informado" when it is null, undefined or blank. */
export function orNotInformed(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_INFORMED;
  const text = String(value).trim();
  return text === '' ? NOT_INFORMED : text;
}

/** Keeps only the digits of a value ("12.345-678" -> "12345678"). */
export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * True when server "HTML" holds a tag or a character reference. Without `<` or `&` the parser would
 * produce one text node equal to the string, so it can be shown as plain React text and skip the
 * sanitiser (issue 9: most CNAE descriptions are plain text, and 50 rows each ran DOMPurify).
 */
export function hasMarkup(value: string): boolean {
  return value.includes('<') || value.includes('&');
}
