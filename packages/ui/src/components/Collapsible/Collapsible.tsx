import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useDisclosure } from './use-disclosure';
import styles from './Collapsible.module.css';

/** Props of {@link Collapsible}. */
export interface CollapsibleProps {
  /** Text of the toggle button. */
  label: ReactNode;
  /** Icon before the label (decorative). */
  icon?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The sub-entries (usually links) shown when open. */
  children: ReactNode;
  className?: string;
}

/**
 * A disclosure (button with aria-expanded + region) for a side-menu group, e.g. "Minhas Listas" with
 * "Todas as Listas" and one link per list (docs/product.md#screens-and-routes); the app opens it on a lists route via `open`.
 * The region's children are rendered only while open.
 */
export function Collapsible({ label, icon, children, className, ...state }: CollapsibleProps) {
  const { open, triggerProps, contentProps } = useDisclosure(state);
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={triggerProps['data-state']}
    >
      <button {...triggerProps} className={styles.trigger}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <span className={styles.label}>{label}</span>
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </button>
      <div {...contentProps} className={styles.content}>
        {open && children}
      </div>
    </div>
  );
}
