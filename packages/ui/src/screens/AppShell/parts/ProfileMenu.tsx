import { CreditCard, LogOut } from 'lucide-react';
import { useLoaded } from '../../../on-demand/loader';
import { radixPopper } from '../../../on-demand/popper';
import type { LinkComponent } from '../../shared/link';
import { navEntries } from './nav';
import styles from './ProfileMenu.module.css';

/** The signed-in user as the header shows them (docs/product.md#entities user session). */
export interface ShellUser {
  photoURL?: string | null;
  displayName?: string | null;
  email?: string | null;
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
 * loaded (decision 063) the trigger shows without its menu.
 */
export function ProfileMenu({ user, onLogout, link: Link }: ProfileMenuProps) {
  const radix = useLoaded(radixPopper);
  const name = user.displayName || user.email || 'Perfil';
  const trigger = (
    <button type="button" className={styles.trigger}>
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
    <DropdownMenu.Root>
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
