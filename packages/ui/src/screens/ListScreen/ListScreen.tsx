import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/Button';
import { SourceLine } from '../../components/SourceLine';
import { CrmExportButton } from '../shared/CrmExportButton';
import {
  ListExportButtons,
  type ListExportFailure,
  type ListExportKind,
  type ListExportRequest,
} from '../shared/lists';
import { AlertMessage } from '../shared/AlertMessage';
import { FailureNotice } from '../shared/FailureNotice';
import { PlainLink, type LinkComponent } from '../shared/link';
import { StatusMessage } from '../shared/StatusMessage';
import { DeleteListButton } from './parts/DeleteListButton';
import { ListCompanies } from './parts/ListCompanies';
import { NaoContatarOnPage } from './parts/NaoContatarOnPage';
import type { ListState } from './types';
import styles from './ListScreen.module.css';
import page from '../shared/page.module.css';

/** The list's spreadsheets (docs/product.md#my-lists): those under way, the request, the latest failure. */
export interface ListExports {
  running: readonly ListExportRequest[];
  onExport: (listId: number, kind: ListExportKind) => void;
  /** An export that failed, told under the exports (decision 033); null or omitted when none. */
  failure?: ListExportFailure | null;
  onDismissFailure?: () => void;
}

/** "Exportar para CRM" (docs/product.md#exporting-to-a-crm): the app opens its dialog. */
export interface ListCrmExport {
  onRequest: () => void;
  /** Every company of the list is being loaded for the CRM file. */
  running?: boolean;
}

/** Removing companies from the list (an extension call). */
export interface ListRemoval {
  onRemove: (cnpj: string) => void;
  /** CNPJs whose removal is in flight. */
  removing: readonly string[];
}

/** Deleting the list after confirmation (an extension call). */
export interface ListDeletion {
  onDelete: () => void;
  deleting: boolean;
}

/** Props of {@link ListScreen}. */
export interface ListScreenProps {
  state: ListState;
  exports: ListExports;
  /** Omitted, no "Exportar para CRM". */
  crmExport?: ListCrmExport;
  /**
   * "Fonte: Receita Federal (dados abertos), base de ..." beside the exports (docs/product.md "Where the
   * data comes from"); null or omitted while the update date is unknown.
   */
  sourceLine?: string | null;
  onPageChange: (page: number) => void;
  /** Omit it when the backend lacks the extension: the action is hidden. */
  removal?: ListRemoval;
  /** Omit it when the backend lacks the extension: the action is hidden. */
  deletion?: ListDeletion;
  onRetry: () => void;
  alert: string | null;
  onDismissAlert: () => void;
  /** Defaults to /detalhes/{cnpj} (docs/product.md#screens-and-routes). */
  companyHref?: (cnpj: string) => string;
  /** The companies on "Não contatar": marked among the list's, and said (decision 057). */
  naoContatar?: ReadonlySet<string>;
  linkComponent?: LinkComponent;
}

const defaultCompanyHref = (cnpj: string) => `/detalhes/${cnpj}`;

/** Loading, error and not-found, in place of the list. */
function StateBlock({
  state,
  onRetry,
}: {
  state: Exclude<ListState, { kind: 'ready' }>;
  onRetry: () => void;
}) {
  if (state.kind === 'loading') return <StatusMessage tone="loading" title="Carregando lista..." />;
  if (state.kind === 'notFound') {
    return (
      <StatusMessage tone="empty" title="Lista não encontrada">
        Ela pode ter sido excluída. Volte para Minhas Listas.
      </StatusMessage>
    );
  }
  const retry = (
    <Button variant="secondary" onClick={onRetry}>
      Tentar novamente
    </Button>
  );
  return (
    <StatusMessage
      tone="error"
      title="Falha ao carregar a lista. Tente novamente."
      action={retry}
    />
  );
}

/** The list's name, its exports, "Exportar para CRM", "Excluir lista", the source and a failed export. */
function ListHeader({
  list,
  exports,
  crmExport,
  deletion,
  sourceLine,
}: Pick<ListScreenProps, 'exports' | 'crmExport' | 'deletion' | 'sourceLine'> & {
  list: { id: number; descricao: string };
}) {
  return (
    <header className={styles.header}>
      <h1 className={page.title}>{list.descricao}</h1>
      <div className={styles.actions}>
        <ListExportButtons
          listId={list.id}
          exporting={exports.running}
          onExport={exports.onExport}
        />
        {crmExport && (
          <CrmExportButton size="sm" onClick={crmExport.onRequest} busy={crmExport.running} />
        )}
        {deletion && (
          <DeleteListButton
            listName={list.descricao}
            busy={deletion.deleting}
            onDelete={deletion.onDelete}
          />
        )}
      </div>
      <SourceLine text={sourceLine} className={styles.sourceLine} />
      {exports.failure && (
        <div className={styles.exportFailure}>
          <FailureNotice failure={exports.failure} onDismiss={() => exports.onDismissFailure?.()} />
        </div>
      )}
    </header>
  );
}

/** /minhas-listas/{listaId}: the list's name, its exports, its companies page by page, remove and delete. */
export function ListScreen(props: ListScreenProps) {
  const { state, linkComponent: Link = PlainLink } = props;
  return (
    <div className={styles.screen}>
      <Link href="/minhas-listas" className={page.back}>
        <ArrowLeft size={16} aria-hidden="true" />
        Minhas Listas
      </Link>
      {state.kind === 'ready' ? (
        <>
          <ListHeader {...props} list={state.list} />
          <NaoContatarOnPage
            rows={state.companies.kind === 'ready' ? state.companies.rows : []}
            naoContatar={props.naoContatar}
          >
            <ListCompanies
              companies={state.companies}
              companyHref={props.companyHref ?? defaultCompanyHref}
              onPageChange={props.onPageChange}
              onRemove={props.removal?.onRemove}
              removing={props.removal?.removing ?? []}
            />
          </NaoContatarOnPage>
        </>
      ) : (
        <StateBlock state={state} onRetry={props.onRetry} />
      )}
      <AlertMessage message={props.alert} onDismiss={props.onDismissAlert} linkComponent={Link} />
    </div>
  );
}
