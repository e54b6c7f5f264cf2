// A CNPJ as the app sends and stores it: without its mask, letters in capitals (docs/product.md#cnpj).
// The e2e tests compare what a page shows with what reached the mock or a spreadsheet.

/** "12.ABC.345/01DE-35" -> "12ABC34501DE35"; "11.222.333/0001-81" -> "11222333000181". */
export function unmasked(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}
