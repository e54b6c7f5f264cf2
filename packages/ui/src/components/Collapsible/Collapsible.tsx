import type { ReactNode } from 'react';
import { Collapsible as RadixCollapsible } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
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
 * "Todas as Listas" and one link per list (SPEC §2); the app opens it on a lists route via `open`.
 */
export function Collapsible({ label, icon, children, className, ...root }: CollapsibleProps) {
  return (
    <RadixCollapsible.Root className={[styles.root, className].filter(Boolean).join(' ')} {...root}>
      <RadixCollapsible.Trigger className={styles.trigger}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <span className={styles.label}>{label}</span>
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </RadixCollapsible.Trigger>
      <RadixCollapsible.Content className={styles.content}>{children}</RadixCollapsible.Content>
    </RadixCollapsible.Root>
  );
}
