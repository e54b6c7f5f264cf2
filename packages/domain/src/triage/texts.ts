// The triage's texts (docs/product.md#triage), each once, with pt-BR numbers: what each action
// announces, the undo notice, the end of a set and the summary on leaving. The kit shows these; the
// app's tests read the same words.
import {
  NAO_CONTATAR_DONE,
  NAO_CONTATAR_LIST_NAME,
  NAO_CONTATAR_UNDONE,
} from '../messages/prospecting';
import { formatPtBrInteger } from '../numbers';
import type { TriageChange, TriageSummary } from './session';

/** The view's title and the entry that opens it from a set of companies. */
export const TRIAGE_LABEL = 'Triagem';
/** Said while the set's first company is read. */
export const TRIAGE_LOADING = 'Carregando empresas…';
/** The partners while they are read. */
export const TRIAGE_PARTNERS_LOADING = 'Carregando sócios…';
/** The partners when they could not be read, beside "Tentar novamente". */
export const TRIAGE_PARTNERS_FAILED = 'Não foi possível carregar os sócios.';
/** Announced by C on a company without a phone. */
export const TRIAGE_NO_PHONE = 'Esta empresa não tem telefone.';
/** Announced by W on a company without a mobile. */
export const TRIAGE_NO_WHATSAPP = 'Esta empresa não tem celular para WhatsApp.';
/** Announced by E on a company without an e-mail. */
export const TRIAGE_NO_EMAIL = 'Esta empresa não tem e-mail.';
/** Announced once the e-mail is on the clipboard. */
export const TRIAGE_EMAIL_COPIED = 'E-mail copiado.';
/** Announced when the clipboard refused the e-mail. */
export const TRIAGE_EMAIL_COPY_FAILED = 'Não foi possível copiar o e-mail.';
/** The end of a page with a next one. */
export const TRIAGE_PAGE_END = 'Fim desta página.';
/** The button that goes on to the next page. */
export const TRIAGE_NEXT_PAGE = 'Próxima página';
/** The end of the whole set. */
export const TRIAGE_SET_END = 'Você chegou à última empresa.';
/** The summary's heading. */
export const TRIAGE_SUMMARY_TITLE = 'Resumo da triagem';
/** The summary of a triage that changed nothing. */
export const TRIAGE_SUMMARY_EMPTY =
  'Nenhuma empresa foi adicionada, contatada ou enviada para "Não contatar".';
/** Announced by X on a company not selected yet. */
export const TRIAGE_SELECTED = 'Empresa selecionada.';
/** Announced by X on a selected company. */
export const TRIAGE_UNSELECTED = 'Empresa retirada da seleção.';
/** Back to the set, from the summary. */
export const TRIAGE_BACK = 'Voltar às empresas';

const companyCount = (count: number) =>
  count === 1 ? '1 empresa' : `${formatPtBrInteger(count)} empresas`;

const companies = (count: number, singular: string, plural: string) =>
  count === 1 ? `1 empresa ${singular}` : `${formatPtBrInteger(count)} empresas ${plural}`;

/** Announced on each move: "12 de 50: Padaria Pão Quente". */
export function triageMoveText(position: string, name: string): string {
  return `${position}: ${name}`;
}

/** The notice after a change, the one "Desfazer" takes back. */
export function triageChangeText(change: TriageChange): string {
  switch (change.type) {
    case 'added':
      return `Empresa adicionada à lista "${change.list.name}".`;
    case 'doNotContact':
      return NAO_CONTATAR_DONE;
    case 'selected':
      return change.selected ? TRIAGE_SELECTED : TRIAGE_UNSELECTED;
  }
}

/** The notice after "Desfazer" took `change` back: the change's opposite, in the same words. */
export function triageUndoneText(change: TriageChange): string {
  switch (change.type) {
    case 'added':
      return `Empresa retirada da lista "${change.list.name}".`;
    case 'doNotContact':
      return NAO_CONTATAR_UNDONE;
    case 'selected':
      return change.selected ? TRIAGE_UNSELECTED : TRIAGE_SELECTED;
  }
}

/** The summary's lines, one per list, then "Não contatar", calls and messages; none when zero. */
export function triageSummaryLines(summary: TriageSummary): string[] {
  const lines = summary.lists.map(
    ({ list, count }) => `${companies(count, 'adicionada', 'adicionadas')} à lista "${list.name}"`,
  );
  if (summary.doNotContact > 0)
    lines.push(
      `${companies(summary.doNotContact, 'enviada', 'enviadas')} para "${NAO_CONTATAR_LIST_NAME}"`,
    );
  if (summary.called > 0) lines.push(`Ligação para ${companyCount(summary.called)}`);
  if (summary.messaged > 0) lines.push(`WhatsApp para ${companyCount(summary.messaged)}`);
  return lines;
}
