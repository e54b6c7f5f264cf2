import { Ban, CircleCheck, CirclePause, CircleX, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { components } from '@cnpj/domain';
import { situacaoCadastralLabel } from '@cnpj/domain';
import styles from './parts.module.css';

type SituacaoCadastral = components['schemas']['SituacaoCadastral'];

// docs/product.md#screens-and-routes: "status with icon". The icon and tone repeat the label (never colour alone).
const looks: Record<SituacaoCadastral, { icon: LucideIcon; tone: 'success' | 'warning' | 'danger' }> = {
  '01': { icon: Ban, tone: 'danger' },
  '02': { icon: CircleCheck, tone: 'success' },
  '03': { icon: CirclePause, tone: 'warning' },
  '04': { icon: TriangleAlert, tone: 'warning' },
  '08': { icon: CircleX, tone: 'danger' },
};

/** The registration status with its icon, e.g. "Ativas" with a check. */
export function SituacaoBadge({ situacao }: { situacao: SituacaoCadastral }) {
  const look = looks[situacao] ?? looks['01'];
  const Icon = look.icon;
  return (
    <span className={`${styles.badge} ${styles[look.tone]}`}>
      <Icon size={14} aria-hidden="true" />
      <span>Situação: {situacaoCadastralLabel(situacao)}</span>
    </span>
  );
}
