// Texts of the quick filters, of "only companies new to you" and of the data's source line
// (docs/product.md#search, #company-detail, #lists), word for word.
import { isoToBrDate } from '../dates';

/** The list a company goes on when it must not be contacted (LGPD objection, existing customer). */
export const NAO_CONTATAR_LIST_NAME = 'Não contatar';

/** The results row's and the detail's action putting a company on that list. */
export const NAO_CONTATAR_ACTION = 'Não contatar';

/** Said once the company is on that list. */
export const NAO_CONTATAR_DONE = 'Empresa adicionada à lista "Não contatar".';

/** Said when the list could not be saved in the backend: this browser keeps it. */
export const NAO_CONTATAR_LOCAL_ONLY =
  'Não foi possível salvar na lista "Não contatar" do servidor; a empresa fica oculta neste navegador.';

/** The quick chip filling the opening-date range with the last `days` days. */
export const openedInLastDaysLabel = (days: number): string => `Abertas nos últimos ${days} dias`;

/** The quick chips' group, for assistive technology. */
export const QUICK_FILTERS_LABEL = 'Filtros rápidos';

/** The words that say a filter only narrowed the page on screen (docs/product.md#search). */
export const PAGE_ONLY_FILTER = 'filtro aplicado às empresas desta página';

/**
 * Beside the results when the backend could not apply some filters: names them, and says the total
 * and the other pages are not filtered, so nobody reads "Exibindo X de Y" as the filtered count.
 */
export function pageOnlyFilterNote(labels: readonly string[]): string {
  return `${labels.join(', ')}: ${PAGE_ONLY_FILTER}. O total e as outras páginas não consideram este filtro.`;
}

/**
 * Where the data comes from (docs/product.md#company-detail, #search exports): the register's
 * update date as "dd/mm/aaaa"; null when that date is unknown, so the line is hidden.
 */
export function sourceLine(updateDate: string | null | undefined): string | null {
  const date = isoToBrDate(updateDate);
  return date === '' ? null : `Fonte: Receita Federal (dados abertos), base de ${date}`;
}
