// docs/product.md#states-and-transitions UI toggles: the side menu's collapsed state, remembered across
// visits in this browser. It suits the screen rather than the person, so it is kept per browser
// (decision 056).
import type { SideMenuState } from '@cnpj/ui/screens/AppShell';
import { codecs, persistedState, usePersistedState } from '../../shared/services/persisted-state';

/** The localStorage key of the side menu state. */
export const SIDE_MENU_KEY = 'sideMenuCollapsed';

const collapsedState = persistedState({
  key: SIDE_MENU_KEY,
  codec: codecs.boolean,
  defaultValue: false,
});

/** The collapsed flag and its toggle, persisted: the side menu's state as the shell takes it. */
export function useSideMenu(): SideMenuState {
  const [collapsed, write] = usePersistedState(collapsedState);
  const onToggle = () => write((current) => !current);
  return { collapsed, onToggle };
}
