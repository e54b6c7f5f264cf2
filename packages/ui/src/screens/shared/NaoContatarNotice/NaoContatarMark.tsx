// The mark of a company on "Não contatar" where it is shown rather than left out: a set the user
// chose by name, a list or the bulk lookup (docs/product.md#search, decision 057).
import { NAO_CONTATAR_MARK } from '@cnpj/domain';
import { Ban } from 'lucide-react';
import styles from './NaoContatarNotice.module.css';

/** "Na lista "Não contatar"" beside a CNPJ; compact, the icon alone shows (the words stay read). */
export function NaoContatarMark({ compact = false }: { compact?: boolean }) {
  return (
    <span className={styles.mark} title={NAO_CONTATAR_MARK}>
      <Ban size={14} aria-hidden="true" />
      <span className={compact ? styles.visuallyHidden : undefined}>{NAO_CONTATAR_MARK}</span>
    </span>
  );
}
