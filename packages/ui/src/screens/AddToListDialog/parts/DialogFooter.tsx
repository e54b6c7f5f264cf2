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

/**
 * The modal's buttons. docs/product.md#validation: "Adicionar" is disabled with no selection, while busy, or with no lists;
 * "Criar lista" is disabled while the name is blank. They submit the body's form (Enter works too).
 */
export function DialogFooter({
  formId,
  state,
  mode,
  busy,
  canAdd,
  canCreate,
  onModeChange,
  onRetry,
}: DialogFooterProps) {
  if (state.kind === 'loadFailed' && onRetry) {
    return (
      <Button variant="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
    );
  }
  if (state.kind !== 'ready') return null;
  if (mode === 'create') {
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
        <Button
          type="submit"
          form={formId}
          disabled={!canCreate}
          busy={busy}
          busyLabel="Criando..."
        >
          Criar lista
        </Button>
      </>
    );
  }
  const noLists = state.lists.length === 0;
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
