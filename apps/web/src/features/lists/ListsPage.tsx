// docs/product.md#my-lists /minhas-listas: the kit's ListsScreen with the user's lists, their exports, creating and
// renaming a list; the product's (docs/product.md#plans-and-permissions) free-plan alerts and the product's (#errors) failures.
import { ListsScreen } from '@cnpj/ui/screens/ListsScreen';
import { useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { useListExports } from './use-list-exports';
import { useCreateList, useLists } from './use-lists';
import { useRenameList } from './use-rename-list';

/** The page at /minhas-listas. */
export default function ListsPage() {
  const { backendSignedIn } = useAuth();
  const [alert, setAlert] = useState<string | null>(null);
  const lists = useLists(backendSignedIn);
  const exports = useListExports(setAlert, (listId) =>
    lists.state.kind === 'ready'
      ? lists.state.lists.find((list) => list.id === listId)?.descricao
      : undefined,
  );
  const create = useCreateList(setAlert);
  const rename = useRenameList(setAlert);
  return (
    <ListsScreen
      state={lists.state}
      exports={{
        running: exports.exporting,
        onExport: (listId, kind) => void exports.onExport(listId, kind),
        failure: exports.failure,
        onDismissFailure: exports.dismissFailure,
      }}
      creation={{
        state: create.create,
        onNew: create.open,
        onCancel: create.cancel,
        onCreate: (descricao) => void create.submit(descricao),
      }}
      renaming={
        rename.available
          ? {
              state: rename.rename,
              onOpen: rename.open,
              onCancel: rename.cancel,
              onSubmit: (listId, descricao) => void rename.submit(listId, descricao),
            }
          : undefined
      }
      onRetry={() => void lists.reload()}
      alert={alert}
      onDismissAlert={() => setAlert(null)}
      linkComponent={ScreenLink}
    />
  );
}
