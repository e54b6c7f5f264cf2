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

function statusChange(before: EmpresaResumo, after: EmpresaResumo): CompanyChange['tipo'][] {
  const now = situacaoCode(after.situacao_cadastral);
  const was = situacaoCode(before.situacao_cadastral);
  return now !== null && now !== was && RADAR_WATCHED_STATUSES.includes(now) ? ['situacao'] : [];
}

/** The address in words, with the city, UF and CEP: any of them moving is a new address. */
export function addressText(row: EmpresaResumo): string {
  const place = [row.municipio?.trim(), row.uf].filter(Boolean).join('/');
  const cep = formatCep(row.cep);
  return [formatAddress(row), place, cep].filter((part) => part && part !== '').join(', ');
}

/** The changes from `before` to `after` of one company (the same CNPJ), in a fixed order. */
export function companyChanges(before: EmpresaResumo, after: EmpresaResumo): CompanyChange[] {
  const company = { cnpj: after.cnpj, nome: companyDisplayName(after) };
  const changes: CompanyChange[] = statusChange(before, after).map((tipo) => ({
    ...company,
    tipo,
    antes: companySituacaoLabel(before.situacao_cadastral),
    depois: companySituacaoLabel(after.situacao_cadastral),
  }));
  const phonesBefore = companyPhones(before).map((phone) => phone.formatted);
  const phonesAfter = companyPhones(after).map((phone) => phone.formatted);
  for (const phone of phonesAfter.filter((p) => !phonesBefore.includes(p)))
    changes.push({ ...company, tipo: 'telefone_novo', antes: null, depois: phone });
  for (const phone of phonesBefore.filter((p) => !phonesAfter.includes(p)))
    changes.push({ ...company, tipo: 'telefone_removido', antes: phone, depois: null });
  const [mailBefore, mailAfter] = [emailKey(before.email), emailKey(after.email)];
  if (mailAfter !== '' && mailAfter !== mailBefore)
    changes.push({ ...company, tipo: 'email_novo', antes: mailBefore || null, depois: mailAfter });
  if (mailAfter === '' && mailBefore !== '')
    changes.push({ ...company, tipo: 'email_removido', antes: mailBefore, depois: null });
  const [placeBefore, placeAfter] = [addressText(before), addressText(after)];
  if (placeAfter !== '' && placeAfter !== placeBefore)
    changes.push({
      ...company,
      tipo: 'endereco_novo',
      antes: placeBefore || null,
      depois: placeAfter,
    });
  return changes;
}

/**
 * The changes of a list between two readings of its companies, in the later reading's order; a
 * company in one reading only (added or removed meanwhile) has nothing to compare.
 */
export function listChanges(
  before: readonly EmpresaResumo[],
  after: readonly EmpresaResumo[],
): CompanyChange[] {
  const earlier = new Map(before.map((row) => [row.cnpj, row]));
  return after.flatMap((row) => {
    const was = earlier.get(row.cnpj);
    return was ? companyChanges(was, row) : [];
  });
}
