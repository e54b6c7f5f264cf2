// docs/product.md#exporting-to-a-crm: the texts of the "Exportar para CRM" dialog, word for word.
import { formatPtBrInteger } from '../numbers';

/** The preset picker's label. */
export const CRM_PRESET_LABEL = 'Formato do arquivo';
/** The column picker's legend. */
export const CRM_COLUMNS_LEGEND = 'Colunas';
/** The column picker's two shortcuts. */
export const CRM_ALL_COLUMNS_ACTION = 'Marcar todas';
export const CRM_NO_COLUMNS_ACTION = 'Desmarcar todas';
/** The dialog's main action and the file it writes. */
export const CRM_EXPORT_ACTION = 'Baixar CSV';
export const CRM_CLOSE_ACTION = 'Fechar';
export const CRM_CANCEL_ACTION = 'Cancelar';
export const CRM_RETRY_ACTION = 'Tentar novamente';
/**
 * What the file is, under the picker: the format a pt-BR Excel and the CRMs read. It opens in Excel as
 * it is because CNPJ, CEP and phones are written masked, which keeps them text (decision 055).
 */
export const CRM_FILE_HINT =
  'Arquivo CSV em UTF-8, separado por ponto e vírgula, que o Excel em português abre direto: CNPJ, CEP e telefones vão com máscara (+55 11 98765-4321), então a planilha mantém o "+" e os zeros à esquerda.';

/** "A", "B" e "C". */
function quotedList(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length < 2
    ? quoted.join('')
    : `${quoted.slice(0, -1).join(', ')} e ${quoted.at(-1)}`;
}

/** Under the picker: which presets' headers were checked against a template the CRM publishes. */
export function crmTemplateCheckText(checked: readonly string[]): string {
  return checked.length === 0
    ? 'Nenhum formato foi conferido coluna a coluna com um modelo de importação publicado pelo CRM: confira o mapeamento ao importar.'
    : `Conferidos coluna a coluna com o modelo de importação publicado pelo CRM: ${quotedList(checked)}.`;
}

/** After the file: the ticked columns left out because the backend sends no data for them. */
export function crmMissingColumnsText(headers: readonly string[]): string {
  return headers.length === 1
    ? `A coluna ${quotedList(headers)} ficou fora do arquivo: este servidor não envia esse dado das empresas.`
    : `As colunas ${quotedList(headers)} ficaram fora do arquivo: este servidor não envia esses dados das empresas.`;
}
/** Every ticked column is one the backend sends no data for: no file is written. */
export const CRM_NO_COLUMNS_SENT_MESSAGE =
  'Este servidor não envia os dados das colunas escolhidas. Escolha outras colunas.';
/** No column ticked: nothing to write. */
export const CRM_NO_COLUMNS_MESSAGE = 'Escolha ao menos uma coluna.';
/** docs/product.md#plans-and-permissions: the free plan exports nothing, to a CRM as to Excel. */
export const CRM_FREE_PLAN_ALERT =
  'Você está no plano Grátis. Faça um upgrade para exportar empresas para o seu CRM.';
/** Nothing to export (an empty list, a search without results). */
export const CRM_NOTHING_TO_EXPORT_MESSAGE = 'Não há empresas para exportar.';
/** Loading every row failed. */
export const CRM_LOAD_FAILED_MESSAGE =
  'Não foi possível carregar as empresas para exportar. Tente novamente.';
/** The backend cannot give a list's companies (it lacks the one-list call): said as it is. */
export const CRM_LIST_UNAVAILABLE_MESSAGE =
  'Este servidor não permite carregar as empresas da lista, então não é possível exportá-las para o CRM.';

/** While every row loads: how far it is, when the size is known. */
export function crmLoadingText(percent: number | null): string {
  return percent === null
    ? 'Carregando as empresas...'
    : `Carregando as empresas... ${formatPtBrInteger(percent)}%`;
}

/** The file was written. */
export function crmDoneText(fileName: string, rows: number): string {
  const companies = rows === 1 ? '1 empresa' : `${formatPtBrInteger(rows)} empresas`;
  return `Arquivo ${fileName} baixado com ${companies}.`;
}

/** Under the title, on the search: the companies it exports (at most the export cap). */
export function crmSearchDescription(total: number, cap: number): string {
  const count = Math.min(total, cap);
  return count === 1
    ? '1 empresa da pesquisa exibida'
    : `${formatPtBrInteger(count)} empresas da pesquisa exibida`;
}

/** Under the title, on a list's page. */
export function crmListDescription(listName: string): string {
  return `Todas as empresas da lista "${listName}"`;
}
