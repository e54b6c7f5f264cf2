// The profile menu itself, on Radix; ProfileMenu.tsx loads this module on demand.
import { useEffect, useRef } from 'react';
import { DropdownMenu } from 'radix-ui';
import { CreditCard, LogOut } from 'lucide-react';
import type { LinkComponent } from '../../shared/link';
import { navEntries } from './nav';
import { ProfileTriggerContent, type ShellUser } from './ProfileTrigger';
import styles from './ProfileMenu.module.css';

/** Props of {@link ProfileMenuPopup}. */
export interface ProfileMenuPopupProps {
  user: ShellUser;
  onLogout: () => void;
  link: LinkComponent;
  /** Opens at once: the user pressed the trigger before this code had arrived. */
  defaultOpen?: boolean;
  /** Takes the focus: the trigger it replaces had it. */
  focusTrigger?: boolean;
}

/**
 * docs/product.md#screens-and-routes profile menu: the trigger shows the photo, or the display name, or the e-mail; entries
 * "Minha Assinatura" (a real link, so it can open in a new tab) and "Sair". Built on Radix directly
 * because the kit's DropdownMenu has no link items.
 */
export function ProfileMenuPopup({
  user,
  onLogout,
  link: Link,
  defaultOpen,
  focusTrigger,
}: ProfileMenuPopupProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, [focusTrigger, defaultOpen]);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={styles.trigger}>
        <ProfileTriggerContent user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
          align="end"
          sideOffset={4}
          collisionPadding={8}
        >
          <DropdownMenu.Item asChild className={styles.item}>
            <Link href={navEntries.subscription.href}>
              <CreditCard size={16} aria-hidden="true" />
              {navEntries.subscription.label}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} onSelect={onLogout}>
            <LogOut size={16} aria-hidden="true" />
            Sair
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
