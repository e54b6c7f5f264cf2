// Story data for the one-list screen.
import type { EmpresaResumo } from './types';

const names = [
  'Padaria Pão Dourado',
  'Mercadinho São José',
  '********',
  'Auto Peças Avenida',
  'Farmácia Vida',
];
const streets = ['RUA DAS FLORES', 'AVENIDA BRASIL', 'RUA BARÃO DE JAGUARA'];
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
    // Every other company has its address and phones, so both kinds of row show.
    logradouro: index % 2 === 0 ? streets[index % streets.length]! : null,
    numero: index % 2 === 0 ? String(100 + index) : null,
    bairro: index % 2 === 0 ? 'CENTRO' : null,
    email: index % 2 === 0 ? `contato${index + 1}@empresa.com.br` : null,
    ddd1: index % 2 === 0 ? '19' : null,
    fone1: index % 2 === 0 ? '33334444' : null,
    ddd2: index % 4 === 0 ? '19' : null,
    fone2: index % 4 === 0 ? '987654321' : null,
    ddd_fax: null,
    fax: null,
  };
}

/** The first `count` companies of a list. */
export const buildRows = (count: number, offset = 0): EmpresaResumo[] =>
  Array.from({ length: count }, (_, i) => buildRow(offset + i));
