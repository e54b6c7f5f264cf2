import { useId } from 'react';
import { formatInteger } from '../../../format';
import { FREE_PLAN_SEARCH_LIMIT, SEARCH_LIMIT_ALERT } from '@cnpj/domain';
import styles from './parts.module.css';

/** Searches used of the free plan's 10, as a labelled progress bar. */
export function UsageMeter({ used }: { used: number }) {
  const labelId = useId();
  const shown = Math.min(used, FREE_PLAN_SEARCH_LIMIT);
  const reached = used >= FREE_PLAN_SEARCH_LIMIT;
  return (
    <div className={styles.usage}>
      <p id={labelId}>
        {formatInteger(used)} de {FREE_PLAN_SEARCH_LIMIT} pesquisas usadas
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={FREE_PLAN_SEARCH_LIMIT}
        aria-valuenow={shown}
        className={styles.track}
      >
        <div
          className={reached ? `${styles.fill} ${styles.full}` : styles.fill}
          style={{ width: `${(shown / FREE_PLAN_SEARCH_LIMIT) * 100}%` }}
        />
      </div>
      {reached && (
        <p className={styles.limit} role="status">
          {SEARCH_LIMIT_ALERT}
        </p>
      )}
    </div>
  );
}
