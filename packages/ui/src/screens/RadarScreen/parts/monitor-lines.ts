// A monitor's lines on the Radar page (docs/product.md#radar): the release it checked and when, and
// its count. The words are the domain's; the kit adds only the pt-BR date and time of the check.
import {
  checkedText,
  newSinceText,
  queueSince,
  radarNothingNewText,
  type QueueSince,
  type RadarMonitor,
} from '@cnpj/domain';
import { formatDate, formatDateTime } from '../../../format';

/** "Verificado na base de 31/10/2026 (em 01/11/2026, 08:12)"; "Ainda não verificado" before any check. */
export function lookedText(
  monitor: Pick<RadarMonitor, 'base_verificada' | 'verificado_em'>,
): string {
  const when = formatDateTime(monitor.verificado_em);
  const checked = checkedText(monitor);
  return monitor.base_verificada !== null && when !== '' ? `${checked} (em ${when})` : checked;
}

/** "Nenhuma empresa nova desde a base de 31/10/2026", or "desde 02/10/2026" before any release seen. */
export function nothingNewText(since: QueueSince): string {
  return since.release
    ? radarNothingNewText(since.date)
    : `Nenhuma empresa nova desde ${formatDate(since.date)}`;
}

/** The count line: "12 novas desde 31/10/2026", nothing new, or null before the first check. */
export function countText(monitor: Pick<RadarMonitor, 'novas' | 'novas_desde' | 'visto_ate'>) {
  const since = queueSince(monitor);
  if (since === null) return null;
  return monitor.novas > 0 ? newSinceText(monitor.novas, since) : nothingNewText(since);
}
