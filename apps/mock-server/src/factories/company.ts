// Companies: one deterministic builder used both by the search (with the constraints its filters impose)
// and by the detail of any valid CNPJ. Fields follow the register's shape (docs/product.md#entities);
// names, CNAEs, legal nature, size, capital, DDD, CEP and e-mail agree with the company's activity and
// city, by the sample data's rules (@cnpj/fixtures, decision 046). A sample's CNPJ is the sample itself.
import { CNAES, MOTIVOS_SITUACAO, NATUREZAS, fullCnaes } from '../reference.ts';
import { ALPHANUMERIC_SINCE, makeCnpj } from '../lib/cnpj.ts';
import { formatCnpj, isNumericCnpj } from '@cnpj/domain';
import { Rng, mixSeed } from '../lib/random.ts';
import type {
  EmpresaDetalhe,
  EmpresaResumo,
  Porte,
  SituacaoCadastral,
  UfSigla,
} from '@cnpj/domain';
import { DATA_DATE, fromDay, toDay } from '../search/ranges.ts';
import {
  drawCapital,
  drawPorte,
  drawSecondary,
  responsibleFor,
  sampleCompany,
  sampleIndexOf,
  type Archetype,
} from '@cnpj/fixtures';
import { cepIn, email, municipioIn, phone, street } from './address.ts';
import {
  ALL_ACTIVITIES,
  activityOf,
  randomLegalName,
  randomTradeName,
  type Activity,
} from './names.ts';
import { establishments, linkedCompanies } from './linked.ts';

/** What a search imposes on a generated company; anything left out is drawn at random. */
export interface CompanyConstraints {
  uf?: UfSigla;
  municipio?: { codigo_tom: string; municipio: string };
  razao_social?: string;
  nome_fantasia?: string | null;
  data_inicio_atividade?: string;
  situacao_cadastral?: SituacaoCadastral;
  cnaePrincipal?: string;
  cnaeSecundario?: string;
  natureza?: string;
  porte?: Porte;
  capital?: [number, number];
  bairro?: string;
  logradouro?: string;
  cep?: string;
  comTelefone?: boolean;
  comEmail?: boolean;
  /** The main activity, when the search's name order picked it with the name. */
  activity?: Activity;
}

const UF_FALLBACK: UfSigla[] = [
  'SP',
  'SP',
  'SP',
  'MG',
  'RJ',
  'PR',
  'RS',
  'SC',
  'BA',
  'GO',
  'PE',
  'CE',
  'DF',
];

let cnaeIndex: Map<string, string> | undefined;

function cnaeText(code: string): string {
  cnaeIndex ??= new Map([...fullCnaes(), ...CNAES].map((item) => [item.codigo, item.descricao]));
  return `${code} - ${cnaeIndex.get(code) ?? 'Atividade não informada'}`;
}

/** The archetype's usual capital, within the search's bounds when they allow it. */
function capitalIn(rng: Rng, archetype: Archetype, bounds?: [number, number]): number {
  if (!bounds) return drawCapital(rng, archetype);
  const low = Math.max(bounds[0], archetype.capital[0]);
  const high = Math.min(bounds[1], archetype.capital[1]);
  return drawCapital(rng, archetype, low <= high ? [low, high] : bounds);
}

function secondaryCnaes(rng: Rng, activity: Activity, required?: string): string | null {
  const codes = new Set<string>(required ? [required] : []);
  for (const item of drawSecondary(rng, activity.archetype, activity.codigo))
    codes.add(item.codigo);
  // Several activities are joined by <br>: the app renders this field as HTML (docs/product.md#entities).
  return codes.size === 0 ? null : [...codes].map(cnaeText).join('<br>');
}

function status(
  rng: Rng,
  c: CompanyConstraints,
  opening: string,
): Pick<
  EmpresaDetalhe,
  'situacao_cadastral' | 'data_situacao_cadastral' | 'motivo_situacao_cadastral'
> {
  const situacao =
    c.situacao_cadastral ??
    (rng.chance(0.7) ? '02' : rng.pick<SituacaoCadastral>(['01', '03', '04', '08']));
  const active = situacao === '02';
  const since = active ? opening : fromDay(rng.int(toDay(opening), toDay(DATA_DATE)));
  const motivo = active ? MOTIVOS_SITUACAO[0] : rng.pick(MOTIVOS_SITUACAO.slice(1));
  return {
    situacao_cadastral: situacao,
    data_situacao_cadastral: since,
    motivo_situacao_cadastral: motivo ? motivo.descricao.toUpperCase() : null,
  };
}

function contact(
  rng: Rng,
  place: { uf: UfSigla; codigo_tom: string },
  c: CompanyConstraints,
  names: { razao_social: string; nome_fantasia: string | null; archetype: Archetype },
): Pick<EmpresaDetalhe, 'email' | 'ddd1' | 'fone1' | 'ddd2' | 'fone2' | 'ddd_fax' | 'fax'> {
  const { uf, codigo_tom } = place;
  const [ddd1, fone1] = phone(rng, uf, codigo_tom, c.comTelefone === true, 0.75);
  const [ddd2, fone2] = phone(rng, uf, codigo_tom, false, 0.3);
  const [ddd_fax, fax] = phone(rng, uf, codigo_tom, false, 0.05);
  const owner = { ...names, cityKey: `${uf}:${codigo_tom}` };
  return { email: email(rng, owner, c.comEmail === true), ddd1, fone1, ddd2, fone2, ddd_fax, fax };
}

/** The identity of a CNPJ root (shared by head office and branches). */
function rootFields(seed: number, root: string, c: CompanyConstraints) {
  const rng = new Rng(mixSeed(seed, 'root', root));
  const activity =
    c.activity ?? (c.cnaePrincipal ? activityOf(c.cnaePrincipal) : rng.pick(ALL_ACTIVITIES));
  const legal = randomLegalName(rng, activity, '', c.natureza ? [c.natureza] : []);
  const natureza = c.natureza ?? legal.natureza;
  const naturezaItem = NATUREZAS.find((item) => item.codigo === natureza);
  return {
    activity,
    razao_social: c.razao_social ?? legal.razao_social,
    natureza_juridica: `${natureza} - ${naturezaItem?.descricao ?? 'Natureza não informada'}`,
    porte: c.porte ?? drawPorte(rng, activity.archetype),
    capital_social: capitalIn(rng, activity.archetype, c.capital),
    qualificacao_responsavel: responsibleFor(natureza),
    cnaePrincipal: c.cnaePrincipal ?? activity.codigo,
  };
}

/** Builds the company with the given CNPJ; the seed and constraints fix every field. */
export function generateCompany(
  seed: number,
  cnpj: string,
  c: CompanyConstraints = {},
): EmpresaDetalhe {
  const sample = Object.keys(c).length === 0 ? sampleIndexOf(cnpj) : undefined;
  if (sample !== undefined) return sampleCompany(sample);
  const root = rootFields(seed, cnpj.slice(0, 8), c);
  const rng = new Rng(mixSeed(seed, 'company', cnpj));
  const uf = c.uf ?? rng.pick(UF_FALLBACK);
  const city = c.municipio ?? municipioIn(rng, uf);
  // An alphanumeric CNPJ was issued in July 2026 or later, so its company opened then.
  const firstDay = isNumericCnpj(cnpj) ? '1966-01-01' : ALPHANUMERIC_SINCE;
  const opening = c.data_inicio_atividade ?? fromDay(rng.int(toDay(firstDay), toDay(DATA_DATE)));
  const place = street(rng);
  const special = rng.chance(0.03);
  const nome_fantasia =
    c.nome_fantasia !== undefined ? c.nome_fantasia : randomTradeName(rng, root.activity);
  return {
    cnpj,
    cnpj_formatado: formatCnpj(cnpj),
    razao_social: root.razao_social,
    nome_fantasia,
    cnae_principal: cnaeText(root.cnaePrincipal),
    cnaes_secundarios: secondaryCnaes(rng, root.activity, c.cnaeSecundario),
    data_inicio_atividade: opening,
    ...status(rng, c, opening),
    municipio: city.municipio,
    uf,
    tipo_logradouro: place.tipo,
    logradouro: c.logradouro ?? place.nome,
    numero: place.numero,
    complemento: place.complemento,
    bairro: c.bairro ?? place.bairro,
    cep: c.cep ?? cepIn(rng, uf, city.codigo_tom),
    ...contact(rng, { uf, codigo_tom: city.codigo_tom }, c, {
      razao_social: root.razao_social,
      nome_fantasia,
      archetype: root.activity.archetype,
    }),
    identificador_matriz_filial: cnpj.slice(8, 12) === '0001' ? '1' : '2',
    natureza_juridica: root.natureza_juridica,
    qualificacao_responsavel: root.qualificacao_responsavel,
    capital_social: root.capital_social,
    porte: root.porte,
    ente_federativo_responsavel: null,
    nome_cidade_exterior: null,
    pais: null,
    situacao_especial: special ? 'RECUPERACAO JUDICIAL' : null,
    data_situacao_especial: special ? fromDay(rng.int(toDay(opening), toDay(DATA_DATE))) : null,
    vinculadas: linkedCompanies(seed, cnpj, root.razao_social, root.activity),
  };
}

/** A CNPJ drawn from a seed: a random root and, mostly, the head office order 0001. */
export function cnpjFromSeed(seed: number): string {
  const rng = new Rng(seed);
  const root = rng.digits(8);
  const order = rng.chance(0.85)
    ? '0001'
    : String(rng.int(2, establishments(root))).padStart(4, '0');
  return makeCnpj(root, order);
}

/** The search-row projection of a detail: the sample data's one (the row is a subset of the detail). */
export { toResumo } from '@cnpj/fixtures';

/**
 * A row as a backend without the row extension sends it (scenario rowExtensionMissing): no street type,
 * complement, CEP, size nor capital (openapi.yaml EmpresaResumo, docs/product.md#exporting-to-a-crm).
 */
export function withoutRowExtension<Row extends EmpresaResumo>(row: Row): Row {
  const { tipo_logradouro, complemento, cep, porte, capital_social, ...plain } = row;
  void [tipo_logradouro, complemento, cep, porte, capital_social];
  return plain as Row;
}
