import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** Props of {@link DeleteListButton}. */
export interface DeleteListButtonProps {
  listName: string;
  busy: boolean;
  onDelete: () => void;
}

/** Deletes the list after a confirmation: the action cannot be undone. */
export function DeleteListButton({ listName, busy, onDelete }: DeleteListButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="danger"
        size="sm"
        icon={<Trash2 />}
        busy={busy}
        busyLabel="Excluindo..."
        onClick={() => setConfirming(true)}
      >
        Excluir lista
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir lista"
        message={`A lista "${listName}" será excluída. As empresas continuam disponíveis na pesquisa.`}
        confirmLabel="Excluir"
        confirmVariant="danger"
        onConfirm={onDelete}
      />
    </>
  );
}
