import { useRef } from 'react';

/**
 * Radix returns focus to its own Trigger on close; dialogs opened from elsewhere (a selection bar, a
 * page button, state) have none, so focus would fall to <body>. This remembers the element focused
 * when the dialog opened and gives focus back to it.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (returnTo.current?.isConnected) {
        event.preventDefault();
        returnTo.current.focus();
      }
    },
  };
}
