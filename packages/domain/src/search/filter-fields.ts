// Every search filter, declared once (decision 029): what the form holds (SearchFilters) and, per
// field, its label, default, group, whether it counts as "another filter" (docs/product.md#validation)
// and how it travels: in a link, in the search path (docs/product.md#calls), as a chip in the folded
// panel (docs/product.md#search) and back through a backend's strict reading. Defaults, validation,
// criteria, segments, the URL codec, chips, labels and the mock's parser are derived from here.
import {
  ordenacaoDefault,
  ordenacaoLabels,
  porteLabels,
  regimeTributarioDefault,
  regimeTributarioLabels,
  situacaoCadastralDefault,
  situacaoCadastralLabels,
} from '../generated/enums';
import { ordenacaoLabel, porteLabel, situacaoCadastralLabel } from '../labels';
import type {
  CriterioExtra,
  EmpresaResumo,
  Ordenacao,
  Porte,
  RegimeTributario,
  SearchCriteria,
  SearchPathParams,
  SituacaoCadastral,
  UfSigla,
} from '../types';
import {
  amount,
  cep,
  choice,
  codeList,
  date,
  enumList,
  freeText,
  toggle,
  uf,
  type ChipKind,
  type FilterGroup,
  type ValueKind,
} from './field-kinds';
import { headOfficeUndecidedText, headOfficeVerdict } from '../head-office';
import { hasMobilePhone } from './page-rules';

/** Everything the filter form holds: a plain, serialisable object (the app mirrors it in the URL). */
export interface SearchFilters {
  nomeEmpresa: string;
  /** '' until a UF is chosen. */
  uf: UfSigla | '';
  /** codigo_tom values of the chosen cities. */
  municipios: string[];
  bairro: string;
  logradouro: string;
  /** As typed, masked 00000-000. */
  cep: string;
  cnaes: string[];
  cnaesSecundarios: string[];
  situacaoCadastral: SituacaoCadastral;
  naturezaJuridica: string[];
  porte: Porte[];
  /** yyyy-mm-dd or ''. */
  dataAberturaIni: string;
  dataAberturaFim: string;
  /** 0 means "no bound" (an empty field becomes 0). */
  capitalSocialIni: number;
  capitalSocialFim: number;
  faturamentoIni: number;
  faturamentoFim: number;
  /** Not editable: the product hides the control, so it keeps its default. */
  regimeTributario: RegimeTributario;
  ordenacao: Ordenacao;
  comTelefone: boolean;
  comEmail: boolean;
  /** Extension criteria (extra-criteria.ts): applied by a backend that announced them, else to the page shown. */
  somenteMatriz: boolean;
  somenteCelular: boolean;
  ocultarEmListas: boolean;
}

/** A filter's name, as the form, the contract and the URL all spell it. */
export type FilterName = keyof SearchFilters;

/** One filter's declaration: its kind of value (how it travels) and how the product shows it. */
export interface FilterField<F, C, S, R> extends ValueKind<F, C, S, R> {
  /** The form's label, in Portuguese; null for a field the form does not show. */
  readonly label: string | null;
  /** The form's block; the folded second block's badge counts the 'additional' ones that are set. */
  readonly group: FilterGroup;
  /** Whether it is the "other filter" a search needs besides the UF (docs/product.md#validation). */
  readonly countsAsOther: boolean;
  /** The field it belongs to: without that one set, this one is cleared (cities need a UF). */
  readonly needs?: FilterName;
  /** Null for a field the folded panel never shows. */
  readonly chip: ChipKind | null;
  /**
   * An extension criterion (docs/product.md#search): it travels as this query parameter, only to a
   * backend that announced it in GET /api/capacidades, and never in the path.
   */
  readonly criterion?: CriterioExtra;
  /**
   * Without the backend, whether a row of the page shown stays (the page-only fallback); null when
   * the row cannot tell: it stays, and `undecided` says how many did.
   */
  readonly onPage?: (row: EmpresaResumo, context: PageContext) => boolean | null;
  /** Said beside the page when `onPage` could not judge `count` of its rows. */
  readonly undecided?: (count: number) => string;
}

/** What the page-only rules know besides the row: the CNPJs on the user's lists. */
export interface PageContext {
  readonly inLists: ReadonlySet<string>;
}

/** The declaration of the field named K, typed by its value in the form, the contract and the path. */
export type FieldOf<K extends FilterName> = FilterField<
  SearchFilters[K],
  SearchCriteria[K],
  K extends keyof SearchPathParams ? SearchPathParams[K] : unknown,
  unknown
>;

/** Every field's declaration, by name. */
export type FilterFields = { readonly [K in FilterName]: FieldOf<K> };

const isPorte = (code: string): code is Porte => Object.hasOwn(porteLabels, code);

/**
 * The declarations, in the form's order (docs/product.md#search): the chips follow it. The
 * `satisfies` makes a field of SearchFilters without a declaration (or the reverse) a type error.
 */
const declarations = {
  uf: {
    label: 'UF',
    group: 'basic',
    countsAsOther: false,
    chip: { kind: 'lookup', lookup: 'ufs' },
    ...uf(),
  },
  municipios: {
    label: 'Cidades',
    group: 'basic',
    countsAsOther: true,
    // docs/product.md#states-and-transitions: cities belong to the chosen UF.
    needs: 'uf',
    chip: { kind: 'lookup', lookup: 'municipios' },
    ...codeList(),
  },
  nomeEmpresa: {
    label: 'Nome da empresa',
    group: 'basic',
    countsAsOther: true,
    chip: { kind: 'text' },
    ...freeText({ accentless: true }),
  },
  cep: {
    label: 'CEP',
    group: 'basic',
    countsAsOther: true,
    chip: { kind: 'text' },
    ...cep(),
  },
  situacaoCadastral: {
    label: 'Situação cadastral',
    group: 'basic',
    countsAsOther: false,
    chip: { kind: 'label', label: situacaoCadastralLabel },
    ...choice(situacaoCadastralLabels, situacaoCadastralDefault),
  },
  ordenacao: {
    label: 'Ordenação',
    group: 'basic',
    countsAsOther: false,
    chip: { kind: 'label', label: ordenacaoLabel },
    ...choice(ordenacaoLabels, ordenacaoDefault),
  },
  cnaes: {
    label: 'CNAEs',
    group: 'additional',
    countsAsOther: true,
    chip: { kind: 'lookup', lookup: 'cnaes' },
    ...codeList(),
  },
  cnaesSecundarios: {
    label: 'CNAEs secundários',
    group: 'additional',
    countsAsOther: true,
    chip: { kind: 'lookup', lookup: 'cnaes' },
    ...codeList(),
  },
  naturezaJuridica: {
    label: 'Natureza jurídica',
    group: 'additional',
    countsAsOther: true,
    chip: { kind: 'lookup', lookup: 'naturezas' },
    ...codeList(),
  },
  porte: {
    label: 'Porte',
    group: 'additional',
    countsAsOther: true,
    chip: { kind: 'label', label: porteLabel },
    ...enumList(isPorte),
  },
  bairro: {
    label: 'Bairro',
    group: 'additional',
    countsAsOther: true,
    chip: { kind: 'text' },
    ...freeText(),
  },
  logradouro: {
    label: 'Logradouro',
    group: 'additional',
    countsAsOther: true,
    chip: { kind: 'text' },
    ...freeText(),
  },
  dataAberturaIni: {
    label: 'Data de abertura (de)',
    group: 'additional',
    countsAsOther: true,
    chip: { kind: 'date' },
    ...date(),
  },
  dataAberturaFim: {
    label: 'Data de abertura (até)',
    group: 'additional',
    countsAsOther: true,
    chip: { kind: 'date' },
    ...date(),
  },
  capitalSocialIni: {
    label: 'Capital social (de)',
    group: 'additional',
    countsAsOther: true,
    chip: { kind: 'money' },
    ...amount(),
  },
  capitalSocialFim: {
    label: 'Capital social (até)',
    group: 'additional',
    countsAsOther: true,
    chip: { kind: 'money' },
    ...amount(),
  },
  // docs/product.md#validation: revenue narrows a search but is not enough on its own.
  faturamentoIni: {
    label: 'Faturamento (de)',
    group: 'additional',
    countsAsOther: false,
    chip: { kind: 'money' },
    ...amount(),
  },
  faturamentoFim: {
    label: 'Faturamento (até)',
    group: 'additional',
    countsAsOther: false,
    chip: { kind: 'money' },
    ...amount(),
  },
  comTelefone: {
    label: 'Com telefone',
    group: 'additional',
    countsAsOther: true,
    chip: { kind: 'toggle' },
    ...toggle(),
  },
  comEmail: {
    label: 'Com e-mail',
    group: 'additional',
    countsAsOther: true,
    chip: { kind: 'toggle' },
    ...toggle(),
  },
  // docs/product.md#search quick filters and "only companies new to you": extension criteria.
  somenteMatriz: {
    label: 'Só matriz',
    group: 'quick',
    countsAsOther: false,
    chip: { kind: 'toggle' },
    criterion: 'somente_matriz',
    onPage: (row) => headOfficeVerdict(row),
    undecided: (count) => headOfficeUndecidedText(count, 'desta página'),
    ...toggle(),
  },
  somenteCelular: {
    label: 'Somente com celular',
    group: 'quick',
    countsAsOther: false,
    chip: { kind: 'toggle' },
    criterion: 'somente_celular',
    onPage: (row) => hasMobilePhone(row),
    ...toggle(),
  },
  ocultarEmListas: {
    label: 'Ocultar empresas que já estão nas minhas listas',
    group: 'quick',
    countsAsOther: false,
    chip: { kind: 'toggle' },
    criterion: 'excluir_listas',
    onPage: (row, context) => !context.inLists.has(row.cnpj),
    ...toggle(),
  },
  // docs/product.md#screens-and-routes hides the control: the path still carries its default, but
  // no link can set it and no chip shows it.
  regimeTributario: {
    label: null,
    group: 'hidden',
    countsAsOther: false,
    chip: null,
    ...choice(regimeTributarioLabels, regimeTributarioDefault),
    url: null,
  },
} satisfies FilterFields;

/** Every field's declaration, typed for code that walks all of them. */
export const FILTER_FIELDS: FilterFields = declarations;

/** The filters' names in the form's order (docs/product.md#search). */
export const FILTER_NAMES = Object.keys(declarations) as FilterName[];

/** A field the form labels (all but the hidden regime). */
export type LabelledFilter = {
  [K in FilterName]: (typeof declarations)[K]['label'] extends string ? K : never;
}[FilterName];

/** What a backend reads from each segment (the mock's criteria): empty dates are null. */
export type SearchSegmentValues = {
  [K in Exclude<FilterName, ExtraFilterName>]: ReturnType<
    (typeof declarations)[K]['segment']['read']
  >;
} & {
  /** Extension criteria: read from the query parameters, when the request carries them. */
  [K in ExtraFilterName]?: boolean;
};

/** The filters that are extension criteria: never in the path. */
export type ExtraFilterName = 'somenteMatriz' | 'somenteCelular' | 'ocultarEmListas';

/**
 * The segments in the order the path carries them (docs/product.md#calls); the contract fixes it,
 * so it is spelled out rather than taken from the table. The path ends with the backend user id.
 */
export const SEARCH_SEGMENT_ORDER = [
  'nomeEmpresa',
  'uf',
  'municipios',
  'bairro',
  'logradouro',
  'cep',
  'cnaes',
  'cnaesSecundarios',
  'situacaoCadastral',
  'naturezaJuridica',
  'porte',
  'dataAberturaIni',
  'dataAberturaFim',
  'capitalSocialIni',
  'capitalSocialFim',
  'faturamentoIni',
  'faturamentoFim',
  'regimeTributario',
  'comTelefone',
  'comEmail',
  'ordenacao',
  'user_id',
] as const satisfies readonly (keyof SearchPathParams)[];

// A path parameter of the contract missing from the order is a type error here.
type Unordered = Exclude<keyof SearchPathParams, (typeof SEARCH_SEGMENT_ORDER)[number]>;
const everySegmentOrdered: [Unordered] extends [never] ? true : Unordered = true;
void everySegmentOrdered;

/**
 * The order links have always carried their params in. Kept so a link written before reads back
 * byte for byte: the search page compares queries to tell the form's echo from an edit. A field
 * not listed (a new one) follows, in the form's order.
 */
export const URL_PARAM_ORDER = [
  'uf',
  'nomeEmpresa',
  'bairro',
  'logradouro',
  'cep',
  'municipios',
  'cnaes',
  'cnaesSecundarios',
  'naturezaJuridica',
  'porte',
  'situacaoCadastral',
  'ordenacao',
  'dataAberturaIni',
  'dataAberturaFim',
  'capitalSocialIni',
  'capitalSocialFim',
  'faturamentoIni',
  'faturamentoFim',
  'comTelefone',
  'comEmail',
] as const satisfies readonly FilterName[];
