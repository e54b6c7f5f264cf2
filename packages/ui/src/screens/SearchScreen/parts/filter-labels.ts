// The filter fields' names, once: the form's labels and the folded summary's chips read them here
// (docs/product.md#search, the search criteria of #entities), taken from each filter's declaration in
// the domain (decision 029). Values are named by the domain's labels (situação, porte, ordenação)
// and by the lookups (UF, cities, CNAEs, legal natures).
import { FILTER_FIELDS, FILTER_NAMES, type LabelledFilter } from '@cnpj/domain';

export type { LabelledFilter } from '@cnpj/domain';

/** The label of each filter the form shows (the regime tributário control is hidden, so it has none). */
export const filterLabels = Object.fromEntries(
  FILTER_NAMES.flatMap((name) => {
    const { label } = FILTER_FIELDS[name];
    return label === null ? [] : [[name, label]];
  }),
) as Readonly<Record<LabelledFilter, string>>;
