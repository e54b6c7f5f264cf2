// The Radar page, /radar (docs/product.md#radar, decision 071): the searches watched at every
// release of the register, each with its queue of companies new to the user, and what changed in
// the user's lists. The app owns the data and the checks; this screen shows the state it is given.
import { RADAR_EMPTY, RADAR_IN_BROWSER_NOTE, RADAR_LABEL } from '@cnpj/domain';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { PlainLink, type LinkComponent } from '../shared/link';
import { navEntries } from '../shared/nav';
import { RadarFreePlan } from '../shared/radar';
import { ListChanges } from './parts/ListChanges';
import { MonitorItem, type MonitorActions } from './parts/MonitorItem';
import { MonitorQueue } from './parts/MonitorQueue';
import type { ListChangesState, RadarMonitorItem, RadarQueueView, RadarScreenState } from './types';
import styles from './RadarScreen.module.css';

/** Said when the monitors could not be read. */
export const RADAR_LOAD_FAILED = 'Não foi possível carregar os monitores do Radar.';

/** Props of {@link RadarScreen}. */
export interface RadarScreenProps extends MonitorActions {
  state: RadarScreenState;
  /** The monitor opened, with its queue; null or omitted shows the monitors. */
  opened?: RadarQueueView | null;
  /** "Voltar ao Radar" from a queue. */
  onClose: () => void;
  onMarkSeen: (monitorId: string) => void;
  /** What changed in the user's lists; shown beside the monitors. */
  listChanges: ListChangesState;
  onRetryListChanges: (listId: number) => void;
  /** Renders in-app links (each change opens its company, "Assinar"); a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/** The Radar page. */
export function RadarScreen(props: RadarScreenProps) {
  const { state } = props;
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{RADAR_LABEL}</h1>
        {state.kind === 'ready' && state.place === 'browser' && (
          <p className={styles.place}>{RADAR_IN_BROWSER_NOTE}</p>
        )}
      </header>
      <RadarBody {...props} />
    </div>
  );
}

function RadarBody(props: RadarScreenProps) {
  const { state, opened, linkComponent: Link = PlainLink } = props;
  if (state.kind === 'loading')
    return (
      <p className={styles.plain} role="status">
        Carregando monitores…
      </p>
    );
  if (state.kind === 'error')
    return (
      <Banner
        variant="error"
        action={
          <Button size="sm" variant="secondary" onClick={state.onRetry}>
            Tentar novamente
          </Button>
        }
      >
        {RADAR_LOAD_FAILED}
      </Banner>
    );
  if (state.kind === 'free') return <RadarFreePlan linkComponent={Link} />;
  const open = opened ? state.monitors.find((item) => item.monitor.id === opened.monitorId) : null;
  if (opened && open)
    return (
      <MonitorQueue
        item={open}
        queue={opened}
        onClose={props.onClose}
        onMarkSeen={props.onMarkSeen}
        onRetryCheck={props.onRetryCheck}
      />
    );
  return (
    <>
      {state.monitors.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.plain}>{RADAR_EMPTY}</p>
          <Button asChild variant="secondary">
            <Link href={navEntries.search.href}>{navEntries.search.label}</Link>
          </Button>
        </div>
      ) : (
        <MonitorList {...props} monitors={state.monitors} />
      )}
      <ListChanges state={props.listChanges} onRetry={props.onRetryListChanges} link={Link} />
    </>
  );
}

function MonitorList({
  monitors,
  ...actions
}: MonitorActions & { monitors: readonly RadarMonitorItem[] }) {
  const names = monitors.map((item) => item.monitor.nome);
  return (
    <ul className={styles.monitors} aria-label="Monitores">
      {monitors.map((item) => (
        <MonitorItem
          key={item.monitor.id}
          item={item}
          takenNames={names}
          onOpen={actions.onOpen}
          onRename={actions.onRename}
          onPausedChange={actions.onPausedChange}
          onRemove={actions.onRemove}
          onRetryCheck={actions.onRetryCheck}
        />
      ))}
    </ul>
  );
}
