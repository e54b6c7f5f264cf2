// docs/product.md#exporting-to-a-crm: every field of a company row a CRM can take, each written by the
// domain's own formats (CNPJ, CEP, phone, address, contacts), never a second formatter. CNPJ, CEP and
// phones are written masked ("+55 11 98765-4321"), so a spreadsheet keeps them as text and a CRM's
// importer reads them as they are (decision 055).
import { formatCep } from '../cep';
import { formatCnpj } from '../cnpj';
import { areaCode, dialNumber, phoneKind, whatsappUrl } from '../contacts/phone';
import { emailDomain, emailLabeller, emailSite, type EmailLabel } from '../contacts/email';
import { isoToBrDate } from '../dates';
import { formatPtBrNumber } from '../numbers';
import { formatAddress, formatStreet } from '../formats/address';
import { formatPhone } from '../formats/phone';
import { isHiddenNomeFantasia, porteLabel } from '../labels';
import { EMAIL_LABELS, PHONE_KIND_LABELS } from '../messages/contacts';
import { companySituacaoLabel } from '../situacao';
import type { EmpresaResumo } from '../types';

/** A company row (search, list, bulk lookup) or a detail: the row's extension fields when sent. */
export type CrmRow = EmpresaResumo;

/**
 * The row's fields the contract marks as an extension (openapi.yaml, EmpresaResumo): a backend may
 * not send them, and a column that only they fill is then left out of the file, never left blank.
 */
export type CrmRowExtension =
  'tipo_logradouro' | 'complemento' | 'cep' | 'porte' | 'capital_social';

/** What a column knows beyond its row: the e-mail labels depend on the other rows exported. */
export interface CrmRowContext {
  emailLabel: (email: string | null | undefined) => EmailLabel | null;
}

/** The context of a set of rows: an address several companies share is probably their accountant's. */
export function crmRowContext(rows: readonly CrmRow[]): CrmRowContext {
  return { emailLabel: emailLabeller(rows) };
}

/** One field a CRM file can hold: its key, its pt-BR name (the "Todas as colunas" header) and its value. */
export interface CrmColumn {
  key: string;
  label: string;
  value: (row: CrmRow, context: CrmRowContext) => string;
  /** The extension field that alone fills the column: without it in every row, the column is left out. */
  requires?: CrmRowExtension;
}

/**
 * A phone in international notation, "+55 11 98765-4321": E.164's digits (an old mobile with its 9)
 * with a space after the country and area codes and a hyphen before the last four digits, so a
 * spreadsheet keeps the "+" and every CRM's importer reads it; '' without a valid area code.
 */
export function internationalPhone(
  ddd: string | null | undefined,
  number: string | null | undefined,
): string {
  const dial = dialNumber(number);
  const area = areaCode(ddd);
  if (dial === '' || area === '') return '';
  return `+55 ${area} ${dial.slice(0, -4)}-${dial.slice(-4)}`;
}

/** The register's HTML (CNAE descriptions) as plain text: a line break becomes "; ". */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<br\s*\/?>/gi, '; ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A register field as text: spaces tidied, blank for null and the register's "-". */
const text = (value: string | null | undefined) => {
  const tidy = (value ?? '').replace(/\s+/g, ' ').trim();
  return tidy === '-' ? '' : tidy;
};
const nomeFantasia = (row: CrmRow) =>
  isHiddenNomeFantasia(row.nome_fantasia) ? '' : text(row.nome_fantasia);
const kindLabel = (number: string | null | undefined) => {
  const kind = phoneKind(number);
  return kind ? PHONE_KIND_LABELS[kind] : '';
};
const labelOf = (row: CrmRow, context: CrmRowContext) => context.emailLabel(row.email);
const cidadeUf = (row: CrmRow) => [text(row.municipio), text(row.uf)].filter(Boolean).join(' - ');

type Phone = { ddd: (row: CrmRow) => string | null; number: (row: CrmRow) => string | null };
const PHONES: Record<'1' | '2' | 'fax', Phone> = {
  '1': { ddd: (row) => row.ddd1, number: (row) => row.fone1 },
  '2': { ddd: (row) => row.ddd2, number: (row) => row.fone2 },
  fax: { ddd: (row) => row.ddd_fax, number: (row) => row.fax },
};

/** Formatted, international and kind columns of one of the company's phones. */
function phoneColumns(which: '1' | '2' | 'fax', name: string): CrmColumn[] {
  const { ddd, number } = PHONES[which];
  const key = which === 'fax' ? 'fax' : `telefone${which}`;
  return [
    { key, label: name, value: (row) => formatPhone(ddd(row), number(row)) },
    {
      // The key keeps its first name, so a choice the browser remembered still ticks it.
      key: `${key}_e164`,
      label: `${name} (internacional)`,
      value: (row) => internationalPhone(ddd(row), number(row)),
    },
    {
      key: `${key}_tipo`,
      label: `Tipo do ${name.toLowerCase()}`,
      value: (row) => kindLabel(number(row)),
    },
  ];
}

/** The company's first mobile, international (phones before the fax), the number a CRM's WhatsApp uses. */
function firstMobile(row: CrmRow): string {
  for (const { ddd, number } of Object.values(PHONES)) {
    if (whatsappUrl(ddd(row), number(row))) return internationalPhone(ddd(row), number(row));
  }
  return '';
}

/** Every column, in the order "Todas as colunas" writes them. */
export const CRM_COLUMNS: readonly CrmColumn[] = [
  { key: 'cnpj', label: 'CNPJ', value: (row) => formatCnpj(row.cnpj) },
  { key: 'razao_social', label: 'Razão Social', value: (row) => text(row.razao_social) },
  { key: 'nome_fantasia', label: 'Nome Fantasia', value: nomeFantasia },
  {
    key: 'nome',
    label: 'Nome (fantasia ou razão social)',
    value: (row) => nomeFantasia(row) || text(row.razao_social),
  },
  {
    key: 'situacao',
    label: 'Situação Cadastral',
    value: (row) => companySituacaoLabel(row.situacao_cadastral),
  },
  {
    key: 'abertura',
    label: 'Data de Abertura',
    value: (row) => isoToBrDate(row.data_inicio_atividade),
  },
  {
    key: 'porte',
    label: 'Porte',
    value: (row) => (row.porte ? porteLabel(row.porte) : ''),
    requires: 'porte',
  },
  {
    key: 'capital_social',
    label: 'Capital Social',
    // A pt-BR number without "R$": a spreadsheet reads it as a number, a CRM's number field too.
    value: (row) =>
      typeof row.capital_social === 'number' ? formatPtBrNumber(row.capital_social, 2, 2) : '',
    requires: 'capital_social',
  },
  { key: 'cnae_principal', label: 'CNAE Principal', value: (row) => plainText(row.cnae_principal) },
  {
    key: 'cnaes_secundarios',
    label: 'CNAEs Secundários',
    value: (row) => plainText(row.cnaes_secundarios),
  },
  { key: 'endereco', label: 'Endereço', value: (row) => formatAddress(row) },
  {
    key: 'endereco_completo',
    label: 'Endereço completo',
    value: (row) =>
      [formatAddress(row), cidadeUf(row), formatCep(row.cep)].filter(Boolean).join(', '),
  },
  {
    key: 'tipo_logradouro',
    label: 'Tipo de Logradouro',
    value: (row) => text(row.tipo_logradouro),
    requires: 'tipo_logradouro',
  },
  {
    key: 'logradouro',
    label: 'Logradouro',
    value: (row) => formatStreet(row.tipo_logradouro, row.logradouro),
  },
  { key: 'numero', label: 'Número', value: (row) => text(row.numero) },
  {
    key: 'complemento',
    label: 'Complemento',
    value: (row) => text(row.complemento),
    requires: 'complemento',
  },
  { key: 'bairro', label: 'Bairro', value: (row) => text(row.bairro) },
  { key: 'cidade', label: 'Município', value: (row) => text(row.municipio) },
  { key: 'uf', label: 'UF', value: (row) => text(row.uf) },
  { key: 'cidade_uf', label: 'Município/UF', value: cidadeUf },
  { key: 'cep', label: 'CEP', value: (row) => formatCep(row.cep), requires: 'cep' },
  { key: 'pais', label: 'País', value: () => 'Brasil' },
  ...phoneColumns('1', 'Telefone 1'),
  ...phoneColumns('2', 'Telefone 2'),
  ...phoneColumns('fax', 'Fax'),
  { key: 'celular_e164', label: 'Celular (internacional)', value: firstMobile },
  { key: 'whatsapp_numero', label: 'WhatsApp (número)', value: firstMobile },
  {
    key: 'whatsapp',
    label: 'WhatsApp',
    value: (row) =>
      Object.values(PHONES)
        .map(({ ddd, number }) => whatsappUrl(ddd(row), number(row)))
        .find(Boolean) ?? '',
  },
  { key: 'email', label: 'E-mail', value: (row) => text(row.email).toLowerCase() },
  {
    key: 'email_tipo',
    label: 'Tipo do e-mail',
    value: (row, context) => {
      const label = labelOf(row, context);
      return label ? EMAIL_LABELS[label] : '';
    },
  },
  {
    key: 'site',
    label: 'Site',
    value: (row, context) => emailSite(row.email, labelOf(row, context)) ?? '',
  },
  {
    key: 'dominio',
    label: 'Domínio',
    value: (row, context) =>
      labelOf(row, context) === 'dominio_proprio' ? emailDomain(row.email) : '',
  },
];

const BY_KEY: ReadonlyMap<string, CrmColumn> = new Map(CRM_COLUMNS.map((c) => [c.key, c]));

/** The column of `key`, or undefined for a key the catalogue does not have. */
export function crmColumn(key: string): CrmColumn | undefined {
  return BY_KEY.get(key);
}
