// docs/product.md#states-and-transitions UI toggles: the side menu's collapsed state, remembered across
// visits in this browser. It suits the screen rather than the person, so it is kept per browser
// (decision 056).
import { codecs, persistedState, usePersistedState } from '../../shared/services/persisted-state';

/** The localStorage key of the side menu state. */
export const SIDE_MENU_KEY = 'sideMenuCollapsed';

const collapsedState = persistedState({
  key: SIDE_MENU_KEY,
  codec: codecs.boolean,
  defaultValue: false,
});

/** The collapsed flag and its toggle, persisted. */
export function useSideMenu(): { collapsed: boolean; toggle: () => void } {
  const [collapsed, write] = usePersistedState(collapsedState);
  const toggle = () => write((current) => !current);
  return { collapsed, toggle };
}
