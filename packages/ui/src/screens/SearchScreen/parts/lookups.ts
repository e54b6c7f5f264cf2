import type { components } from '@cnpj/domain';
import type { MultiSelectOption } from '../../../components/MultiSelect';
import type { SelectOption } from '../../../components/Select';

type Schemas = components['schemas'];

/** Reference data the filters pick from (docs/product.md#entities "Lookup items"), loaded by the app. */
export interface SearchLookups {
  ufs: readonly Schemas['Uf'][];
  /** Cities of the chosen UF. */
  municipios: readonly Schemas['Municipio'][];
  cnaes: readonly Schemas['Cnae'][];
  naturezas: readonly Schemas['NaturezaJuridica'][];
  /** The chosen UF's cities are being loaded. */
  loadingMunicipios?: boolean;
}

/** UF options: "SP - São Paulo". */
export const ufOptions = (ufs: SearchLookups['ufs']): SelectOption[] =>
  ufs.map((uf) => ({ value: uf.codigo, label: `${uf.codigo} - ${uf.descricao}` }));

/** City options keyed by codigo_tom. */
export const municipioOptions = (municipios: SearchLookups['municipios']): MultiSelectOption[] =>
  municipios.map((item) => ({ value: item.codigo_tom, label: item.municipio }));

/** Code-and-description options ("4721102 - Padaria"), for CNAEs and legal natures. */
export const codeOptions = (
  items: readonly { codigo: string; descricao: string }[],
): MultiSelectOption[] =>
  items.map((item) => ({ value: item.codigo, label: `${item.codigo} - ${item.descricao}` }));
