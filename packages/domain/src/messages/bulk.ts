// The bulk CNPJ lookup, word for word from docs/product.md#bulk-cnpj-lookup.

/** The screen's title and its menu entry. */
export const BULK_LOOKUP_TITLE = 'Consultar CNPJs em lote';
/** The text box's label. */
export const BULK_INPUT_LABEL = 'CNPJs';
/** The text box's hint. */
export const BULK_INPUT_HINT =
  'Cole ou digite os CNPJs, com ou sem máscara, separados por linha, vírgula, ponto e vírgula ou espaço. Até 1.000 por consulta.';
/** The file button. */
export const BULK_FILE_BUTTON = 'Enviar arquivo (.txt, .csv ou .xlsx)';
/** The lookup button. */
export const BULK_SUBMIT_BUTTON = 'Consultar';
/** The cancel button while a lookup runs. */
export const BULK_CANCEL_BUTTON = 'Cancelar';
/** Retries only the CNPJs that failed. */
export const BULK_RETRY_FAILED_BUTTON = 'Tentar de novo as que falharam';
/** Downloads the not-found and invalid CNPJs. */
export const BULK_DOWNLOAD_MISSING_BUTTON = 'Baixar não encontradas e inválidas (.csv)';
/** Adds the found companies to a list. */
export const BULK_ADD_TO_LIST_BUTTON = 'Adicionar à lista';
/** The CRM export, when the app offers it. */
export const BULK_EXPORT_CRM_BUTTON = 'Exportar para CRM';
/** The quick filters. */
export const BULK_ONLY_ACTIVE_FILTER = 'Somente ativas';
export const BULK_ONLY_HEAD_OFFICES_FILTER = 'Somente matrizes';
/** The link from "Pesquisar CNPJ". */
export const BULK_LOOKUP_LINK = 'Tem muitos CNPJs? Consulte em lote';

/** The counts line: "12 válidos, 3 repetidos, 2 inválidos". */
export function bulkCountsText(valid: number, repeated: number, invalid: number): string {
  const n = (count: number) => count.toLocaleString('pt-BR');
  return `${n(valid)} ${valid === 1 ? 'válido' : 'válidos'}, ${n(repeated)} ${repeated === 1 ? 'repetido' : 'repetidos'}, ${n(invalid)} ${invalid === 1 ? 'inválido' : 'inválidos'}`;
}

/** Above 1,000: how many were left out. */
export function bulkOverLimitText(left: number): string {
  return `Mais de 1.000 CNPJs: serão consultados os primeiros 1.000 e ${left.toLocaleString('pt-BR')} ${left === 1 ? 'ficou' : 'ficaram'} de fora.`;
}

/** The progress line: "123 de 800". */
export function bulkProgressText(done: number, total: number): string {
  return `${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')}`;
}

/** Draws the next companies of a long result: "Mostrar mais 100". */
export function bulkShowMoreText(count: number): string {
  return `Mostrar mais ${count.toLocaleString('pt-BR')}`;
}

/** Nothing typed nor sent. */
export const BULK_EMPTY_MESSAGE = 'Cole ou digite ao menos um CNPJ, ou envie um arquivo.';
/** Only invalid CNPJs. */
export const BULK_ONLY_INVALID_MESSAGE =
  'Nenhum CNPJ válido encontrado. Confira os CNPJs listados como inválidos.';
/** A file of another kind. */
export const BULK_FILE_TYPE_MESSAGE = 'Envie um arquivo .txt, .csv ou .xlsx.';
/** A file above the size limit. */
export const BULK_FILE_TOO_LARGE_MESSAGE =
  'Arquivo muito grande: o limite é de 5 MB. Envie só a coluna dos CNPJs.';
/** A binary file with a text or spreadsheet name. */
export const BULK_FILE_BINARY_MESSAGE =
  'Não foi possível ler o arquivo: ele não é um texto, CSV ou planilha .xlsx válido.';
/** A password-protected spreadsheet. */
export const BULK_FILE_ENCRYPTED_MESSAGE =
  'A planilha está protegida por senha. Salve-a sem senha e envie de novo.';
/** A table where no column holds CNPJs. */
export const BULK_NO_CNPJ_COLUMN_MESSAGE = 'Nenhuma coluna do arquivo contém CNPJs válidos.';
/** The column picker's label. */
export const BULK_COLUMN_PICKER_LABEL = 'Coluna com os CNPJs';
/** Reading the file failed for another reason. */
export const BULK_FILE_FAILED_MESSAGE = 'Não foi possível ler o arquivo. Tente de novo.';
/** The lookup was cancelled: what was fetched stays. */
export const BULK_CANCELLED_MESSAGE =
  'Consulta cancelada. Os resultados já obtidos foram mantidos.';
/** Some lookups failed twice. */
export function bulkFailedText(count: number): string {
  return count === 1
    ? '1 consulta falhou depois de uma nova tentativa.'
    : `${count.toLocaleString('pt-BR')} consultas falharam depois de uma nova tentativa.`;
}
/** The backend has no bulk call: each CNPJ is read on its own. */
export const BULK_FALLBACK_NOTICE =
  'Este servidor não oferece a consulta em lote: cada CNPJ é consultado individualmente, até 4 por vez.';

/** Each CNPJ's status, as the results show it. */
export const BULK_STATUS_LABELS = {
  encontrada: 'Encontrada',
  nao_encontrada: 'Não encontrada',
  invalida: 'Inválida',
  falhou: 'Falhou',
  pendente: 'Aguardando',
} as const;

/** The not-found/invalid file's name. */
export const BULK_MISSING_FILENAME = 'cnpjs-nao-encontrados.csv';
