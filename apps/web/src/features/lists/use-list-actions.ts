// The one-list extension actions: remove a company (then reload) and delete the list (then refresh
// the menu and go back to all lists). Failures are only logged: docs/product.md#errors names no message for them.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import { publishListsRefresh } from '../../shared/services/lists-refresh';

/** Remove and delete for `listId`, with their in-flight flags. */
export function useListActions(listId: number | null, reload: () => void) {
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<readonly string[]>([]);
  const [deleting, setDeleting] = useState(false);

  const remove = async (cnpj: string) => {
    if (listId === null) return;
    setRemoving((current) => [...current, cnpj]);
    await api
      .removeCompanyFromList(listId, cnpj)
      .then(() => reload())
      .catch((error: unknown) => logError('Failed to remove the company from the list', error))
      .finally(() => setRemoving((current) => current.filter((item) => item !== cnpj)));
  };

  const deleteList = async () => {
    if (listId === null) return;
    setDeleting(true);
    try {
      await api.deleteLista(listId);
      publishListsRefresh();
      navigate('/minhas-listas', { replace: true });
    } catch (error) {
      logError('Failed to delete the list', error);
      setDeleting(false);
    }
  };

  return { removing, deleting, remove, deleteList };
}
