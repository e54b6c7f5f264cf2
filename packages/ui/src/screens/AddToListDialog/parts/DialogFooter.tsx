import { ArrowLeft, Plus } from 'lucide-react';
import { Button } from '../../../components/Button';
import type { AddToListMode, AddToListState } from '../types';

/** Props of {@link DialogFooter}. */
export interface DialogFooterProps {
  formId: string;
  state: AddToListState;
  mode: AddToListMode;
  busy: boolean;
  canAdd: boolean;
  canCreate: boolean;
  onModeChange: (mode: AddToListMode) => void;
  onRetry?: () => void;
}

type ModeFooterProps = Pick<DialogFooterProps, 'formId' | 'busy' | 'onModeChange'>;

/** Create mode: back to the lists, or create the list named. */
function CreateFooter({
  formId,
  busy,
  onModeChange,
  canCreate,
}: ModeFooterProps & { canCreate: boolean }) {
  return (
    <>
      <Button
        variant="ghost"
        icon={<ArrowLeft size={16} />}
        disabled={busy}
        onClick={() => onModeChange('choose')}
      >
        Voltar
      </Button>
      <Button type="submit" form={formId} disabled={!canCreate} busy={busy} busyLabel="Criando...">
        Criar lista
      </Button>
    </>
  );
}

/** Choose mode: create a new list (the first step when there is none), or add to the one chosen. */
function ChooseFooter({
  formId,
  busy,
  onModeChange,
  canAdd,
  noLists,
}: ModeFooterProps & { canAdd: boolean; noLists: boolean }) {
  return (
    <>
      <Button
        variant={noLists ? 'primary' : 'secondary'}
        icon={<Plus size={16} />}
        disabled={busy}
        onClick={() => onModeChange('create')}
      >
        Criar nova lista
      </Button>
      <Button
        type="submit"
        form={formId}
        disabled={!canAdd || noLists || busy}
        busy={busy}
        busyLabel="Adicionando..."
      >
        Adicionar
      </Button>
    </>
  );
}

/**
 * The modal's buttons. docs/product.md#validation: "Adicionar" is disabled with no selection, while busy, or with no lists;
 * "Criar lista" is disabled while the name is blank. They submit the body's form (Enter works too).
 */
export function DialogFooter({
  state,
  mode,
  canAdd,
  canCreate,
  onRetry,
  ...shared
}: DialogFooterProps) {
  if (state.kind === 'loadFailed' && onRetry) {
    return (
      <Button variant="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
    );
  }
  if (state.kind !== 'ready') return null;
  if (mode === 'create') return <CreateFooter {...shared} canCreate={canCreate} />;
  return <ChooseFooter {...shared} canAdd={canAdd} noLists={state.lists.length === 0} />;
}
