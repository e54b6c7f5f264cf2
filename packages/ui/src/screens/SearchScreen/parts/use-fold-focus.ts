// After a search the form folds and its fields go out of sight; the field a person pressed Enter in
// goes with them, and focus would fall to the page's body (decision 077). It lands on "Editar
// filtros" instead: with companies found the results' grid takes it on from there, and with none the
// person stays in the form, one key from changing the filters.
import { useEffect, type RefObject } from 'react';
import { focusLost, lastFocusedWithin, rememberFocus } from '../../shared/companies';

/** Keeps the keyboard in the form when it folds under it. */
export function useFoldFocus(formRef: RefObject<HTMLFormElement | null>, folded: boolean) {
  useEffect(() => rememberFocus(), []);
  useEffect(() => {
    const form = formRef.current;
    if (!folded || !form) return;
    const active = document.activeElement;
    const hiddenHere = active !== null && form.contains(active) && focusLost();
    if (hiddenHere || (focusLost() && lastFocusedWithin(form)))
      form.querySelector<HTMLElement>('[data-edit-filters]')?.focus();
  }, [formRef, folded]);
}
