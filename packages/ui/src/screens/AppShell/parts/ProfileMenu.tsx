// docs/product.md#screens-and-routes profile menu. Its Radix code (menu, popper, floating-ui) loads when the browser is first
// idle, on the trigger's hover or focus, or on its press (then the menu opens as soon as it
// arrives): the header paints with a plain trigger of the same look (performance budget, decision 011).
import { Suspense, useState } from 'react';
import { useWarmWhenIdle } from '../../../on-demand/idle';
import { warm } from '../../../on-demand/loader';
import { lazyPart } from '../../../on-demand/lazy-part';
import type { LinkComponent } from '../../shared/link';
import { ProfileTriggerContent, type ShellUser } from './ProfileTrigger';
import styles from './ProfileMenu.module.css';

export type { ShellUser } from './ProfileTrigger';

const Popup = lazyPart(() =>
  import('./ProfileMenuPopup').then((module) => module.ProfileMenuPopup),
);

/** Loads the menu's code now (stories and tests await it before opening the menu). */
export const preloadProfileMenu = () => Popup.preload();
const warmMenu = () => void warm(preloadProfileMenu);

/** Props of {@link ProfileMenu}. */
export interface ProfileMenuProps {
  user: ShellUser;
  onLogout: () => void;
  link: LinkComponent;
}

/** What the user did to the stand-in trigger before the menu's code arrived. */
type Intent = 'none' | 'focus' | 'open';

/** The profile trigger and its menu: "Minha Assinatura" and "Sair". */
export function ProfileMenu(props: ProfileMenuProps) {
  const [intent, setIntent] = useState<Intent>('none');
  useWarmWhenIdle(preloadProfileMenu);
  const standIn = (
    <button
      type="button"
      className={styles.trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={warmMenu}
      onFocus={() => {
        warmMenu();
        setIntent((current) => (current === 'open' ? current : 'focus'));
      }}
      onBlur={() => setIntent((current) => (current === 'focus' ? 'none' : current))}
      // Radix's trigger opens on the press, not the click; so does this one. A press whose release
      // came after the code arrived would otherwise be lost: the click lands on the new trigger.
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        warmMenu();
        setIntent('open');
      }}
      onClick={() => {
        warmMenu();
        setIntent('open');
      }}
    >
      <ProfileTriggerContent user={props.user} />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      <Popup.Lazy {...props} defaultOpen={intent === 'open'} focusTrigger={intent !== 'none'} />
    </Suspense>
  );
}
