import { formatInteger } from '../../../format';
import type { UserStats } from '../types';
import styles from './parts.module.css';

/** The three headline numbers of the dashboard. */
export function Kpis({ stats }: { stats: UserStats }) {
  const items = [
    { label: 'Total de usuários', value: stats.total_usuarios },
    { label: 'Usuários pagos', value: stats.usuarios_pagos },
    { label: 'Pesquisas nos últimos 30 dias', value: stats.pesquisas_30_dias },
  ];
  return (
    <dl className={styles.kpis}>
      {items.map(({ label, value }) => (
        <div key={label} className={styles.kpi}>
          <dt className={styles.kpiLabel}>{label}</dt>
          <dd className={styles.kpiValue}>{formatInteger(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
