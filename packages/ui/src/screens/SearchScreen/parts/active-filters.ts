// The folded filter panel's chips (docs/product.md#search): one per filter that differs from its
// default, named as in the form, and the change that removing it makes, the same change editing
// the form back would make.
import {
  defaultFilters,
  ordenacaoLabel,
  porteLabel,
  situacaoCadastralLabel,
  type SearchFilters,
} from '@cnpj/domain';
import { formatDate } from '../../../format/dates';
import { formatBRL } from '../../../format/numbers';
import { filterLabels, type LabelledFilter } from './filter-labels';
import { codeOptions, municipioOptions, ufOptions, type SearchLookups } from './lookups';

/** One active filter: its field, its label and value as the user sees them, and what removing it changes. */
export interface ActiveFilter {
  key: LabelledFilter;
  label: string;
  /** Empty for on/off filters ("Com telefone"), whose label says it all. */
  value: string;
  remove: Partial<SearchFilters>;
}

/** The option labels of `values`, joined; a code the lookups do not (yet) hold shows as itself. */
function optionLabels(
  options: readonly { value: string; label: string }[],
  values: readonly string[],
): string {
  const byValue = new Map(options.map((option) => [option.value, option.label]));
  return values.map((value) => byValue.get(value) ?? value).join(', ');
}

const AMOUNTS = [
  'capitalSocialIni',
  'capitalSocialFim',
  'faturamentoIni',
  'faturamentoFim',
] as const;
const TEXTS = ['nomeEmpresa', 'cep', 'bairro', 'logradouro'] as const;

/** The filters that differ from their defaults, in the form's order. */
export function activeFilters(filters: SearchFilters, lookups: SearchLookups): ActiveFilter[] {
  const defaults = defaultFilters();
  const chips: ActiveFilter[] = [];
  const add = (
    key: LabelledFilter,
    value: string,
    remove: Partial<SearchFilters> = { [key]: defaults[key] },
  ) => chips.push({ key, label: filterLabels[key], value, remove });

  // docs/product.md#states-and-transitions: without a UF the cities go too, as when the UF changes.
  if (filters.uf !== '')
    add('uf', optionLabels(ufOptions(lookups.ufs), [filters.uf]), { uf: '', municipios: [] });
  if (filters.municipios.length > 0)
    add('municipios', optionLabels(municipioOptions(lookups.municipios), filters.municipios));
  for (const key of TEXTS.slice(0, 2)) if (filters[key].trim() !== '') add(key, filters[key]);
  if (filters.situacaoCadastral !== defaults.situacaoCadastral)
    add('situacaoCadastral', situacaoCadastralLabel(filters.situacaoCadastral));
  if (filters.ordenacao !== defaults.ordenacao) add('ordenacao', ordenacaoLabel(filters.ordenacao));
  if (filters.cnaes.length > 0)
    add('cnaes', optionLabels(codeOptions(lookups.cnaes), filters.cnaes));
  if (filters.cnaesSecundarios.length > 0)
    add('cnaesSecundarios', optionLabels(codeOptions(lookups.cnaes), filters.cnaesSecundarios));
  if (filters.naturezaJuridica.length > 0)
    add('naturezaJuridica', optionLabels(codeOptions(lookups.naturezas), filters.naturezaJuridica));
  if (filters.porte.length > 0) add('porte', filters.porte.map(porteLabel).join(', '));
  for (const key of TEXTS.slice(2)) if (filters[key].trim() !== '') add(key, filters[key]);
  if (filters.dataAberturaIni !== '') add('dataAberturaIni', formatDate(filters.dataAberturaIni));
  if (filters.dataAberturaFim !== '') add('dataAberturaFim', formatDate(filters.dataAberturaFim));
  for (const key of AMOUNTS) if (filters[key] > 0) add(key, formatBRL(filters[key]));
  if (filters.comTelefone) add('comTelefone', '');
  if (filters.comEmail) add('comEmail', '');
  return chips;
}
