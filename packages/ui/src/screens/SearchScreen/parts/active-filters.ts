// The folded filter panel's chips (docs/product.md#search): one per filter that differs from its
// default, named as in the form, and the change that removing it makes, the same change editing
// the form back would make. Which filters show, in what order and as what kind of value comes from
// each filter's declaration in the domain (decision 029); formatting and lookups are the kit's.
import {
  FILTER_FIELDS,
  FILTER_NAMES,
  isFilterSet,
  type ChipKind,
  type FilterName,
  type LookupName,
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

type Option = { value: string; label: string };

/** Each lookup's options, named as the form's selects name them. */
const LOOKUP_OPTIONS: Record<LookupName, (lookups: SearchLookups) => readonly Option[]> = {
  ufs: (lookups) => ufOptions(lookups.ufs),
  municipios: (lookups) => municipioOptions(lookups.municipios),
  cnaes: (lookups) => codeOptions(lookups.cnaes),
  naturezas: (lookups) => codeOptions(lookups.naturezas),
};

/** The option labels of `values`, joined; a code the lookups do not (yet) hold shows as itself. */
function optionLabels(options: readonly Option[], values: readonly string[]): string {
  const byValue = new Map(options.map((option) => [option.value, option.label]));
  return values.map((value) => byValue.get(value) ?? value).join(', ');
}

/**
 * "2 cidades": cities whose names are not loaded (another UF's list, or a list that failed). A city's
 * code means nothing to a person, so it is never shown as if it were a name.
 */
export const unnamedCitiesText = (count: number) => (count === 1 ? '1 cidade' : `${count} cidades`);

/** "Campinas e mais 1 cidade"; "1 cidade (carregando o nome)" while the UF's cities load. */
function cityNames(lookups: SearchLookups, codes: readonly string[]): string {
  const names = new Map(lookups.municipios.map((city) => [city.codigo_tom, city.municipio]));
  const known = codes.flatMap((code) => names.get(code) ?? []);
  const unknown = codes.length - known.length;
  if (unknown === 0) return known.join(', ');
  const counted = unnamedCitiesText(unknown);
  if (known.length > 0) return `${known.join(', ')} e mais ${counted}`;
  const loading = unknown === 1 ? ' (carregando o nome)' : ' (carregando os nomes)';
  return lookups.loadingMunicipios ? `${counted}${loading}` : counted;
}

const codesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : [String(value)];

/** The chip's value text for the field's value. */
function chipValue(chip: ChipKind, value: unknown, lookups: SearchLookups): string {
  switch (chip.kind) {
    case 'text':
      return String(value);
    case 'date':
      return formatDate(String(value));
    case 'money':
      return formatBRL(Number(value));
    case 'label':
      return codesOf(value).map(chip.label).join(', ');
    case 'lookup':
      if (chip.lookup === 'municipios') return cityNames(lookups, codesOf(value));
      return optionLabels(LOOKUP_OPTIONS[chip.lookup](lookups), codesOf(value));
    case 'toggle':
      return '';
  }
}

function putDefault<K extends FilterName>(change: Partial<SearchFilters>, name: K): void {
  change[name] = FILTER_FIELDS[name].defaultValue();
}

/**
 * Removing a chip restores its field's default and clears the fields that belong to it, as
 * changing it in the form does (docs/product.md#states-and-transitions: the UF takes its cities).
 */
function removal(name: FilterName): Partial<SearchFilters> {
  const change: Partial<SearchFilters> = {};
  putDefault(change, name);
  for (const other of FILTER_NAMES)
    if (FILTER_FIELDS[other].needs === name) putDefault(change, other);
  return change;
}

const isLabelled = (name: FilterName): name is LabelledFilter => Object.hasOwn(filterLabels, name);

/** The filters that differ from their defaults, in the form's order. */
export function activeFilters(filters: SearchFilters, lookups: SearchLookups): ActiveFilter[] {
  return FILTER_NAMES.flatMap((key) => {
    const { chip } = FILTER_FIELDS[key];
    if (chip === null || !isLabelled(key) || !isFilterSet(filters, key)) return [];
    const value = chipValue(chip, filters[key], lookups);
    return [{ key, label: filterLabels[key], value, remove: removal(key) }];
  });
}
