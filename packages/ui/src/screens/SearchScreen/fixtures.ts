// Story data: deterministic lookups and company rows covering the product's (docs/product.md#entities) edge cases (hidden trade name,
// HTML in the CNAE, phones that are null or "-", no e-mail).
import type { CompanyRow } from './parts/CompanyCells';
import type { SearchLookups } from './parts/lookups';

/** A few UFs, cities, CNAEs and legal natures. */
export const storyLookups: SearchLookups = {
  ufs: [
    { codigo: 'MG', descricao: 'Minas Gerais' },
    { codigo: 'RJ', descricao: 'Rio de Janeiro' },
    { codigo: 'SP', descricao: 'São Paulo' },
  ],
  municipios: [
    { codigo_tom: '7107', municipio: 'São Paulo' },
    { codigo_tom: '6291', municipio: 'Campinas' },
    { codigo_tom: '6477', municipio: 'Guarulhos' },
    { codigo_tom: '7075', municipio: 'Santos' },
  ],
  cnaes: [
    { codigo: '4721102', descricao: 'Padaria e confeitaria com predominância de revenda' },
    { codigo: '5611201', descricao: 'Restaurantes e similares' },
    { codigo: '6201501', descricao: 'Desenvolvimento de programas de computador sob encomenda' },
  ],
  naturezas: [
    { codigo: '2062', descricao: 'Sociedade Empresária Limitada' },
    { codigo: '2135', descricao: 'Empresário (Individual)' },
  ],
};

const names = [
  'Padaria Pão Dourado',
  'Restaurante Sabor Caseiro',
  'Tech Soluções em Software',
  'Mercado Bom Preço',
  'Oficina Mecânica Rápida',
];
const streets = [
  'Avenida Paulista',
  'Rua Augusta',
  'Rua da Consolação',
  'Rua Oscar Freire',
  'Alameda Santos',
];

/** "12345678000195"-like digits for row `index`. */
const cnpjDigits = (index: number) =>
  `${String(11222333 + index * 7919).padStart(8, '0')}0001${String(10 + (index % 89)).padStart(2, '0')}`;

/** Company row number `index`, with overrides. */
export function buildRow(index: number, overrides: Partial<CompanyRow> = {}): CompanyRow {
  const cnpj = cnpjDigits(index);
  return {
    cnpj,
    cnpj_formatado: cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
    razao_social: `${(names[index % names.length] ?? 'Empresa').toUpperCase()} LTDA ${index + 1}`,
    nome_fantasia: names[index % names.length] ?? null,
    cnae_principal: '4721102 - <b>Padaria</b> e confeitaria com predominância de revenda',
    cnaes_secundarios: null,
    data_inicio_atividade: `20${String(10 + (index % 14)).padStart(2, '0')}-03-05`,
    situacao_cadastral: '02',
    municipio: 'São Paulo',
    uf: 'SP',
    logradouro: streets[index % streets.length] ?? null,
    numero: String(100 + index),
    bairro: 'Bela Vista',
    email: `contato${index + 1}@empresa.com.br`,
    ddd1: '11',
    fone1: '34567890',
    ddd2: '11',
    fone2: '987654321',
    ddd_fax: null,
    fax: null,
    ...overrides,
  };
}

/** A page of `count` rows; the first three show the product's (docs/product.md#entities) edge cases. */
export function buildRows(count = 50): CompanyRow[] {
  return Array.from({ length: count }, (_, index) => {
    if (index === 1) return buildRow(index, { nome_fantasia: '********', ddd2: null, fone2: '-' });
    if (index === 2)
      return buildRow(index, {
        email: null,
        ddd1: null,
        fone1: null,
        ddd2: null,
        fone2: null,
        nome_fantasia: null,
      });
    return buildRow(index);
  });
}
