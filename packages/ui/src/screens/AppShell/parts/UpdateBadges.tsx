import { Info } from 'lucide-react';
import { Badge } from '../../../components/Badge';
import { Toggletip } from '../../../components/Tooltip';
import { formatDate } from '../../../format';
import { nextUpdateDate, UPDATE_DATES_EXPLANATION_LABEL, updateDatePrefix } from '@cnpj/domain';
import styles from './UpdateBadges.module.css';

/** Props of {@link UpdateBadges}. */
export interface UpdateBadgesProps {
  /** dt_atualizado_ate (date or date-time); null or malformed hides the badges (docs/product.md#errors). */
  atualizadoAte: string | null;
  /** Today, for the "never earlier than today" rule (docs/product.md#limits-and-constants). */
  today: Date;
}

/**
 * docs/product.md#layout header badges "Atualizado até" and "Próxima atualização prevista", and the
 * explanation of them. One button carries both; a click, a tap or Enter opens the explanation and
 * Escape closes it (a toggletip: a tooltip would never open on a phone).
 */
export function UpdateBadges({ atualizadoAte, today }: UpdateBadgesProps) {
  const updated = updateDatePrefix(atualizadoAte);
  const next = nextUpdateDate(updated, today);
  if (updated === null || next === null) return null;
  const [updatedText, nextText] = [formatDate(updated), formatDate(next)];
  const explanation =
    `A base contém empresas criadas até ${updatedText}. A próxima atualização da Receita Federal está ` +
    `prevista para ${nextText}. Os novos dados são importados automaticamente.`;
  return (
    <Toggletip content={explanation} label={UPDATE_DATES_EXPLANATION_LABEL}>
      <button type="button" className={styles.badges}>
        <Badge variant="info">
          Atualizado até <strong>{updatedText}</strong>
        </Badge>
        <span className={styles.next}>
          <Badge variant="neutral">
            Próxima atualização prevista <strong>{nextText}</strong>
          </Badge>
        </span>
        <Info className={styles.icon} size={16} aria-hidden="true" />
      </button>
    </Toggletip>
  );
}
