// The parts of the browser-data file (decision 056): the saved searches kept in this browser, the
// companies put on lists or on "Não contatar" from it, and the WhatsApp greeting. Each joins an import
// without losing what is kept.
import { DEFAULT_WHATSAPP_GREETING } from '@cnpj/domain';
import { browserDataPart } from './browser-data';
import { mergeSavedSearches, type SavedSearches } from './saved-searches';
import { greetingState } from './whatsapp-greeting';
import { knownCompaniesState, type KnownCompanies } from '../company-set/known-companies';

/** The saved searches kept in this browser. */
export const savedSearchesPart = (local: SavedSearches) =>
  browserDataPart('pesquisas_salvas', local.state, mergeSavedSearches);

const knownCompaniesPart = browserDataPart(
  'empresas_marcadas',
  knownCompaniesState,
  (kept: KnownCompanies, imported: KnownCompanies): KnownCompanies => ({
    inLists: new Set([...kept.inLists, ...imported.inLists]),
    naoContatar: new Set([...kept.naoContatar, ...imported.naoContatar]),
  }),
);

// The greeting written here stays; an imported one replaces only the default.
const greetingPart = browserDataPart('saudacao_whatsapp', greetingState, (kept, imported) =>
  kept === DEFAULT_WHATSAPP_GREETING ? imported : kept,
);

/** Everything this browser keeps for the signed-in user. */
export const allBrowserDataParts = (local: SavedSearches) =>
  [savedSearchesPart(local), knownCompaniesPart, greetingPart] as const;
