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

/** Props of {@link ListsScreen}. */
export interface ListsScreenProps {
  state: ListsState;
  /** Exports in flight; their buttons show as busy. */
  exporting: readonly ListExportRequest[];
  onExport: (listId: number, kind: ListExportKind) => void;
  /** An export that failed, told under its list (decision 033); null or omitted when none. */
  exportFailure?: ListExportFailure | null;
  onDismissExportFailure?: () => void;
  /** The create dialog; the app opens it on `onNewList`, or shows the free-plan alert instead (docs/product.md#plans-and-permissions). */
  create: CreateListState;
  onNewList: () => void;
  onCancelCreate: () => void;
  onCreateList: (descricao: string) => void;
  /** "Renomear lista" (docs/product.md#my-lists); closed when omitted. */
  rename?: RenameListState;
  /** Opens it for a list; omit it when the backend cannot rename (no "Renomear" button). */
  onRenameList?: (list: Lista) => void;
  onCancelRename?: () => void;
  onSubmitRename?: (listId: number, descricao: string) => void;
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
  const { state, onRetry, onNewList, listHref = defaultHref } = props;
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
          exporting={props.exporting}
          onExport={props.onExport}
          exportFailure={props.exportFailure?.listId === list.id ? props.exportFailure : null}
          onDismissExportFailure={props.onDismissExportFailure}
          onRename={props.onRenameList}
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
  const showNewButton = props.state.kind === 'ready' && props.state.lists.length > 0;
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1>Minhas Listas</h1>
        {showNewButton && (
          <Button icon={<ListPlus />} onClick={props.onNewList}>
            Nova lista
          </Button>
        )}
      </header>
      <Body {...props} />
      <CreateListDialog
        state={props.create}
        onCancel={props.onCancelCreate}
        onCreate={props.onCreateList}
      />
      <RenameListDialog
        state={props.rename ?? { kind: 'closed' }}
        onCancel={() => props.onCancelRename?.()}
        onRename={(listId, descricao) => props.onSubmitRename?.(listId, descricao)}
      />
      <AlertMessage
        message={props.alert}
        onDismiss={props.onDismissAlert}
        linkComponent={props.linkComponent}
      />
    </div>
  );
}
