// SPEC §5: the company name is stripped of accents as typed and again on send.

/** The text without diacritics ("Ação São João" -> "Acao Sao Joao"); other characters untouched. */
export function stripAccents(text: string): string {
  // Only combining marks (U+0300-U+036F) go: \p{Diacritic} would also drop ^ ` and similar.
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}
