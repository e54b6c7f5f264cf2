// docs/product.md#exporting-to-a-crm: the file's presets. Each names its columns as that CRM's import
// screen maps them by itself; the product document says which names were confirmed in the CRM's own
// help and which were not (decisions 042 and 055). Every phone column of a preset is written one way,
// in international notation, so a CRM's phone field gets one format.
import { CRM_COLUMNS, crmColumn } from './columns';

/** The presets, in the picker's order. */
export const CRM_PRESET_IDS = ['rd_station', 'pipedrive', 'hubspot', 'agendor', 'todas'] as const;
export type CrmPresetId = (typeof CRM_PRESET_IDS)[number];

/** One column of a preset: the catalogue's key and the header the CRM maps. */
export interface CrmPresetColumn {
  key: string;
  header: string;
}

/** A preset: its name in the picker, its columns, and what the user should know about its names. */
export interface CrmPreset {
  id: CrmPresetId;
  name: string;
  columns: readonly CrmPresetColumn[];
  /** Shown under the picker: whether the CRM maps the headers by itself. */
  note: string;
  /**
   * Whether the headers were checked one by one against an import template the CRM publishes
   * (decision 055); the dialog names the presets that were.
   */
  checkedAgainstTemplate: boolean;
}

const column = (key: string, header: string): CrmPresetColumn => ({ key, header });

const UNCONFIRMED =
  'Os nomes das colunas seguem os campos padrão deste CRM, mas não conseguimos confirmar que a importação os reconhece sozinha: confira o mapeamento antes de importar.';

/** The presets, by id. */
export const CRM_PRESETS: Readonly<Record<CrmPresetId, CrmPreset>> = {
  rd_station: {
    id: 'rd_station',
    name: 'RD Station CRM',
    note: UNCONFIRMED,
    checkedAgainstTemplate: false,
    columns: [
      column('nome', 'Nome'),
      column('razao_social', 'Razão social'),
      column('cnpj', 'CNPJ'),
      column('telefone1_e164', 'Telefone'),
      column('celular_e164', 'Celular'),
      column('email', 'Email'),
      column('site', 'URL'),
      column('endereco', 'Endereço'),
      column('complemento', 'Complemento'),
      column('cidade', 'Cidade'),
      column('uf', 'Estado'),
      column('cep', 'CEP'),
      column('cnae_principal', 'Segmento'),
      column('situacao', 'Situação cadastral'),
    ],
  },
  pipedrive: {
    id: 'pipedrive',
    name: 'Pipedrive',
    note: 'O Pipedrive reconhece "Organization - Name" e "Organization - Address" como campos da organização; as demais colunas ficam para mapear na importação (ou como campos personalizados).',
    checkedAgainstTemplate: false,
    columns: [
      column('razao_social', 'Organization - Name'),
      column('endereco_completo', 'Organization - Address'),
      column('cnpj', 'CNPJ'),
      column('nome_fantasia', 'Nome fantasia'),
      column('telefone1_e164', 'Telefone'),
      column('celular_e164', 'Celular'),
      column('email', 'E-mail'),
      column('site', 'Site'),
      column('cnae_principal', 'CNAE principal'),
      column('situacao', 'Situação cadastral'),
      column('porte', 'Porte'),
      column('capital_social', 'Capital social'),
    ],
  },
  hubspot: {
    id: 'hubspot',
    name: 'HubSpot',
    note: 'O HubSpot associa cada coluna à propriedade de empresa com o mesmo nome; "Company domain name" evita empresas duplicadas e fica vazio quando a empresa não tem e-mail de domínio próprio.',
    checkedAgainstTemplate: false,
    columns: [
      column('razao_social', 'Company name'),
      column('dominio', 'Company domain name'),
      column('site', 'Website URL'),
      column('telefone1_e164', 'Phone number'),
      column('endereco', 'Street address'),
      column('complemento', 'Street address 2'),
      column('cidade', 'City'),
      column('uf', 'State/Region'),
      column('cep', 'Postal code'),
      column('pais', 'Country/Region'),
      column('cnae_principal', 'Description'),
      column('cnpj', 'CNPJ'),
      column('email', 'E-mail'),
      column('porte', 'Porte'),
      column('capital_social', 'Capital social'),
    ],
  },
  agendor: {
    id: 'agendor',
    name: 'Agendor',
    note: UNCONFIRMED,
    checkedAgainstTemplate: false,
    columns: [
      column('nome', 'Nome fantasia'),
      column('razao_social', 'Razão social'),
      column('cnpj', 'CNPJ'),
      column('email', 'E-mail'),
      column('telefone1_e164', 'Telefone'),
      column('celular_e164', 'Celular'),
      column('whatsapp_numero', 'WhatsApp'),
      column('site', 'Website'),
      column('cep', 'CEP'),
      column('logradouro', 'Rua'),
      column('numero', 'Número'),
      column('complemento', 'Complemento'),
      column('bairro', 'Bairro'),
      column('cidade', 'Cidade'),
      column('uf', 'Estado'),
      column('cnae_principal', 'Setor'),
    ],
  },
  todas: {
    id: 'todas',
    name: 'Todas as colunas',
    note: 'Todas as colunas que a empresa tem, com os nomes usados no sistema.',
    checkedAgainstTemplate: false,
    columns: CRM_COLUMNS.map((c) => column(c.key, c.label)),
  },
};

/** The preset used before the user picks one. */
export const DEFAULT_CRM_PRESET: CrmPresetId = 'todas';

/** True for a preset id the product has. */
export function isCrmPresetId(value: unknown): value is CrmPresetId {
  return typeof value === 'string' && (CRM_PRESET_IDS as readonly string[]).includes(value);
}

/**
 * The columns to write for `preset` from a choice the browser remembered: the keys it still has,
 * in the preset's order; every column when nothing usable was remembered.
 */
export function crmColumnChoice(preset: CrmPresetId, remembered: unknown): string[] {
  const all = CRM_PRESETS[preset].columns.map((c) => c.key);
  if (!Array.isArray(remembered)) return all;
  const kept = new Set(remembered.filter((key): key is string => typeof key === 'string'));
  return all.filter((key) => kept.has(key));
}

/** A preset's columns are all in the catalogue (checked by the tests). */
export function unknownPresetKeys(preset: CrmPresetId): string[] {
  return CRM_PRESETS[preset].columns.map((c) => c.key).filter((key) => !crmColumn(key));
}
