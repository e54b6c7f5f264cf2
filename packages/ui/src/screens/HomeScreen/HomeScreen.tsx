import { PlainLink, type LinkComponent } from '../shared/link';
import { CustomSolutionsBanner } from './parts/CustomSolutionsBanner';
import { DatabaseFigures } from './parts/DatabaseFigures';
import { NotificationsPanel } from './parts/NotificationsPanel';
import type { NotificationsState } from './parts/notifications';
import { QuickAccessCards } from './parts/QuickAccessCards';
import { RadarCard, type RadarCardState } from './parts/RadarCard';
import styles from './HomeScreen.module.css';

/** Props of {@link HomeScreen}. */
export interface HomeScreenProps {
  notifications: NotificationsState;
  /** The notification whose mark-as-read call is in flight. */
  markingId?: number | null;
  /** The last mark-as-read call failed. */
  markFailed?: boolean;
  /** Marks one notification read; the app then reloads the list (docs/product.md#states-and-transitions). */
  onMarkRead: (id: number) => void;
  /** The address of the custom-solutions contact button. */
  contactEmail: string;
  /** The Radar card (docs/product.md#radar); omitted, no card (e.g. while the plan is still read). */
  radar?: RadarCardState;
  linkComponent?: LinkComponent;
}

/** docs/product.md#screens-and-routes Home: database figures, quick access, the Radar, custom solutions and notifications. */
export function HomeScreen({
  notifications,
  markingId,
  markFailed,
  onMarkRead,
  contactEmail,
  radar,
  linkComponent = PlainLink,
}: HomeScreenProps) {
  return (
    <div className={styles.screen}>
      <header className={styles.hero}>
        <h1>Encontre as empresas certas para o seu negócio</h1>
        <DatabaseFigures />
      </header>
      <QuickAccessCards linkComponent={linkComponent} />
      {radar && <RadarCard state={radar} link={linkComponent} />}
      <CustomSolutionsBanner contactEmail={contactEmail} />
      <NotificationsPanel
        state={notifications}
        markingId={markingId}
        markFailed={markFailed}
        onMarkRead={onMarkRead}
      />
    </div>
  );
}
