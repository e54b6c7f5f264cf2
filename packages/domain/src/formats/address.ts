// docs/product.md#formats: one way to write a street address everywhere (results, list page,
// detail, spreadsheets): "RUA DAS FLORES, 123 - CENTRO".

/** The parts of an address; the street type is in the detail only (a search row has none). */
export interface StreetAddress {
  tipo_logradouro?: string | null;
  logradouro: string | null;
  numero: string | null;
  bairro: string | null;
}

/** A part trimmed, with inner runs of spaces made one; blank for null, "" and the register's "-". */
function clean(part: string | null | undefined): string {
  const text = (part ?? '').replace(/\s+/g, ' ').trim();
  return text === '-' ? '' : text;
}

/**
 * The street with its type kept: "RUA" + "DAS FLORES" -> "RUA DAS FLORES". A street that already
 * starts with its type ("RUA DAS FLORES" with type "RUA") is not written twice.
 */
export function formatStreet(
  tipo: string | null | undefined,
  logradouro: string | null | undefined,
): string {
  const [type, street] = [clean(tipo), clean(logradouro)];
  if (type === '' || street.toUpperCase().startsWith(`${type.toUpperCase()} `)) return street;
  return street === '' ? '' : `${type} ${street}`;
}

/**
 * "RUA DAS FLORES, 123 - CENTRO": street (type kept), number after a comma, neighbourhood after a
 * dash; missing parts are skipped with their separator, so an empty address is "".
 */
export function formatAddress(parts: StreetAddress): string {
  const street = formatStreet(parts.tipo_logradouro, parts.logradouro);
  const line = [street, clean(parts.numero)].filter(Boolean).join(', ');
  return [line, clean(parts.bairro)].filter(Boolean).join(' - ');
}
