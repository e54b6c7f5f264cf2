// The search filters in the URL live in the domain, derived from each filter's declaration
// (decision 029); the page's hooks import them from here.
export { filtersFromParams, filtersFromSaved, filtersToParams } from '@cnpj/domain';
