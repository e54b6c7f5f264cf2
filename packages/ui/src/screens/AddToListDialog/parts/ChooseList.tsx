import type { FormEvent } from 'react';
import { SELECT_LIST_MESSAGE, type Lista } from '@cnpj/domain';
import styles from '../AddToListDialog.module.css';

/** A saved list (docs/product.md#entities "List"): the domain's one declaration. */
export type { Lista };

/** Props of {@link ChooseList}. */
export interface ChooseListProps {
  /** Id of the form, so the dialog's footer buttons submit it. */
  formId: string;
  lists: readonly Lista[];
  selectedListId: number | null;
  onSelectList: (id: number) => void;
  onAdd: (listId: number) => void;
  busy: boolean;
}

/**
 * Choose mode (docs/product.md#states-and-transitions): one radio per list. docs/product.md#validation both requires a choice ("Por favor, selecione uma
 * lista.") and disables "Adicionar" without one, so the message stands as the instruction next to the
 * disabled button until a list is chosen, rather than as an error nobody can trigger.
 */
export function ChooseList({
  formId,
  lists,
  selectedListId,
  onSelectList,
  onAdd,
  busy,
}: ChooseListProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && selectedListId !== null) onAdd(selectedListId);
  }

  if (lists.length === 0) {
    return (
      <form id={formId} onSubmit={submit} className={styles.noLists}>
        <p>Você ainda não tem listas.</p>
        <p>Crie uma nova lista para guardar as empresas selecionadas.</p>
      </form>
    );
  }
  return (
    <form id={formId} onSubmit={submit} noValidate>
      <fieldset className={styles.lists} disabled={busy}>
        <legend className={styles.legend}>Suas listas</legend>
        {lists.map((lista) => (
          <label
            key={lista.id}
            className={styles.option}
            data-checked={lista.id === selectedListId || undefined}
          >
            <input
              type="radio"
              name={`${formId}-lista`}
              value={lista.id}
              checked={lista.id === selectedListId}
              onChange={() => onSelectList(lista.id)}
            />
            <span>{lista.descricao}</span>
          </label>
        ))}
      </fieldset>
      {selectedListId === null && <p className={styles.hint}>{SELECT_LIST_MESSAGE}</p>}
    </form>
  );
}
