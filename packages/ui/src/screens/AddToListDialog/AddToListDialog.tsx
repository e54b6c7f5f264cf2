import { useId, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { SubscribeAction } from '../../components/SubscribeAction';
import { formatCount } from '../../format/numbers';
import { FREE_PLAN_LISTS_ALERT, LOAD_LISTS_FAILED_MESSAGE } from '@cnpj/domain';
import { ADDED_MESSAGE } from './messages';
import { ChooseList, type Lista } from './parts/ChooseList';
import { CreateList } from './parts/CreateList';
import { DialogFooter } from './parts/DialogFooter';
import type { AddToListMode, AddToListState } from './types';
import { useAutoClose } from './parts/useAutoClose';
import type { LinkComponent } from '../shared/link';
import styles from './AddToListDialog.module.css';

/** Props of {@link AddToListDialog}. */
export interface AddToListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: AddToListState;
  /** How many companies are being added (shown in the description). */
  count: number;
  mode: AddToListMode;
  onModeChange: (mode: AddToListMode) => void;
  selectedListId: number | null;
  onSelectList: (id: number) => void;
  onAdd: (listId: number) => void;
  /** Creates a list with the trimmed, non-blank name; the app appends and selects it (docs/product.md#states-and-transitions). */
  onCreate: (name: string) => void;
  /** The 2 s after a successful add have passed (docs/product.md#states-and-transitions): close the modal. */
  onAutoClose: () => void;
  /** Reload the lists after a load failure. */
  onRetry?: () => void;
  /** An add or create call is in flight. */
  busy?: boolean;
  /** A failure of docs/product.md#errors (add or create). */
  error?: string | null;
  /** A success note, e.g. after creating a list. */
  notice?: string | null;
  /** Renders the free plan's "Assinar" link (the app passes its router's link); a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/** "3 empresas selecionadas" as the dialog's description. */
const describeCount = (count: number) =>
  formatCount(count, { one: 'empresa selecionada', other: 'empresas selecionadas' });

/** docs/product.md#states-and-transitions "Add-to-list modal": pick an existing list or create one, then add the selected companies. */
export function AddToListDialog(props: AddToListDialogProps) {
  const { state, mode, busy = false } = props;
  const formId = useId();
  const [name, setName] = useState('');
  // The typed name starts blank each time the modal opens or the mode changes (docs/product.md#states-and-transitions: messages clear on open).
  const phase = `${props.open}-${mode}`;
  const [namePhase, setNamePhase] = useState(phase);
  if (phase !== namePhase) {
    setNamePhase(phase);
    setName('');
  }
  useAutoClose(props.open && state.kind === 'added', props.onAutoClose);

  const footer = (
    <DialogFooter
      formId={formId}
      state={state}
      mode={mode}
      busy={busy}
      canAdd={props.selectedListId !== null}
      canCreate={name.trim() !== ''}
      onModeChange={props.onModeChange}
      onRetry={props.onRetry}
    />
  );

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Adicionar à lista"
      description={describeCount(props.count)}
      footer={footer}
    >
      <div className={styles.body}>
        {state.kind === 'loading' && <Spinner label="Carregando suas listas..." size={24} />}
        {state.kind === 'loadFailed' && (
          <p className={styles.error} role="alert">
            {LOAD_LISTS_FAILED_MESSAGE}
          </p>
        )}
        {state.kind === 'freePlan' && (
          // Like every free-plan alert, a way onward (docs/product.md#plans-and-permissions "Assinar").
          <div className={styles.freePlan}>
            <p className={styles.warning} role="alert">
              {FREE_PLAN_LISTS_ALERT}
            </p>
            <SubscribeAction
              onNavigate={() => props.onOpenChange(false)}
              limit="listas"
              linkComponent={props.linkComponent}
            />
          </div>
        )}
        {state.kind === 'added' && (
          <p className={styles.success} role="status">
            <CircleCheck size={20} aria-hidden="true" />
            {ADDED_MESSAGE}
          </p>
        )}
        {state.kind === 'ready' && mode === 'choose' && (
          <ChooseList
            formId={formId}
            lists={state.lists}
            selectedListId={props.selectedListId}
            onSelectList={props.onSelectList}
            onAdd={props.onAdd}
            busy={busy}
          />
        )}
        {state.kind === 'ready' && mode === 'create' && (
          <CreateList
            formId={formId}
            name={name}
            onNameChange={setName}
            onCreate={props.onCreate}
            busy={busy}
          />
        )}
        {state.kind === 'ready' && props.notice && (
          <p className={styles.success} role="status">
            {props.notice}
          </p>
        )}
        {state.kind === 'ready' && props.error && (
          <p className={styles.error} role="alert">
            {props.error}
          </p>
        )}
      </div>
    </Dialog>
  );
}

export type { Lista };
