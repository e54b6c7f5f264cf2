// docs/product.md#states-and-transitions UI toggles: the side menu's collapsed state, remembered across visits in localStorage.
import { useCallback, useState } from 'react';

/** The localStorage key of the side menu state. */
export const SIDE_MENU_KEY = 'sideMenuCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDE_MENU_KEY) === 'true';
  } catch {
    // Storage can be blocked (privacy settings); the menu then starts expanded.
    return false;
  }
}

/** The collapsed flag and its toggle, persisted. */
export function useSideMenu(): { collapsed: boolean; toggle: () => void } {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        localStorage.setItem(SIDE_MENU_KEY, String(next));
      } catch {
        // Not remembered, but the toggle still works for this visit.
      }
      return next;
    });
  }, []);
  return { collapsed, toggle };
}
