import {
  Ban,
  CircleCheck,
  CirclePause,
  CircleX,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import type { components } from '@cnpj/domain';
import { companySituacaoLabel, situacaoCode } from '@cnpj/domain';
import styles from './parts.module.css';

type SituacaoCadastral = components['schemas']['SituacaoCadastral'];

// docs/product.md#screens-and-routes: "status with icon". The icon and tone repeat the label (never colour alone).
const looks: Record<
  SituacaoCadastral,
  { icon: LucideIcon; tone: 'success' | 'warning' | 'danger' }
> = {
  '01': { icon: Ban, tone: 'danger' },
  '02': { icon: CircleCheck, tone: 'success' },
  '03': { icon: CirclePause, tone: 'warning' },
  '04': { icon: TriangleAlert, tone: 'warning' },
  '08': { icon: CircleX, tone: 'danger' },
};

/** The registration status with its icon, e.g. "Ativa" with a check; the code or the word ("ATIVA"). */
export function SituacaoBadge({ situacao }: { situacao: string }) {
  const look = looks[situacaoCode(situacao) ?? '01'];
  const Icon = look.icon;
  return (
    <span className={`${styles.badge} ${styles[look.tone]}`}>
      <Icon size={14} aria-hidden="true" />
      <span>Situação: {companySituacaoLabel(situacao)}</span>
    </span>
  );
}
