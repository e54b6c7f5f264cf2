// The filter fields' names, once: the form's labels and the folded summary's chips read them here
// (docs/product.md#search, the search criteria of #entities). Values are named by the domain's labels
// (situação, porte, ordenação) and by the lookups (UF, cities, CNAEs, legal natures).
import type { SearchFilters } from '@cnpj/domain';

/** The label of each filter the form shows (the regime tributário control is hidden, so it has none). */
export const filterLabels = {
  uf: 'UF',
  municipios: 'Cidades',
  nomeEmpresa: 'Nome da empresa',
  cep: 'CEP',
  situacaoCadastral: 'Situação cadastral',
  ordenacao: 'Ordenação',
  cnaes: 'CNAEs',
  cnaesSecundarios: 'CNAEs secundários',
  naturezaJuridica: 'Natureza jurídica',
  porte: 'Porte',
  bairro: 'Bairro',
  logradouro: 'Logradouro',
  dataAberturaIni: 'Data de abertura (de)',
  dataAberturaFim: 'Data de abertura (até)',
  capitalSocialIni: 'Capital social (de)',
  capitalSocialFim: 'Capital social (até)',
  faturamentoIni: 'Faturamento (de)',
  faturamentoFim: 'Faturamento (até)',
  comTelefone: 'Com telefone',
  comEmail: 'Com e-mail',
} as const satisfies Partial<Record<keyof SearchFilters, string>>;

/** A field that has a label in the form. */
export type LabelledFilter = keyof typeof filterLabels;
