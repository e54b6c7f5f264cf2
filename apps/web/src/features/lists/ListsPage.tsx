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
      exporting={exports.exporting}
      onExport={(listId, kind) => void exports.onExport(listId, kind)}
      exportFailure={exports.failure}
      onDismissExportFailure={exports.dismissFailure}
      create={create.create}
      onNewList={create.open}
      onCancelCreate={create.cancel}
      onCreateList={(descricao) => void create.submit(descricao)}
      rename={rename.rename}
      onRenameList={rename.available ? rename.open : undefined}
      onCancelRename={rename.cancel}
      onSubmitRename={rename.submit}
      onRetry={() => void lists.reload()}
      alert={alert}
      onDismissAlert={() => setAlert(null)}
      linkComponent={ScreenLink}
    />
  );
}
