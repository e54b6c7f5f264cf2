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

/** Props of {@link ListScreen}. */
export interface ListScreenProps {
  state: ListState;
  exporting: readonly ListExportRequest[];
  onExport: (listId: number, kind: ListExportKind) => void;
  /** An export that failed, told under the exports (decision 033); null or omitted when none. */
  exportFailure?: ListExportFailure | null;
  onDismissExportFailure?: () => void;
  /** "Exportar para CRM" (docs/product.md#exporting-to-a-crm): the app opens its dialog; omitted, no button. */
  onExportToCrm?: () => void;
  /** Every company of the list is being loaded for the CRM file. */
  exportingToCrm?: boolean;
  /**
   * "Fonte: Receita Federal (dados abertos), base de ..." beside the exports (docs/product.md "Where the
   * data comes from"); null or omitted while the update date is unknown.
   */
  sourceLine?: string | null;
  onPageChange: (page: number) => void;
  /** Removes one company; omit it when the backend lacks the extension (the action is hidden). */
  onRemoveCompany?: (cnpj: string) => void;
  /** CNPJs whose removal is in flight. */
  removing?: readonly string[];
  /** Deletes the list after confirmation; omit it when the backend lacks the extension. */
  onDeleteList?: () => void;
  deleting?: boolean;
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
          <header className={styles.header}>
            <h1 className={page.title}>{state.list.descricao}</h1>
            <div className={styles.actions}>
              <ListExportButtons
                listId={state.list.id}
                exporting={props.exporting}
                onExport={props.onExport}
              />
              {props.onExportToCrm && (
                <CrmExportButton
                  size="sm"
                  onClick={props.onExportToCrm}
                  busy={props.exportingToCrm}
                />
              )}
              {props.onDeleteList && (
                <DeleteListButton
                  listName={state.list.descricao}
                  busy={props.deleting ?? false}
                  onDelete={props.onDeleteList}
                />
              )}
            </div>
            <SourceLine text={props.sourceLine} className={styles.sourceLine} />
            {props.exportFailure && (
              <div className={styles.exportFailure}>
                <FailureNotice
                  failure={props.exportFailure}
                  onDismiss={() => props.onDismissExportFailure?.()}
                />
              </div>
            )}
          </header>
          <NaoContatarOnPage
            rows={state.companies.kind === 'ready' ? state.companies.rows : []}
            naoContatar={props.naoContatar}
          >
            <ListCompanies
              companies={state.companies}
              companyHref={props.companyHref ?? defaultCompanyHref}
              onPageChange={props.onPageChange}
              onRemove={props.onRemoveCompany}
              removing={props.removing ?? []}
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
