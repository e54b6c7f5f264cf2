// Text rules shared by the search form, the pickers and the mock's search: one accent stripping,
// so what the screen shows, what the client sends and what the mock matches agree
// (docs/product.md#validation: the company name is stripped of accents as typed and again on send).

/** Anything but printable ASCII: only such text can carry a diacritic. */
const MAY_HAVE_DIACRITICS = /[^\u0020-\u007e]/;

/** The text without diacritics ("Ação São João" -> "Acao Sao Joao"); other characters untouched. */
export function stripAccents(text: string): string {
  // Plain ASCII (most of the register: every row's status, most names) skips the two normalisations.
  if (!MAY_HAVE_DIACRITICS.test(text)) return text;
  // Only combining marks (U+0300-U+036F) go: \p{Diacritic} would also drop ^ ` and similar.
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/**
 * A key for accent- and case-insensitive Portuguese matching: "São Paulo" -> "sao paulo". Pickers
 * key thousands of labels, so plain ASCII skips the Unicode normalisation, and the lower-casing is
 * locale-free (Portuguese has no special case mappings; only Turkish, Azeri and Lithuanian do).
 */
export function searchKey(value: string): string {
  return stripAccents(value).toLowerCase().trim();
}

/** Keeps only the digits of a value ("12.345-678" -> "12345678"). */
export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}
