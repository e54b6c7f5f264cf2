// Saved searches (the "gerenciar pesquisas salvas" ability promised on /obrigado, docs/product.md#screens-and-routes): save the
// current filters under a name, then reopen or delete them. Stored in the browser (services/saved-searches).
// The window's code loads on demand (decision 011); the page's button is SavedSearchesDialog.
import { Button } from '@cnpj/ui/components/Button';
import { Dialog } from '@cnpj/ui/components/Dialog';
import { TextField } from '@cnpj/ui/components/TextField';
import { useState, type FormEvent } from 'react';
import type { SavedSearch } from '../../services/saved-searches';
import styles from './SavedSearchesDialog.module.css';

/** Props of {@link SavedSearchesWindow}, besides whether it is open. */
export interface SavedSearchesProps {
  saved: readonly SavedSearch[];
  /** False while no UF is chosen: a search without one cannot run, so it is not worth saving. */
  canSave: boolean;
  onSave: (name: string) => void;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}

/** Props of {@link SavedSearchesWindow}. */
export interface SavedSearchesWindowProps extends SavedSearchesProps {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The "Pesquisas salvas" dialog. */
export function SavedSearchesWindow({
  saved,
  canSave,
  onSave,
  onOpen,
  onDelete,
  open,
  setOpen,
}: SavedSearchesWindowProps) {
  const [name, setName] = useState('');
  const blank = name.trim() === '';

  function save(event: FormEvent) {
    event.preventDefault();
    if (blank || !canSave) return;
    onSave(name.trim());
    setName('');
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Pesquisas salvas"
      description="Salve os filtros atuais ou reabra uma pesquisa salva."
    >
      <form className={styles.save} onSubmit={save} noValidate>
        <TextField
          label="Nome da pesquisa"
          value={name}
          maxLength={120}
          hint={canSave ? undefined : 'Selecione uma UF para salvar a pesquisa.'}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={blank || !canSave}>
          Salvar pesquisa
        </Button>
      </form>
      {saved.length === 0 ? (
        <p className={styles.empty}>Nenhuma pesquisa salva.</p>
      ) : (
        <ul className={styles.list} aria-label="Pesquisas salvas">
          {saved.map((search) => (
            <li key={search.id} className={styles.item}>
              <span className={styles.name}>{search.name}</span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Abrir ${search.name}`}
                onClick={() => {
                  onOpen(search.id);
                  setOpen(false);
                }}
              >
                Abrir
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Excluir ${search.name}`}
                onClick={() => onDelete(search.id)}
              >
                Excluir
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
