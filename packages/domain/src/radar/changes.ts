// What changed in a listed company from one release to the next (docs/product.md#radar "What changed
// in my lists"): a status that ends the sale (now Baixada, Inapta or Suspensa), a phone or an e-mail
// new or gone, a new address. Read from the company rows alone, so the backend's answer and this
// browser's comparison of two readings of a list say the same.
import { formatCep } from '../cep';
import { companyPhones } from '../contacts/phone';
import { emailKey } from '../contacts/email';
import { formatAddress } from '../formats/address';
import { companyDisplayName } from '../labels';
import { companySituacaoLabel, situacaoCode } from '../situacao';
import type { EmpresaResumo, SituacaoCadastral } from '../types';
import type { RadarMudanca } from './types';

/** The statuses a change is told for: the company can no longer be sold to as before. */
export const RADAR_WATCHED_STATUSES: readonly SituacaoCadastral[] = ['08', '04', '03'];

/** A change before the release that brought it is known. */
export type CompanyChange = Omit<RadarMudanca, 'base'>;

/**
 * What the Radar compares of a company, in the words it tells a change with: the status as the row
 * has it, the phones and the e-mail as shown, the address with city, UF and CEP. Small enough for
 * this browser to keep a list's reading from one release to the next (decision 081).
 */
export interface WatchedCompany {
  cnpj: string;
  situacao: string | null;
  phones: string[];
  email: string;
  address: string;
}

/** The address in words, with the city, UF and CEP: any of them moving is a new address. */
export function addressText(row: EmpresaResumo): string {
  const place = [row.municipio?.trim(), row.uf].filter(Boolean).join('/');
  const cep = formatCep(row.cep);
  return [formatAddress(row), place, cep].filter((part) => part && part !== '').join(', ');
}

/** What the Radar compares of `row`. */
export function watchedCompany(row: EmpresaResumo): WatchedCompany {
  return {
    cnpj: row.cnpj,
    situacao: row.situacao_cadastral === null ? null : String(row.situacao_cadastral),
    phones: companyPhones(row).map((phone) => phone.formatted),
    email: emailKey(row.email),
    address: addressText(row),
  };
}

function statusChange(before: WatchedCompany, after: WatchedCompany): CompanyChange['tipo'][] {
  const now = situacaoCode(after.situacao);
  const was = situacaoCode(before.situacao);
  return now !== null && now !== was && RADAR_WATCHED_STATUSES.includes(now) ? ['situacao'] : [];
}

/**
 * The changes from `before` to `after` of one company (the same CNPJ), in a fixed order: the one
 * rule the backend's answer (the mock) and this browser's comparison share.
 */
export function watchedChanges(
  before: WatchedCompany,
  after: WatchedCompany,
  nome: string,
): CompanyChange[] {
  const company = { cnpj: after.cnpj, nome };
  const changes: CompanyChange[] = statusChange(before, after).map((tipo) => ({
    ...company,
    tipo,
    antes: companySituacaoLabel(before.situacao),
    depois: companySituacaoLabel(after.situacao),
  }));
  for (const phone of after.phones.filter((p) => !before.phones.includes(p)))
    changes.push({ ...company, tipo: 'telefone_novo', antes: null, depois: phone });
  for (const phone of before.phones.filter((p) => !after.phones.includes(p)))
    changes.push({ ...company, tipo: 'telefone_removido', antes: phone, depois: null });
  const [mailBefore, mailAfter] = [before.email, after.email];
  if (mailAfter !== '' && mailAfter !== mailBefore)
    changes.push({ ...company, tipo: 'email_novo', antes: mailBefore || null, depois: mailAfter });
  if (mailAfter === '' && mailBefore !== '')
    changes.push({ ...company, tipo: 'email_removido', antes: mailBefore, depois: null });
  const [placeBefore, placeAfter] = [before.address, after.address];
  if (placeAfter !== '' && placeAfter !== placeBefore)
    changes.push({
      ...company,
      tipo: 'endereco_novo',
      antes: placeBefore || null,
      depois: placeAfter,
    });
  return changes;
}

/** The changes from `before` to `after` of one company (the same CNPJ), in a fixed order. */
export function companyChanges(before: EmpresaResumo, after: EmpresaResumo): CompanyChange[] {
  return watchedChanges(watchedCompany(before), watchedCompany(after), companyDisplayName(after));
}

/**
 * The changes of a list between two readings of its companies, in the later reading's order; a
 * company in one reading only (added or removed meanwhile) has nothing to compare.
 */
export function listChanges(
  before: readonly (EmpresaResumo | WatchedCompany)[],
  after: readonly EmpresaResumo[],
): CompanyChange[] {
  const watched = (row: EmpresaResumo | WatchedCompany) =>
    'phones' in row ? row : watchedCompany(row);
  const earlier = new Map(before.map((row) => [row.cnpj, watched(row)]));
  return after.flatMap((row) => {
    const was = earlier.get(row.cnpj);
    return was ? watchedChanges(was, watchedCompany(row), companyDisplayName(row)) : [];
  });
}
