import { RADAR_FREE_PLAN_TEXT } from '@cnpj/domain';
import { SubscribeAction } from '../../../components/SubscribeAction';
import type { LinkComponent } from '../link';
import styles from './RadarFreePlan.module.css';

/**
 * What the Radar does, told to a free user, with "Assinar" straight to the plans
 * (docs/product.md#radar "Plans"): every check is a search, so the Radar is for paid plans.
 */
export function RadarFreePlan({ linkComponent }: { linkComponent?: LinkComponent }) {
  return (
    <div className={styles.free}>
      <p className={styles.text}>{RADAR_FREE_PLAN_TEXT}</p>
      <SubscribeAction variant="primary" linkComponent={linkComponent} />
    </div>
  );
}
