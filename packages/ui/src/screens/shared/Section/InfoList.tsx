import type { ReactNode } from 'react';
import { NOT_INFORMED } from '@cnpj/domain';
import styles from './Section.module.css';

/** One label/value pair; a null, undefined or blank value reads "Não informado" (docs/product.md#errors). */
export interface InfoItem {
  label: string;
  value: ReactNode;
}

/** True when a value has nothing to show. */
function isMissing(value: ReactNode): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/** A description list of a section's fields. */
export function InfoList({ items }: { items: readonly InfoItem[] }) {
  return (
    <dl className={styles.infoList}>
      {items.map(({ label, value }) => (
        <div key={label} className={styles.infoItem}>
          <dt className={styles.infoLabel}>{label}</dt>
          <dd className={isMissing(value) ? styles.missing : styles.infoValue}>
            {isMissing(value) ? NOT_INFORMED : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
