import { ListPlus } from 'lucide-react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { AlertMessage } from '../shared/AlertMessage';
import type { LinkComponent } from '../shared/link';
import { StatusMessage } from '../shared/StatusMessage';
import { CreateListDialog } from './parts/CreateListDialog';
import { ListRow } from './parts/ListRow';
import { RenameListDialog } from './parts/RenameListDialog';
import type {
  CreateListState,
  Lista,
  ListExportFailure,
  ListExportKind,
  ListExportRequest,
  ListsState,
  RenameListState,
} from './types';
import {
  LISTS_LOADING_TEXT,
  LOAD_LISTS_FAILED_MESSAGE,
  NO_LISTS_MESSAGE,
  RETRY_LABEL,
} from '@cnpj/domain';
import styles from './ListsScreen.module.css';

/** The lists' spreadsheets: those under way (their buttons busy), the request, the latest failure. */
export interface ListsExports {
  running: readonly ListExportRequest[];
  onExport: (listId: number, kind: ListExportKind) => void;
  /** An export that failed, told under its list (decision 033); null or omitted when none. */
  failure?: ListExportFailure | null;
  onDismissFailure?: () => void;
}

/**
 * "Nova lista": the dialog's state, which the app opens on `onNew`, or shows the free-plan alert
 * instead (docs/product.md#plans-and-permissions).
 */
export interface ListCreation {
  state: CreateListState;
  onNew: () => void;
  onCancel: () => void;
  onCreate: (descricao: string) => void;
}

/** "Renomear lista" (docs/product.md#my-lists): the dialog's state, opened for a list. */
export interface ListRenaming {
  /** Closed when omitted. */
  state?: RenameListState;
  onOpen: (list: Lista) => void;
  onCancel: () => void;
  onSubmit: (listId: number, descricao: string) => void;
}

/** Props of {@link ListsScreen}. */
export interface ListsScreenProps {
  state: ListsState;
  exports: ListsExports;
  creation: ListCreation;
  /** Omit it when the backend cannot rename (no "Renomear" button). */
  renaming?: ListRenaming;
  onRetry: () => void;
  /** A product alert, e.g. FREE_PLAN_LISTS_ALERT; null when none. */
  alert: string | null;
  onDismissAlert: () => void;
  /** Where a list's page is; defaults to /minhas-listas/{id} (docs/product.md#screens-and-routes). */
  listHref?: (listId: number) => string;
  linkComponent?: LinkComponent;
}

const defaultHref = (listId: number) => `/minhas-listas/${listId}`;

/** The body under the title, by state. */
function Body(props: ListsScreenProps) {
  const { state, onRetry, exports, listHref = defaultHref } = props;
  const onNewList = props.creation.onNew;
  if (state.kind === 'loading') return <StatusMessage tone="loading" title={LISTS_LOADING_TEXT} />;
  if (state.kind === 'error') {
    return (
      <StatusMessage
        tone="error"
        title={LOAD_LISTS_FAILED_MESSAGE}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {RETRY_LABEL}
          </Button>
        }
      />
    );
  }
  if (state.lists.length === 0) {
    return (
      <EmptyState
        title={NO_LISTS_MESSAGE}
        text="Crie uma lista e adicione a ela empresas da pesquisa."
        action={
          <Button icon={<ListPlus />} onClick={onNewList}>
            Nova lista
          </Button>
        }
      />
    );
  }
  return (
    <ul className={styles.lists} aria-label="Listas">
      {state.lists.map((list) => (
        <ListRow
          key={list.id}
          list={list}
          href={listHref(list.id)}
          exporting={exports.running}
          onExport={exports.onExport}
          exportFailure={exports.failure?.listId === list.id ? exports.failure : null}
          onDismissExportFailure={exports.onDismissFailure}
          onRename={props.renaming?.onOpen}
          linkComponent={props.linkComponent}
        />
      ))}
    </ul>
  );
}

/**
 * /minhas-listas (docs/product.md#my-lists): every saved list with its count and last change when the
 * backend sends them, its two exports and "Renomear"; creating a list.
 */
export function ListsScreen(props: ListsScreenProps) {
  const { creation, renaming } = props;
  const showNewButton = props.state.kind === 'ready' && props.state.lists.length > 0;
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1>Minhas Listas</h1>
        {showNewButton && (
          <Button icon={<ListPlus />} onClick={creation.onNew}>
            Nova lista
          </Button>
        )}
      </header>
      <Body {...props} />
      <CreateListDialog
        state={creation.state}
        onCancel={creation.onCancel}
        onCreate={creation.onCreate}
      />
      <RenameListDialog
        state={renaming?.state ?? { kind: 'closed' }}
        onCancel={() => renaming?.onCancel()}
        onRename={(listId, descricao) => renaming?.onSubmit(listId, descricao)}
      />
      <AlertMessage
        message={props.alert}
        onDismiss={props.onDismissAlert}
        linkComponent={props.linkComponent}
      />
    </div>
  );
}
