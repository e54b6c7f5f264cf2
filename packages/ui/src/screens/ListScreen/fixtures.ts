// Story data for the one-list screen.
import type { EmpresaResumo } from './types';

const names = [
  'Padaria Pão Dourado',
  'Mercadinho São José',
  '********',
  'Auto Peças Avenida',
  'Farmácia Vida',
];
const cities = ['CAMPINAS', 'SOROCABA', 'SANTOS', 'JUNDIAÍ', 'RIBEIRÃO PRETO'];

/** The i-th company of a list (deterministic). */
export function buildRow(index: number): EmpresaResumo {
  const root = String(10_000_000 + index * 7919).padStart(8, '0');
  const cnpj = `${root}0001${String(index % 100).padStart(2, '0')}`;
  return {
    cnpj,
    cnpj_formatado: `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
    razao_social:
      `${(names[index % names.length] ?? '').replace('********', 'COMÉRCIO REUNIDO')} LTDA`.toUpperCase(),
    nome_fantasia: names[index % names.length] ?? null,
    cnae_principal: null,
    cnaes_secundarios: null,
    data_inicio_atividade: '2015-06-01',
    situacao_cadastral: index % 4 === 3 ? '08' : '02',
    municipio: cities[index % cities.length] ?? null,
    uf: 'SP',
    logradouro: null,
    numero: null,
    bairro: null,
    email: null,
    ddd1: null,
    fone1: null,
    ddd2: null,
    fone2: null,
    ddd_fax: null,
    fax: null,
  };
}

/** The first `count` companies of a list. */
export const buildRows = (count: number, offset = 0): EmpresaResumo[] =>
  Array.from({ length: count }, (_, i) => buildRow(offset + i));
