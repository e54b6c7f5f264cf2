import type { ReactNode } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import styles from './DropdownMenu.module.css';

/** One entry of a {@link DropdownMenu}. */
export interface DropdownMenuItem {
  /** Stable key and test handle. */
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
  /** Red text for destructive entries. */
  danger?: boolean;
}

/** Props of {@link DropdownMenu}. */
export interface DropdownMenuProps {
  /** A button that opens the menu (rendered asChild); it names the menu. */
  trigger: ReactNode;
  items: readonly DropdownMenuItem[];
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** When true (default) the rest of the page is inert to pointer and screen reader while open. */
  modal?: boolean;
}

/**
 * A menu of actions (Radix DropdownMenu: Enter/Space/ArrowDown open, arrows move, typeahead, Escape
 * closes and returns focus), e.g. the profile menu with "Minha Assinatura" and "Sair" (docs/product.md#screens-and-routes).
 */
export function DropdownMenu({ trigger, items, align = 'end', ...root }: DropdownMenuProps) {
  return (
    <RadixMenu.Root {...root}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          className={styles.content}
          align={align}
          sideOffset={4}
          collisionPadding={8}
        >
          {items.map((item) => (
            <RadixMenu.Item
              key={item.id}
              className={styles.item}
              data-danger={item.danger || undefined}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              )}
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
