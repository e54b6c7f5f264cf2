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

/** The free plan keeps no lists in the account (docs/product.md#plans-and-permissions): said instead. */
export const NAO_CONTATAR_FREE_PLAN =
  'No plano Grátis sua conta não guarda listas: a empresa fica oculta apenas neste navegador.';

/** The undo offered beside what was said, while the company is still in its place. */
export const NAO_CONTATAR_UNDO = 'Desfazer';

/** Said once the undo took the company off that list. */
export const NAO_CONTATAR_UNDONE = 'Empresa retirada da lista "Não contatar".';

/** Said when the backend kept the company on the list: nothing changed, the undo can be tried again. */
export const NAO_CONTATAR_UNDO_FAILED =
  'Não foi possível retirar a empresa da lista "Não contatar" do servidor. Tente desfazer de novo.';

/** Said when the backend has no call to take a company off a list (extension missing, 404). */
export const NAO_CONTATAR_UNDO_UNAVAILABLE =
  'Este servidor não permite retirar empresas de uma lista: a empresa continua na lista "Não contatar".';

/**
 * Beside a page that left "Não contatar" out by itself: the backend's spreadsheet cannot leave it
 * out, the CRM file and "Enviar todos para lista" do (decision 057).
 */
export const NAO_CONTATAR_EXCEL_NOTE =
  'A planilha do Excel vem do servidor e inclui as empresas da lista "Não contatar"; o arquivo para CRM e "Enviar todos para lista" as deixam de fora.';

/** The mark of a company on that list, where it is shown rather than left out. */
export const NAO_CONTATAR_MARK = 'Na lista "Não contatar"';

/**
 * Beside a set the user chose by name (a list, the bulk lookup) holding companies on that list: they
 * are shown, marked, and left out of what is sent to a list or exported (decision 057).
 */
export function naoContatarLeftOutText(count: number): string {
  return count === 1
    ? '1 empresa está na lista "Não contatar": fica fora do que for enviado a uma lista ou exportado.'
    : `${count.toLocaleString('pt-BR')} empresas estão na lista "Não contatar": ficam fora do que for enviado a uma lista ou exportado.`;
}

/**
 * On a list's page holding companies on "Não contatar": the CRM file (written here) leaves them out;
 * the list's spreadsheets are the backend's files, which the app cannot change (decision 057).
 */
export function naoContatarInListText(count: number): string {
  const which =
    count === 1
      ? '1 empresa desta página está na lista "Não contatar": fica'
      : `${count.toLocaleString('pt-BR')} empresas desta página estão na lista "Não contatar": ficam`;
  return `${which} fora do arquivo para CRM. As planilhas Excel são geradas pelo servidor e não as excluem.`;
}

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
