// The establishments of one CNPJ root are one company (docs/product.md#entities): a branch has its head
// office's legal name, activity, legal nature, size and capital, and opens no earlier than the head
// office. A CNPJ no search has shown, whose root a search (or a sample) has, is built from that
// establishment, so a bakery's branches are a bakery's, whichever page opens them.
import { isNumericCnpj, type EmpresaDetalhe } from '@cnpj/domain';
import { sampleCompany, sampleIndexOf } from '@cnpj/fixtures';
import { ALPHANUMERIC_SINCE, makeCnpj } from '../lib/cnpj.ts';
import { Rng, mixSeed } from '../lib/random.ts';
import { DATA_DATE, fromDay, toDay } from '../search/ranges.ts';
import { generateCompany } from './company.ts';
import { rootSize } from './linked.ts';
import { activityOf } from './names.ts';

/** A company some answer has already shown for a CNPJ (a search row), or undefined. */
export type ShownCompany = (cnpj: string) => EmpresaDetalhe | undefined;

const HEAD_OFFICE = '0001';
// A search row's order may exceed its root's drawn size (decision 046's branches): look a little past it.
const LOOK_PAST = 9;

/** The establishment of the CNPJ's root that was shown or is a sample, head office first. */
export function knownSibling(cnpj: string, shown: ShownCompany): EmpresaDetalhe | undefined {
  const root = cnpj.slice(0, 8);
  const size = Math.max(rootSize(cnpj), LOOK_PAST);
  for (let order = 1; order <= size; order += 1) {
    const other = makeCnpj(root, String(order).padStart(4, '0'));
    if (other === cnpj) continue;
    const found = shown(other);
    if (found) return found;
    const sample = sampleIndexOf(other);
    if (sample !== undefined) return sampleCompany(sample);
  }
  return undefined;
}

/** `cnpj` as an establishment of `known`'s company, opened between `from` and `to`. */
function establishment(
  seed: number,
  cnpj: string,
  known: EmpresaDetalhe,
  range: { from?: string | null; to?: string | null },
): EmpresaDetalhe {
  const rng = new Rng(mixSeed(seed, 'establishment', cnpj));
  const low = range.from ?? (isNumericCnpj(cnpj) ? '1966-01-01' : ALPHANUMERIC_SINCE);
  const high = range.to ?? DATA_DATE;
  const opening = fromDay(rng.int(toDay(low), Math.max(toDay(low), toDay(high))));
  const code = (known.cnae_principal ?? '').slice(0, 7);
  const company = generateCompany(seed, cnpj, {
    uf: known.uf ?? undefined,
    razao_social: known.razao_social,
    nome_fantasia: known.nome_fantasia,
    activity: activityOf(code),
    cnaePrincipal: code,
    natureza: (known.natureza_juridica ?? '').slice(0, 4) || undefined,
    data_inicio_atividade: opening,
  });
  // The root's fields are the company's, whatever the draw gave.
  return {
    ...company,
    cnae_principal: known.cnae_principal,
    natureza_juridica: known.natureza_juridica,
    qualificacao_responsavel: known.qualificacao_responsavel,
    porte: known.porte,
    capital_social: known.capital_social,
  };
}

/**
 * The company of a CNPJ not shown by any search, when another establishment of its root was (or is a
 * sample): built from it, the head office first. Undefined when nothing of the root is known.
 */
export function establishmentOfKnownRoot(
  seed: number,
  cnpj: string,
  shown: ShownCompany,
): EmpresaDetalhe | undefined {
  if (sampleIndexOf(cnpj) !== undefined) return undefined;
  const known = knownSibling(cnpj, shown);
  if (!known) return undefined;
  const knownIsHead = known.cnpj.slice(8, 12) === HEAD_OFFICE;
  if (cnpj.slice(8, 12) === HEAD_OFFICE)
    return establishment(seed, cnpj, known, { to: known.data_inicio_atividade });
  const headCnpj = makeCnpj(cnpj.slice(0, 8), HEAD_OFFICE);
  const head = knownIsHead
    ? known
    : (shown(headCnpj) ??
      establishment(seed, headCnpj, known, { to: known.data_inicio_atividade }));
  return establishment(seed, cnpj, head, { from: head.data_inicio_atividade });
}
