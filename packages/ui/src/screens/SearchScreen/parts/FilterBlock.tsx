import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useDisclosure } from '../../../components/Collapsible';
import styles from '../SearchScreen.module.css';

/** Props of {@link FilterBlock}. */
export interface FilterBlockSectionProps {
  title: string;
  /** Shown after the title when the block holds chosen values, e.g. "2 ativos". */
  badge?: string;
  children: ReactNode;
}

/**
 * A titled filter block whose heading button folds it away (open by default), so on a phone the long
 * additional-filters block does not push "Pesquisar" and the results far down. Chosen values are kept
 * while folded; the badge says how many there are.
 */
export function FilterBlock({ title, badge, children }: FilterBlockSectionProps) {
  const headingId = useId();
  const { open, triggerProps, contentProps } = useDisclosure({ defaultOpen: true });
  return (
    <section
      className={styles.block}
      aria-labelledby={headingId}
      data-state={triggerProps['data-state']}
    >
      <h2 className={styles.blockTitle}>
        <button {...triggerProps} id={headingId} className={styles.blockToggle}>
          <span>{title}</span>
          {badge && <span className={styles.blockBadge}>{badge}</span>}
          <ChevronDown className={styles.blockChevron} size={18} aria-hidden="true" />
        </button>
      </h2>
      <div {...contentProps}>{open && children}</div>
    </section>
  );
}
