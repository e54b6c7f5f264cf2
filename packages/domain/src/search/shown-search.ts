// The actions on the results ("Excel", "Enviar todos para lista") act on the search shown, never on
// filters that were edited and not searched (docs/product.md#search "The search shown", decision 030):
// when the form differs, their confirmation says which search they take, with its total.
import { exceedsRowCap } from '../limits';
import { formatPtBrInteger } from '../numbers';
import { exportConfirmationMessage, sendAllConfirmationMessage } from './filters';

/** The sentence that names the search an action takes when the form holds other filters. */
export function shownSearchNote(total: number): string {
  return `Os filtros foram alterados e ainda não foram pesquisados. Esta ação usa a pesquisa exibida, com ${formatPtBrInteger(total)} resultados.`;
}

/** Whether an action on `total` results asks first: above the row cap, or while the form differs. */
export function needsConfirmation(total: number, stale: boolean): boolean {
  return stale || exceedsRowCap(total);
}

function confirmation(total: number, stale: boolean, capMessage: (total: number) => string) {
  const parts = [
    stale ? shownSearchNote(total) : null,
    exceedsRowCap(total) ? capMessage(total) : null,
  ];
  return parts.filter((part) => part !== null).join(' ');
}

/** "Exportar para Excel": the search it takes (when the form differs) and the row cap (above it). */
export function exportConfirmation(total: number, stale: boolean): string {
  return confirmation(total, stale, exportConfirmationMessage);
}

/** "Enviar todos para lista": the search it takes (when the form differs) and the row cap (above it). */
export function sendAllConfirmation(total: number, stale: boolean): string {
  return confirmation(total, stale, sendAllConfirmationMessage);
}

/**
 * What leaving the search page would lose, in the question's words; null when nothing would be
 * (docs/product.md#search: the search shown survives back and reload, so it is not lost).
 */
export function leaveSearchMessage(lost: {
  selected: number;
  exporting: boolean;
  sendingAll: boolean;
}): string | null {
  const parts: string[] = [];
  if (lost.selected === 1) parts.push('A empresa selecionada deixará de estar selecionada.');
  if (lost.selected > 1)
    parts.push(
      `As ${formatPtBrInteger(lost.selected)} empresas selecionadas deixarão de estar selecionadas.`,
    );
  if (lost.exporting) parts.push('O download da planilha em andamento será cancelado.');
  if (lost.sendingAll) parts.push('O envio dos resultados para a lista será cancelado.');
  return parts.length === 0 ? null : parts.join(' ');
}
