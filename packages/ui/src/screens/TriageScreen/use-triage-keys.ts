// The triage's keys on the whole page (docs/product.md#triage): a person processing a queue presses
// J wherever focus is, not only inside the card. The domain says which action a key runs and when a
// key is typing; keys pressed inside a dialog (the help, the app's add-to-list) stay the dialog's.
import { useEffect, type RefObject } from 'react';
import { triageActionFor, type TriageAction } from '@cnpj/domain';

/** Runs `onKey` with the action of each key pressed on the page the screen is in. */
export function useTriageKeys(
  root: RefObject<HTMLElement | null>,
  onKey: (action: TriageAction) => void,
): void {
  useEffect(() => {
    const document = root.current?.ownerDocument;
    if (!document) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const inDialog =
        event.target instanceof Element &&
        event.target.closest('[role="dialog"], [role="alertdialog"]') !== null;
      if (inDialog) return;
      const action = triageActionFor(event);
      if (action === null) return;
      event.preventDefault();
      onKey(action);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [root, onKey]);
}
