// One company's registration status (docs/product.md#enumerations): the backend may send the code
// ("02") or the word ("ATIVA"), and the app names one company in the singular ("Ativa"). The search
// filter keeps the product's plural labels ("Ativas", labels.ts), since it picks companies.
import { NOT_INFORMED } from './labels';
import { stripAccents } from './text';
import type { SituacaoCadastral } from './types';

/** The singular name of each status code. */
const SINGULAR: Readonly<Record<SituacaoCadastral, string>> = {
  '01': 'Nula',
  '02': 'Ativa',
  '03': 'Suspensa',
  '04': 'Inapta',
  '08': 'Baixada',
};

/** The code of each status word, singular and upper case. */
const CODE_OF_WORD: Readonly<Record<string, SituacaoCadastral>> = {
  NULA: '01',
  ATIVA: '02',
  SUSPENSA: '03',
  INAPTA: '04',
  BAIXADA: '08',
};

/** The status code of a backend value: "02", "2", "ATIVA", "Ativa" or "ativas"; null when unknown. */
export function situacaoCode(value: string | number | null | undefined): SituacaoCadastral | null {
  if (value === null || value === undefined) return null;
  const text = stripAccents(String(value)).trim().toUpperCase();
  if (/^\d{1,2}$/.test(text)) {
    const code = text.padStart(2, '0');
    return Object.hasOwn(SINGULAR, code) ? (code as SituacaoCadastral) : null;
  }
  return CODE_OF_WORD[text.replace(/S$/, '')] ?? null;
}

/** One company's status, in the singular: "02" or "ATIVA" -> "Ativa"; unknown -> "Não informado". */
export function companySituacaoLabel(value: string | number | null | undefined): string {
  const code = situacaoCode(value);
  return code ? SINGULAR[code] : NOT_INFORMED;
}
