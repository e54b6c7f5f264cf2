// "Adicionar à lista" in a triage (docs/product.md#triage): the shared add-to-list dialog for the
// company shown, starting on the last list chosen in a triage (kept per user in this browser) while
// that list still exists.
import type { AddToListDialogProps } from '@cnpj/ui/screens/AddToListDialog';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { listasQuery } from '../company-set/queries';
import { useAddToList } from '../company-set/use-add-to-list';
import { usePersistedState } from '../services/persisted-state';
import { lastTriageListState } from './last-list';

/** The dialog for one company; `onAdded` hears which company went to which list. */
export function useTriageAddToList(
  onAdded: (cnpj: string, list: { id: string; name: string }) => void,
): { dialogProps: AddToListDialogProps; open: (cnpj: string) => void } {
  const client = useQueryClient();
  const [lastList, setLastList] = usePersistedState(lastTriageListState);
  const adding = useRef<string | null>(null);
  const addToList = useAddToList((listId) => {
    const cnpj = adding.current;
    if (!cnpj) return;
    const lists = client.getQueryData(listasQuery(true).queryKey) ?? [];
    const name = lists.find((list) => list.id === listId)?.descricao ?? '';
    setLastList(listId);
    onAdded(cnpj, { id: String(listId), name });
  });
  const shownLists =
    addToList.dialogProps.state.kind === 'ready' ? addToList.dialogProps.state.lists : [];
  return {
    dialogProps: {
      ...addToList.dialogProps,
      // The last list chosen starts chosen, while it still exists.
      selectedListId:
        addToList.dialogProps.selectedListId ??
        (shownLists.some((list) => list.id === lastList) ? lastList : null),
    },
    open: (cnpj) => {
      adding.current = cnpj;
      addToList.open([cnpj]);
    },
  };
}
