import { useId } from 'react';
import { Dialog } from '../../components/Dialog';
import { formatCount } from '../../format/numbers';
import { ChooseList, type Lista } from './parts/ChooseList';
import { CreateList } from './parts/CreateList';
import { DialogFooter } from './parts/DialogFooter';
import { DialogMessage, StateBody } from './parts/StateBody';
import type { AddToListMessage, AddToListMode, AddToListState } from './types';
import { useAutoClose } from './parts/useAutoClose';
import { useTypedName } from './parts/useTypedName';
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
  /** What an add or a create said: a failure of docs/product.md#errors, or a success note such as the list created. */
  message?: AddToListMessage | null;
  /** Renders the free plan's "Assinar" link (the app passes its router's link); a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/** "3 empresas selecionadas" as the dialog's description. */
const describeCount = (count: number) =>
  formatCount(count, { one: 'empresa selecionada', other: 'empresas selecionadas' });

type ReadyBodyProps = AddToListDialogProps & {
  lists: readonly Lista[];
  formId: string;
  name: string;
  onNameChange: (name: string) => void;
};

/** The body with lists at hand: choose one, or name a new one; then what the last call said. */
function ReadyBody({ lists, formId, name, onNameChange, busy = false, ...props }: ReadyBodyProps) {
  return (
    <>
      {props.mode === 'choose' ? (
        <ChooseList
          formId={formId}
          lists={lists}
          selectedListId={props.selectedListId}
          onSelectList={props.onSelectList}
          onAdd={props.onAdd}
          busy={busy}
        />
      ) : (
        <CreateList
          formId={formId}
          name={name}
          onNameChange={onNameChange}
          onCreate={props.onCreate}
          busy={busy}
        />
      )}
      <DialogMessage message={props.message} />
    </>
  );
}

/** docs/product.md#states-and-transitions "Add-to-list modal": pick an existing list or create one, then add the selected companies. */
export function AddToListDialog(props: AddToListDialogProps) {
  const { state, mode, busy = false } = props;
  const formId = useId();
  const [name, setName] = useTypedName(props.open, mode);
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
        {state.kind === 'ready' ? (
          <ReadyBody
            {...props}
            lists={state.lists}
            formId={formId}
            name={name}
            onNameChange={setName}
          />
        ) : (
          <StateBody
            state={state}
            onLeave={() => props.onOpenChange(false)}
            linkComponent={props.linkComponent}
          />
        )}
      </div>
    </Dialog>
  );
}

export type { Lista };
