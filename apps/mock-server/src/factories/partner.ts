// Partners (sócios) of a CNPJ root: real qualificações, masked CPFs, faixa etária 0-9 (docs/product.md#entities).
import { QUALIFICACOES } from '../reference.ts';
import { Rng, mixSeed } from '../lib/random.ts';
import { ALL_ACTIVITIES, randomLegalName } from './names.ts';
import type { Socio } from '@cnpj/domain';
import { personName } from '@cnpj/fixtures';
import { DATA_DATE, fromDay, toDay } from '../search/ranges.ts';

let sequence = 0;

/** One partner; overrides win over the seeded values. */
export function buildPartner(
  overrides: Partial<Socio> = {},
  seed = mixSeed('partner', (sequence += 1)),
): Socio {
  const rng = new Rng(seed);
  const company = rng.chance(0.08);
  const qualificacao = rng.pick(QUALIFICACOES);
  return {
    // A company partner is a limited company or a corporation, not an individual firm.
    nome_socio: company
      ? randomLegalName(rng, rng.pick(ALL_ACTIVITIES), '', ['2062', '2054']).razao_social
      : personName(rng),
    cnpj_cpf_socio: company ? rng.digits(14) : `***${rng.digits(6)}**`,
    id_qualificacao: qualificacao.id,
    desc_qualificacao: qualificacao.descricao,
    data_entrada_sociedade: fromDay(rng.int(toDay('1990-01-01'), toDay(DATA_DATE))),
    faixa_etaria: company ? 0 : rng.int(2, 9),
    ...overrides,
  };
}

/** The partners of a CNPJ (by its root, so head office and branches agree); some have none. */
export function partnersOf(seed: number, cnpj: string, opening: string | null): Socio[] {
  const root = cnpj.slice(0, 8);
  const rng = new Rng(mixSeed(seed, 'partners', root));
  const count = rng.chance(0.1) ? 0 : rng.int(1, 4);
  return Array.from({ length: count }, (_, i) => {
    const partner = buildPartner({}, mixSeed(seed, 'partner', root, i));
    const entry = partner.data_entrada_sociedade ?? DATA_DATE;
    const adjusted = opening && entry < opening ? opening : entry;
    return { ...partner, data_entrada_sociedade: adjusted };
  });
}
