import { CreditCard, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useLoaded } from '../../../on-demand/loader';
import { radixPopper } from '../../../on-demand/popper';
import type { LinkComponent } from '../../shared/link';
import { navEntries } from '../../shared/nav';
import styles from './ProfileMenu.module.css';

/** The signed-in user as the header shows them (docs/product.md#entities user session). */
export interface ShellUser {
  photoURL?: string | null;
  displayName?: string | null;
  email?: string | null;
}

/**
 * The signed-in account as the frame takes it: who the header shows, and "Sair", which both the
 * profile menu and the phone's menu offer.
 */
export interface ShellAccount {
  user: ShellUser;
  onLogout: () => void;
}

/** Props of {@link ProfileMenu}. */
export interface ProfileMenuProps {
  user: ShellUser;
  onLogout: () => void;
  link: LinkComponent;
}

/**
 * docs/product.md#screens-and-routes profile menu: the trigger shows the photo, or the display name,
 * or the e-mail; entries "Minha Assinatura" (a real link, so it can open in a new tab) and "Sair".
 * Built on Radix directly because the kit's DropdownMenu has no link items. Until Radix's popper has
 * loaded (decision 063) the trigger is a plain button that remembers a press, so a quick click on a
 * slow phone opens the menu as soon as its code arrives instead of being lost.
 */
export function ProfileMenu({ user, onLogout, link: Link }: ProfileMenuProps) {
  const radix = useLoaded(radixPopper);
  const [open, setOpen] = useState(false);
  const name = user.displayName || user.email || 'Perfil';
  // Before Radix arrives the button says what it is and keeps the press; after, Radix's trigger
  // sets these itself (a child's props would override its own).
  const pending = radix
    ? {}
    : {
        'aria-haspopup': 'menu' as const,
        'aria-expanded': false,
        onClick: () => setOpen(true),
      };
  const trigger = (
    <button type="button" className={styles.trigger} {...pending}>
      {user.photoURL ? (
        <img className={styles.photo} src={user.photoURL} alt={name} />
      ) : (
        <span>{name}</span>
      )}
    </button>
  );
  if (!radix) return trigger;
  const { DropdownMenu } = radix;
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
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
