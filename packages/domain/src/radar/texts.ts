// The Radar's texts (docs/product.md#radar), each once, with pt-BR numbers and dates: the card on
// Início, the menu's count, a monitor's lines, what a check left out, the bounded read and the list
// changes. The kit and the app show these; the mock's QA console quotes them.
import { addDays, isoToBrDate } from '../dates';
import { radarExclusaoLabels, radarMudancaTipoLabels } from '../generated/enums';
import { formatPtBrInteger } from '../numbers';
import { RADAR_MAX_ROWS } from './bounded-read';
import type { RadarCleared } from './exclusions';
import type { CompanyChange } from './changes';
import type { RadarExclusao, RadarMonitor } from './types';

/** The menu entry (desktop and phone) and the page's title. */
export const RADAR_LABEL = 'Radar';
/** The route of the Radar page. */
export const RADAR_PATH = '/radar';
/** The action on the search shown and on a saved search. */
export const RADAR_MONITOR_ACTION = 'Monitorar no Radar';
/** Empties a monitor's queue until the next release. */
export const RADAR_MARK_SEEN_ACTION = 'Marcar como vistas';
/** Said where monitors live in this browser (the backend lacks the extension). */
export const RADAR_IN_BROWSER_NOTE =
  'verificado neste navegador quando você entra; sem aviso por e-mail';
/**
 * Said beside a queue kept in this browser, where "Excel" is missing: the spreadsheet is the backend's,
 * of the queue it keeps, and this queue is not the backend's. The CRM file carries the same companies.
 */
export const RADAR_EXCEL_IN_BROWSER =
  'Sem planilha do Excel para uma fila verificada neste navegador: use "Exportar para CRM" para levar estas empresas num arquivo.';
/** Said on a monitor whose check failed: what the queue held is kept. */
export const RADAR_CHECK_FAILED =
  'Não foi possível verificar este monitor. As empresas que já estavam na fila continuam nela.';
/** A paused monitor's state. */
export const RADAR_PAUSED = 'Pausado';
/** A monitor being checked. */
export const RADAR_CHECKING = 'Verificando…';
/** A monitor not checked yet. */
export const RADAR_NOT_CHECKED = 'Ainda não verificado';
/** The Radar page with no monitor. */
export const RADAR_EMPTY =
  'Nenhuma pesquisa monitorada. Use "Monitorar no Radar" numa pesquisa ou numa pesquisa salva.';
/** What the free plan reads instead of the Radar, beside "Assinar" (docs/product.md#radar "Plans"). */
export const RADAR_FREE_PLAN_TEXT =
  'O Radar mostra, a cada atualização da base, as empresas novas das pesquisas que você monitora. Cada verificação é uma pesquisa, por isso o Radar é dos planos pagos: no plano Grátis ele não gasta nenhuma das suas 10 pesquisas.';
/** Said when the list's changes could not be read. */
export const RADAR_LIST_CHANGES_FAILED =
  'Não foi possível ver o que mudou nesta lista. Tente novamente.';
/** Said where the backend cannot list a list's companies, so its changes cannot be told. */
export const RADAR_LIST_CHANGES_UNAVAILABLE =
  'Este servidor não permite ler as empresas de uma lista, por isso o Radar não consegue dizer o que mudou nela.';

/** Where a monitor's queue starts: after a release (marked as seen) or, before any, a first check's days. */
export interface QueueSince {
  /** The day shown (dd/mm/aaaa source, yyyy-mm-dd). */
  date: string;
  /** True when `date` is a release of the register ("desde a base de"). */
  release: boolean;
}

/**
 * Where the queue starts, for the texts: after the release last marked as seen ("desde a base de
 * 31/10/2026"), else from the first day the first check took ("desde 02/10/2026"); null before the
 * first check.
 */
export function queueSince(
  monitor: Pick<RadarMonitor, 'novas_desde' | 'visto_ate'>,
): QueueSince | null {
  if (monitor.novas_desde === null) return null;
  return monitor.visto_ate !== null && monitor.visto_ate === monitor.novas_desde
    ? { date: monitor.novas_desde, release: true }
    : { date: addDays(monitor.novas_desde, 1), release: false };
}

function sinceWords(since: QueueSince): string {
  return since.release
    ? `desde a base de ${isoToBrDate(since.date)}`
    : `desde ${isoToBrDate(since.date)}`;
}

/** The card on Início for one monitor: "12 empresas novas em 'Padarias Campinas' desde a base de 31/10/2026". */
export function radarCardText(count: number, name: string, since: QueueSince): string {
  if (count === 0) return `Nenhuma empresa nova em '${name}' ${sinceWords(since)}`;
  const companies = count === 1 ? '1 empresa nova' : `${formatPtBrInteger(count)} empresas novas`;
  return `${companies} em '${name}' ${sinceWords(since)}`;
}

/** The card when no monitor has anything new: "Nenhuma empresa nova desde a base de 31/10/2026". */
export function radarNothingNewText(release: string): string {
  return `Nenhuma empresa nova desde a base de ${isoToBrDate(release)}`;
}

/** A monitor's count on the Radar page: "12 novas desde 31/10/2026". */
export function newSinceText(count: number, since: QueueSince): string {
  const novas = count === 1 ? '1 nova' : `${formatPtBrInteger(count)} novas`;
  return `${novas} desde ${isoToBrDate(since.date)}`;
}

/** The menu entry's count: "Radar" with the companies waiting, read out as such. */
export function radarMenuCountLabel(count: number): string {
  return count === 1
    ? '1 empresa nova no Radar'
    : `${formatPtBrInteger(count)} empresas novas no Radar`;
}

/** The release a monitor checked last: "Verificado na base de 31/10/2026". */
export function checkedText(monitor: Pick<RadarMonitor, 'base_verificada'>): string {
  return monitor.base_verificada === null
    ? RADAR_NOT_CHECKED
    : `Verificado na base de ${isoToBrDate(monitor.base_verificada)}`;
}

/**
 * A check that stopped at its bound: "Lidas as primeiras 250 de 1.340 empresas abertas no período
 * (as mais recentes)."; null when it read them all.
 */
export function boundedReadText(total: number): string | null {
  if (total <= RADAR_MAX_ROWS) return null;
  return `Lidas as primeiras ${formatPtBrInteger(RADAR_MAX_ROWS)} de ${formatPtBrInteger(total)} empresas abertas no período (as mais recentes). Refine os filtros do monitor para ver todas.`;
}

const exclusionWords = (names: readonly RadarExclusao[]) =>
  names
    .map((name) =>
      radarExclusaoLabels[name].toLowerCase().replace('"não contatar"', '"Não contatar"'),
    )
    .join(', ');

/**
 * What a check left out, and where, said plainly (decision 043's honesty): by the backend, by this
 * browser among the companies it read, or not at all.
 */
export function radarExclusionNote(
  cleared: Pick<RadarCleared<never>, 'byBackend' | 'here' | 'notApplied'> &
    Partial<Pick<RadarCleared<never>, 'filtersHere' | 'undecided'>>,
): string {
  const parts: string[] = [];
  if (cleared.byBackend.length > 0)
    parts.push(`Deixadas de fora pelo servidor: ${exclusionWords(cleared.byBackend)}.`);
  if (cleared.here.length > 0) {
    const exported = cleared.here.includes('exportadas')
      ? ' As exportadas antes são só as dos arquivos gerados neste navegador; as planilhas do Excel vêm do servidor e não contam.'
      : '';
    parts.push(
      `Deixadas de fora neste navegador, entre as empresas lidas: ${exclusionWords(cleared.here)}.${exported}`,
    );
  }
  if ((cleared.filtersHere ?? []).length > 0)
    parts.push(
      `${(cleared.filtersHere ?? []).join(', ')}: filtro aplicado neste navegador às empresas lidas.`,
    );
  parts.push(...(cleared.undecided ?? []));
  if (cleared.notApplied.length > 0)
    parts.push(`Não foi possível deixar de fora: ${exclusionWords(cleared.notApplied)}.`);
  return parts.join(' ');
}

/** One change of a listed company in words: 'Situação cadastral: agora "Baixada" (antes "Ativa")'. */
export function changeText(change: CompanyChange): string {
  const label = radarMudancaTipoLabels[change.tipo];
  switch (change.tipo) {
    case 'situacao':
      return `${label}: agora "${change.depois}" (antes "${change.antes}")`;
    case 'telefone_removido':
    case 'email_removido':
      return `${label}: ${change.antes}`;
    default:
      return change.antes
        ? `${label}: ${change.depois} (antes ${change.antes})`
        : `${label}: ${change.depois}`;
  }
}

/** A list with nothing changed since a release. */
export function noListChangesText(since: string): string {
  return `Nada mudou nas empresas desta lista desde a base de ${isoToBrDate(since)}.`;
}

/**
 * Compared in this browser, before any comparison could be made: the lists' companies are kept as
 * they are today, for the next release.
 */
export const RADAR_LIST_CHANGES_FIRST =
  'A primeira comparação sai na próxima atualização da base; até lá, o Radar guarda neste navegador o que suas listas têm hoje.';
/** A list first read at this release (made since the last one), among lists already compared. */
export const RADAR_LIST_CHANGES_FIRST_OF_LIST =
  'A primeira comparação desta lista sai na próxima atualização da base.';

/** Where a list was compared: "Comparado neste navegador com o que você viu na base de 31/10/2026." */
export function comparedHereText(since: string): string {
  return `Comparado neste navegador com o que você viu na base de ${isoToBrDate(since)}.`;
}

/**
 * A list compared past what one reading takes: "Lidas as primeiras 250 de 1.340 empresas desta
 * lista; as outras não foram comparadas."; null when every company was read.
 */
export function listReadBoundText(read: number, total: number): string | null {
  if (total <= read) return null;
  return `Lidas as primeiras ${formatPtBrInteger(read)} de ${formatPtBrInteger(total)} empresas desta lista; as outras não foram comparadas.`;
}
