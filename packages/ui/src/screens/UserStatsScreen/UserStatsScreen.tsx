import { lazy, Suspense, useId } from 'react';
import { Button } from '../../components/Button';
import type { LinkComponent } from '../shared/link';
import { StatusMessage } from '../shared/StatusMessage';
import { Kpis } from './parts/Kpis';
import { UsersTable } from './parts/UsersTable';
import type { UserStats, UserStatsState } from './types';
import styles from './UserStatsScreen.module.css';

// recharts is heavy: only this screen needs it, so the charts load on demand.
const Charts = lazy(() => import('./parts/Charts'));

/** Props of {@link UserStatsScreen}. */
export interface UserStatsScreenProps {
  state: UserStatsState;
  onRetry: () => void;
  /** Defaults to /user-details/{userId} (docs/product.md#screens-and-routes). */
  userHref?: (userId: string) => string;
  linkComponent?: LinkComponent;
}

const defaultUserHref = (userId: string) => `/user-details/${encodeURIComponent(userId)}`;

/** The loaded dashboard: numbers, charts, users. */
function Dashboard({
  stats,
  userHref,
  linkComponent,
}: {
  stats: UserStats;
  userHref: (id: string) => string;
  linkComponent?: LinkComponent;
}) {
  const usersTitleId = useId();
  return (
    <>
      <Kpis stats={stats} />
      <Suspense fallback={<StatusMessage tone="loading" title="Carregando gráficos..." />}>
        <Charts stats={stats} />
      </Suspense>
      <section className={styles.users} aria-labelledby={usersTitleId}>
        <h2 id={usersTitleId}>Usuários</h2>
        <UsersTable users={stats.usuarios} userHref={userHref} linkComponent={linkComponent} />
      </section>
    </>
  );
}

/** /user-stats: platform usage for the team (an extension; degrades when the backend lacks it). */
export function UserStatsScreen({
  state,
  onRetry,
  userHref = defaultUserHref,
  linkComponent,
}: UserStatsScreenProps) {
  return (
    <div className={styles.screen}>
      <h1>Estatísticas de uso</h1>
      {state.kind === 'loading' && (
        <StatusMessage tone="loading" title="Carregando estatísticas..." />
      )}
      {state.kind === 'error' && (
        <StatusMessage
          tone="error"
          title="Falha ao carregar as estatísticas. Tente novamente."
          action={
            <Button variant="secondary" onClick={onRetry}>
              Tentar novamente
            </Button>
          }
        />
      )}
      {state.kind === 'unavailable' && (
        <StatusMessage tone="info" title="Estatísticas indisponíveis neste servidor." />
      )}
      {state.kind === 'ready' && (
        <Dashboard stats={state.stats} userHref={userHref} linkComponent={linkComponent} />
      )}
    </div>
  );
}
