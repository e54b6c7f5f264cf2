import { ordenacaoOptions, situacaoCadastralOptions } from '@cnpj/domain';
import type { components } from '@cnpj/domain';
import { MaskedField } from '../../../components/MaskedField';
import { MultiSelect } from '../../../components/MultiSelect';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { CEP_INVALID_MESSAGE } from '@cnpj/domain';
import { stripAccents } from '@cnpj/domain';
import { filterLabels } from './filter-labels';
import type { FilterBlockProps } from './filter-props';
import { municipioOptions, ufOptions, type SearchLookups } from './lookups';
import styles from './Filters.module.css';

type Schemas = components['schemas'];

/** Props of {@link BasicFilters}. */
export interface BasicFiltersProps extends FilterBlockProps {
  lookups: SearchLookups;
  /** Show "CEP inválido." (after blur or a search attempt, docs/product.md#validation). */
  cepInvalid: boolean;
  onCepBlur: () => void;
}

const toSelectOptions = (options: readonly { value: string; label: string }[]) =>
  options.map(({ value, label }) => ({ value, label }));

/** docs/product.md#screens-and-routes basic filters: UF, cities (disabled until a UF), company name, CEP, status and order. */
export function BasicFilters({
  filters,
  onChange,
  lookups,
  cepInvalid,
  onCepBlur,
}: BasicFiltersProps) {
  const ufs = ufOptions(lookups.ufs);
  const cities = municipioOptions(lookups.municipios);
  const noUf = filters.uf === '';
  // The loading note sits in the placeholder, not in a hint line that would appear and vanish and
  // shift the form below it while a bookmarked search loads its UF's cities (performance budget: CLS).
  const cityPlaceholder = lookups.loadingMunicipios
    ? 'Carregando cidades...'
    : 'Digite para buscar';

  return (
    <div className={styles.grid}>
      <Select
        label={filterLabels.uf}
        options={ufs}
        value={filters.uf}
        // docs/product.md#states-and-transitions: changing UF clears the chosen cities (the app then loads that UF's cities).
        onValueChange={(uf) => onChange({ uf: uf as Schemas['UfSigla'], municipios: [] })}
      />
      <MultiSelect
        label={filterLabels.municipios}
        options={cities}
        value={filters.municipios}
        onChange={(municipios) => onChange({ municipios })}
        disabled={noUf || lookups.loadingMunicipios}
        placeholder={cityPlaceholder}
        hint={noUf ? 'Selecione uma UF primeiro.' : undefined}
      />
      <TextField
        label={filterLabels.nomeEmpresa}
        value={filters.nomeEmpresa}
        // docs/product.md#validation: accents are stripped as the user types.
        onChange={(event) => onChange({ nomeEmpresa: stripAccents(event.target.value) })}
        className={styles.wide}
      />
      <MaskedField
        label={filterLabels.cep}
        mask="cep"
        value={filters.cep}
        onValueChange={(cep) => onChange({ cep })}
        onBlur={onCepBlur}
        error={cepInvalid ? CEP_INVALID_MESSAGE : undefined}
      />
      <Select
        label={filterLabels.situacaoCadastral}
        options={toSelectOptions(situacaoCadastralOptions)}
        value={filters.situacaoCadastral}
        onValueChange={(value) =>
          onChange({ situacaoCadastral: value as Schemas['SituacaoCadastral'] })
        }
      />
      <Select
        label={filterLabels.ordenacao}
        options={toSelectOptions(ordenacaoOptions)}
        value={filters.ordenacao}
        onValueChange={(value) => onChange({ ordenacao: value as Schemas['Ordenacao'] })}
      />
    </div>
  );
}
