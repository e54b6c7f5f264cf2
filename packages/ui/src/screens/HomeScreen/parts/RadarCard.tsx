import {
  RADAR_EMPTY,
  RADAR_LABEL,
  RADAR_NOT_CHECKED,
  radarCardText,
  radarNothingNewText,
  type QueueSince,
} from '@cnpj/domain';
import { useId } from 'react';
import { Card } from '../../../components/Card';
import type { LinkComponent } from '../../shared/link';
import { navEntries, radarMonitorHref } from '../../shared/nav';
import { RadarFreePlan } from '../../shared/radar';
import styles from './RadarCard.module.css';

/** One monitor on the card. */
export interface RadarCardLine {
  id: string;
  name: string;
  /** The companies in its queue. */
  count: number;
  /** Where its queue starts (the domain's queueSince); null before its first check. */
  since: QueueSince | null;
}

/** What the Radar card on Início shows. */
export type RadarCardState =
  | { kind: 'free' }
  | {
      kind: 'ready';
      /** The update date (the current release), for "Nenhuma empresa nova desde a base de …". */
      release: string | null;
      monitors: readonly RadarCardLine[];
    };

/** Props of {@link RadarCard}. */
export interface RadarCardProps {
  state: RadarCardState;
  link: LinkComponent;
}

/** A monitor's line: its count since its queue starts, or not checked yet. */
function lineText(line: RadarCardLine): string {
  return line.since === null
    ? `${RADAR_NOT_CHECKED}: ${line.name}`
    : radarCardText(line.count, line.name, line.since);
}

/**
 * The Radar on Início (docs/product.md#radar "Told where the user looks"): one line per monitor,
 * "12 empresas novas em 'Padarias Campinas' desde a base de 31/10/2026", each opening its queue; with
 * nothing new anywhere, one line, "Nenhuma empresa nova desde a base de …"; the free plan is told
 * what the Radar does, with "Assinar".
 */
export function RadarCard({ state, link: Link }: RadarCardProps) {
  const titleId = useId();
  return (
    <Card
      aria-labelledby={titleId}
      title={<span id={titleId}>{RADAR_LABEL}</span>}
      actions={<Link href={navEntries.radar.href}>Abrir o Radar</Link>}
    >
      <RadarCardBody state={state} link={Link} />
    </Card>
  );
}

function RadarCardBody({ state, link: Link }: RadarCardProps) {
  if (state.kind === 'free') return <RadarFreePlan linkComponent={Link} />;
  const { monitors, release } = state;
  if (monitors.length === 0) return <p className={styles.plain}>{RADAR_EMPTY}</p>;
  if (release !== null && monitors.every((line) => line.count === 0 && line.since !== null))
    return <p className={styles.plain}>{radarNothingNewText(release)}</p>;
  return (
    <ul className={styles.lines}>
      {monitors.map((line) => (
        <li key={line.id}>
          {line.count > 0 ? (
            <Link href={radarMonitorHref(line.id)} className={styles.news}>
              {lineText(line)}
            </Link>
          ) : (
            <span className={styles.plain}>{lineText(line)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
