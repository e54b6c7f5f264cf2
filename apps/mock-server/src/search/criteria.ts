// Turns the 22 path segments of the search call (docs/product.md#calls, openapi x-segment-encoding) into criteria,
// rejecting anything the contract does not allow so a bad request gets a 400, never a crash.
import {
  ordenacaoLabels,
  porteLabels,
  regimeTributarioLabels,
  situacaoCadastralLabels,
} from '@cnpj/domain';
import type {
  Ordenacao,
  Porte,
  RegimeTributario,
  SituacaoCadastral,
  UfSigla,
} from '../lib/types.ts';
import { UF_SIGLAS } from '../lib/ufs.ts';

/** The search criteria, decoded and normalised (empty text is '', empty date is null). */
export interface Criteria {
  nomeEmpresa: string;
  uf: UfSigla;
  municipios: string[];
  bairro: string;
  logradouro: string;
  cep: string;
  cnaes: string[];
  cnaesSecundarios: string[];
  situacaoCadastral: SituacaoCadastral;
  naturezaJuridica: string[];
  porte: Porte[];
  dataAberturaIni: string | null;
  dataAberturaFim: string | null;
  capitalSocialIni: number;
  capitalSocialFim: number;
  faturamentoIni: number;
  faturamentoFim: number;
  regimeTributario: RegimeTributario;
  comTelefone: boolean;
  comEmail: boolean;
  ordenacao: Ordenacao;
}

/** Either the parsed value or why the request breaks the contract. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

class SegmentError extends Error {}

const LIST = /^( |[0-9A-Za-z]+(,[0-9A-Za-z]+)*)$/;
const DATE = /^(\d{4}-\d{2}-\d{2}| )$/;

function oneOf<T extends string>(
  name: string,
  value: string,
  allowed: Readonly<Record<T, string>>,
): T {
  if (!Object.hasOwn(allowed, value)) throw new SegmentError(`${name}: valor inválido "${value}"`);
  return value as T;
}

function text(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

function list(name: string, value: string): string[] {
  if (!LIST.test(value)) throw new SegmentError(`${name}: lista inválida "${value}"`);
  return value === ' ' ? [] : [...new Set(value.split(','))].sort();
}

function date(name: string, value: string): string | null {
  if (!DATE.test(value)) throw new SegmentError(`${name}: data inválida "${value}"`);
  if (value === ' ') return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new SegmentError(`${name}: data inválida "${value}"`);
  }
  return value;
}

function amount(name: string, value: string): number {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < 0) {
    throw new SegmentError(`${name}: número inválido "${value}"`);
  }
  return parsed;
}

function bool(name: string, value: string): boolean {
  if (value !== 'true' && value !== 'false')
    throw new SegmentError(`${name}: booleano inválido "${value}"`);
  return value === 'true';
}

function need(params: Record<string, string | undefined>, name: string): string {
  const value = params[name];
  if (value === undefined || value === '') throw new SegmentError(`${name}: segmento vazio`);
  return value;
}

function build(p: Record<string, string | undefined>): Criteria {
  const cep = need(p, 'cep');
  if (!/^(\d{8}| )$/.test(cep)) throw new SegmentError(`cep: inválido "${cep}"`);
  return {
    nomeEmpresa: text(need(p, 'nomeEmpresa')).toUpperCase(),
    uf: oneOf('uf', need(p, 'uf'), UF_SIGLAS),
    municipios: list('municipios', need(p, 'municipios')),
    bairro: text(need(p, 'bairro')).toUpperCase(),
    logradouro: text(need(p, 'logradouro')).toUpperCase(),
    cep: cep.trim(),
    cnaes: list('cnaes', need(p, 'cnaes')),
    cnaesSecundarios: list('cnaesSecundarios', need(p, 'cnaesSecundarios')),
    situacaoCadastral: oneOf(
      'situacaoCadastral',
      need(p, 'situacaoCadastral'),
      situacaoCadastralLabels,
    ),
    naturezaJuridica: list('naturezaJuridica', need(p, 'naturezaJuridica')),
    porte: list('porte', need(p, 'porte')).map((v) => oneOf('porte', v, porteLabels)),
    dataAberturaIni: date('dataAberturaIni', need(p, 'dataAberturaIni')),
    dataAberturaFim: date('dataAberturaFim', need(p, 'dataAberturaFim')),
    capitalSocialIni: amount('capitalSocialIni', need(p, 'capitalSocialIni')),
    capitalSocialFim: amount('capitalSocialFim', need(p, 'capitalSocialFim')),
    faturamentoIni: amount('faturamentoIni', need(p, 'faturamentoIni')),
    faturamentoFim: amount('faturamentoFim', need(p, 'faturamentoFim')),
    regimeTributario: oneOf(
      'regimeTributario',
      need(p, 'regimeTributario'),
      regimeTributarioLabels,
    ),
    comTelefone: bool('comTelefone', need(p, 'comTelefone')),
    comEmail: bool('comEmail', need(p, 'comEmail')),
    ordenacao: oneOf('ordenacao', need(p, 'ordenacao'), ordenacaoLabels),
  };
}

/** Parses the search path parameters; never throws. */
export function parseCriteria(params: Record<string, string | undefined>): Parsed<Criteria> {
  try {
    return { ok: true, value: build(params) };
  } catch (error) {
    if (error instanceof SegmentError) return { ok: false, message: error.message };
    throw error;
  }
}

/** A stable text for the criteria that decide the result set (the ordering only sorts it). */
export function criteriaKey(criteria: Criteria): string {
  const { ordenacao: _ordenacao, ...filters } = criteria;
  return JSON.stringify(filters);
}
