// The "Pesquisas salvas" window (docs/product.md#saved-searches): save the current filters under a
// name, run a saved search again ("Abrir") or delete it, and say where they are kept. Kept in this
// browser only, it offers to export and import them as a file. The app loads it on demand.
import {
  RADAR_MONITOR_ACTION,
  SAVED_SEARCHES_IN_ACCOUNT,
  SAVED_SEARCHES_IN_BROWSER,
  SAVED_SEARCHES_LOAD_FAILED,
  SAVED_SEARCH_CHANGE_FAILED,
} from '@cnpj/domain';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { BrowserDataFile, type ImportOutcome } from '../shared/BrowserDataFile';
import type { SavedSearchItem, SavedSearchesState } from './types';
import styles from './SavedSearchesWindow.module.css';

/** Props of {@link SavedSearchesWindow}. */
export interface SavedSearchesWindowProps {
  state: SavedSearchesState;
  /** False while no UF is chosen: a search without one cannot run, so it is not worth saving. */
  canSave: boolean;
  onSave: (name: string) => void;
  /** Runs the saved search (its results open). */
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
  /**
   * "Monitorar no Radar" on a saved search (docs/product.md#radar): the window closes and the app
   * opens the Radar's window for that search. Omitted, the action is not offered.
   */
  onMonitor?: (id: string) => void;
  /** Saving or deleting failed: told until the next change. */
  changeFailed?: boolean;
  onExport: () => void;
  onImport: (file: File) => void;
  importOutcome?: ImportOutcome | null;
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The "Pesquisas salvas" dialog. */
export function SavedSearchesWindow(props: SavedSearchesWindowProps) {
  const { state, canSave, onSave, changeFailed, open, setOpen } = props;
  const [name, setName] = useState('');
  const blank = name.trim() === '';
  const ready = state.kind === 'ready';

  function save(event: FormEvent) {
    event.preventDefault();
    if (blank || !canSave || !ready) return;
    onSave(name.trim());
    setName('');
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Pesquisas salvas"
      description="Salve os filtros atuais ou abra uma pesquisa salva para ver seus resultados."
    >
      {ready && (
        <Banner variant="info" className={styles.notice}>
          {state.place === 'browser' ? SAVED_SEARCHES_IN_BROWSER : SAVED_SEARCHES_IN_ACCOUNT}
        </Banner>
      )}
      <form className={styles.save} onSubmit={save} noValidate>
        <TextField
          label="Nome da pesquisa"
          value={name}
          maxLength={120}
          hint={canSave ? undefined : 'Selecione uma UF para salvar a pesquisa.'}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={blank || !canSave || !ready}>
          Salvar pesquisa
        </Button>
      </form>
      {changeFailed && <Banner variant="error">{SAVED_SEARCH_CHANGE_FAILED}</Banner>}
      <SavedSearchesList {...props} />
      {ready && state.place === 'browser' && (
        <div className={styles.file}>
          <BrowserDataFile
            what="pesquisas"
            onExport={props.onExport}
            onImport={props.onImport}
            importOutcome={props.importOutcome}
          />
        </div>
      )}
    </Dialog>
  );
}

/** One saved search with its actions; opening it or sending it to the Radar closes the window. */
function SavedSearchRow({
  search,
  onOpen,
  onDelete,
  onMonitor,
  setOpen,
}: Pick<SavedSearchesWindowProps, 'onOpen' | 'onDelete' | 'onMonitor' | 'setOpen'> & {
  search: SavedSearchItem;
}) {
  return (
    <li className={styles.item}>
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
      {onMonitor && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${RADAR_MONITOR_ACTION}: ${search.name}`}
          onClick={() => {
            onMonitor(search.id);
            setOpen(false);
          }}
        >
          {RADAR_MONITOR_ACTION}
        </Button>
      )}
      <Button
        size="sm"
        variant="danger"
        aria-label={`Excluir ${search.name}`}
        onClick={() => onDelete(search.id)}
      >
        Excluir
      </Button>
    </li>
  );
}

/** The saved searches, or why they are not shown. */
function SavedSearchesList({
  state,
  onOpen,
  onDelete,
  onMonitor,
  setOpen,
}: SavedSearchesWindowProps) {
  if (state.kind === 'loading')
    return (
      <p className={styles.empty} role="status">
        Carregando pesquisas salvas…
      </p>
    );
  if (state.kind === 'error')
    return (
      <Banner
        variant="error"
        action={
          <Button size="sm" variant="secondary" onClick={state.onRetry}>
            Tentar novamente
          </Button>
        }
      >
        {SAVED_SEARCHES_LOAD_FAILED}
      </Banner>
    );
  if (state.searches.length === 0) return <p className={styles.empty}>Nenhuma pesquisa salva.</p>;
  return (
    <ul className={styles.list} aria-label="Pesquisas salvas">
      {state.searches.map((search) => (
        <SavedSearchRow
          key={search.id}
          search={search}
          onOpen={onOpen}
          onDelete={onDelete}
          onMonitor={onMonitor}
          setOpen={setOpen}
        />
      ))}
    </ul>
  );
}
