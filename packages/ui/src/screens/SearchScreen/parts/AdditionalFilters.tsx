import { cnaeMatcher, porteOptions } from '@cnpj/domain';
import { Checkbox } from '../../../components/Checkbox';
import { DateField } from '../../../components/DateField';
import { MultiSelect } from '../../../components/MultiSelect';
import { NumberField } from '../../../components/NumberField';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import { filterLabels } from './filter-labels';
import { amountValue, blockNonAmountKeys, type FilterBlockProps } from './filter-props';
import { codeOptions, type SearchLookups } from './lookups';
import styles from './Filters.module.css';

/** Props of {@link AdditionalFilters}. */
export interface AdditionalFiltersProps extends FilterBlockProps {
  lookups: SearchLookups;
}

/** docs/product.md#validation: capital inputs step by 1000; empty becomes 0. */
const CAPITAL_STEP = 1000;

/** docs/product.md#screens-and-routes additional filters; the regime tributário control is deliberately absent (the product hides it). */
export function AdditionalFilters({ filters, onChange, lookups }: AdditionalFiltersProps) {
  const cnaes = codeOptions(lookups.cnaes);
  // docs/product.md#search: both CNAE pickers find activities in plain words, printed codes and
  // everyday names; the options are the list's items in order, so the matcher's positions are theirs.
  const cnaeMatch = cnaeMatcher(lookups.cnaes);
  const naturezas = codeOptions(lookups.naturezas);
  const amount = (
    key: 'capitalSocialIni' | 'capitalSocialFim' | 'faturamentoIni' | 'faturamentoFim',
  ) => (
    <NumberField
      label={filterLabels[key]}
      min={0}
      step={CAPITAL_STEP}
      value={amountValue(filters[key])}
      onKeyDown={blockNonAmountKeys}
      onValueChange={(value) => onChange({ [key]: value ?? 0 })}
    />
  );

  return (
    <div className={styles.grid}>
      <MultiSelect
        label={filterLabels.cnaes}
        options={cnaes}
        matcher={cnaeMatch}
        value={filters.cnaes}
        onChange={(value) => onChange({ cnaes: value })}
        placeholder="Digite código ou descrição"
        className={styles.wide}
      />
      <MultiSelect
        label={filterLabels.cnaesSecundarios}
        options={cnaes}
        matcher={cnaeMatch}
        value={filters.cnaesSecundarios}
        onChange={(value) => onChange({ cnaesSecundarios: value })}
        placeholder="Digite código ou descrição"
        className={styles.wide}
      />
      <MultiSelect
        label={filterLabels.naturezaJuridica}
        options={naturezas}
        value={filters.naturezaJuridica}
        onChange={(value) => onChange({ naturezaJuridica: value })}
        placeholder="Digite para buscar"
        className={styles.wide}
      />
      <fieldset className={`${styles.wide} ${styles.checkGroup}`}>
        <legend className={styles.legend}>{filterLabels.porte}</legend>
        {porteOptions.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={filters.porte.includes(option.value)}
            onCheckedChange={(checked) =>
              onChange({
                porte: checked
                  ? [...filters.porte, option.value]
                  : filters.porte.filter((code) => code !== option.value),
              })
            }
          />
        ))}
      </fieldset>
      <TextField
        label={filterLabels.bairro}
        value={filters.bairro}
        onChange={(event) => onChange({ bairro: event.target.value })}
      />
      <TextField
        label={filterLabels.logradouro}
        value={filters.logradouro}
        onChange={(event) => onChange({ logradouro: event.target.value })}
      />
      {/* Typed dd/mm/aaaa in any browser language; the filters, the address and the API keep yyyy-mm-dd (decision 024). */}
      <DateField
        label={filterLabels.dataAberturaIni}
        value={filters.dataAberturaIni}
        onValueChange={(dataAberturaIni) => onChange({ dataAberturaIni })}
      />
      <DateField
        label={filterLabels.dataAberturaFim}
        value={filters.dataAberturaFim}
        onValueChange={(dataAberturaFim) => onChange({ dataAberturaFim })}
      />
      {amount('capitalSocialIni')}
      {amount('capitalSocialFim')}
      {amount('faturamentoIni')}
      {amount('faturamentoFim')}
      <div className={`${styles.wide} ${styles.switches}`}>
        <Switch
          label={filterLabels.comTelefone}
          checked={filters.comTelefone}
          onCheckedChange={(comTelefone) => onChange({ comTelefone })}
        />
        <Switch
          label={filterLabels.comEmail}
          checked={filters.comEmail}
          onCheckedChange={(comEmail) => onChange({ comEmail })}
        />
      </div>
    </div>
  );
}
