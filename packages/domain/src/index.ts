// The domain core's public surface: the contract's types and enumerations (generated from
// openapi.yaml) and every business rule of the product, each once (docs/product.md).
export type * from './types';
export type { components, operations, paths } from './generated/schema';
export * from './generated/enums';
export * from './limits';
export * from './messages';
export * from './plans';
export * from './free-plan';
export * from './subscription';
export * from './my-lists';
export * from './cnpj';
export * from './cep';
export * from './formats';
export * from './contacts';
export * from './crm';
export * from './dates';
export * from './update-dates';
export * from './numbers';
export * from './text';
export * from './signup';
export * from './labels';
export * from './situacao';
export * from './ufs';
export * from './search/filters';
export * from './search/criteria';
export * from './search/shown-search';
export {
  FILTER_FIELDS,
  FILTER_NAMES,
  type FieldOf,
  type FilterField,
  type FilterFields,
  type FilterName,
  type LabelledFilter,
  type PageContext,
  type SearchSegmentValues,
} from './search/filter-fields';
export * from './search/extra-criteria';
export * from './search/quick-filters';
export { hasMobilePhone } from './search/page-rules';
export * from './head-office';
export type { ChipKind, FilterGroup, LookupName, SegmentKind } from './search/field-kinds';
export {
  EMPTY_SEGMENT,
  SEARCH_SEGMENT_ORDER,
  SegmentError,
  readSearchSegments,
  toSearchSegments,
} from './search/segments';
export { filtersFromParams, filtersFromSaved, filtersToParams, sameFilters } from './search/url';
export { SEARCH_PATH_TEMPLATE, buildSearchPath, encodeSegment } from './search/path';
export { CNAE_SYNONYMS, type CnaeSynonym } from './cnae/synonyms';
export {
  cnaeMatcher,
  matchCnaes,
  parseCnaeQuery,
  type CnaeItem,
  type CnaeMatcher,
  type CnaeQuery,
} from './cnae/match';
export * from './bulk';
export * from './radar';
export * from './triage';
