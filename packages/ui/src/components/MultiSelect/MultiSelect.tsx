import { useId, useRef, type FocusEvent, type ReactNode } from 'react';
import { Field } from '../Field';
import { ChipList } from './ChipList';
import type { MultiSelectOption, OptionMatcher } from './filter';
import styles from './MultiSelect.module.css';
import { preloadOptionList } from './load-options';
import { OptionList } from './OptionList';
import { useMultiSelect } from './useMultiSelect';

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps {
  /** Visible label; also names the listbox. */
  label: string;
  options: readonly MultiSelectOption[];
  /** Selected option values, in selection order. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** docs/product.md#screens-and-routes: the city field is disabled until a UF is chosen. */
  disabled?: boolean;
  /** Shown when no option matches the typed text. */
  emptyText?: string;
  /** Ranks the options for the typed text instead of "label contains the text" (the CNAE pickers). */
  matcher?: OptionMatcher;
  id?: string;
  className?: string;
}

/** "1 selecionado" / "3 selecionados". */
const summary = (count: number) => `${count} ${count === 1 ? 'selecionado' : 'selecionados'}`;

/** A searchable multi-choice combobox with chips; stays fast with thousands of options (virtualised). */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  hint,
  error,
  disabled,
  emptyText = 'Nenhuma opção encontrada',
  matcher,
  id,
  className,
}: MultiSelectProps) {
  const state = useMultiSelect({ options, value, onChange, disabled, matcher });
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const optionId = (position: number) => `${listboxId}-option-${position}`;
  const showList = state.open && !disabled && state.result.count > 0;
  // The options can change under an open list (a new UF loads other cities): never point past the end.
  const activeInList = showList && state.active >= 0 && state.active < state.result.count;
  const showEmpty = state.open && !disabled && state.result.count === 0;

  // Focus or a pointer on the picker: the list's code loads and the options are keyed, before the
  // first keystroke needs either.
  const getReady = () => {
    preloadOptionList();
    state.prepare();
  };

  // Closes the popup only when focus leaves the whole widget (chips' buttons belong to it).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) state.close();
  };

  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div
          className={styles.root}
          onBlur={onBlur}
          onFocus={getReady}
          onPointerEnter={getReady}
          data-disabled={disabled || undefined}
        >
          <div
            className={styles.control}
            data-invalid={control['aria-invalid'] || undefined}
            onClick={() => inputRef.current?.focus()}
          >
            <ChipList
              label={`${label}: ${summary(value.length)}`}
              options={state.selectedOptions}
              disabled={disabled}
              onRemove={state.remove}
            />
            <input
              {...control}
              ref={inputRef}
              type="text"
              role="combobox"
              aria-expanded={showList}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={activeInList ? optionId(state.active) : undefined}
              autoComplete="off"
              className={styles.input}
              placeholder={placeholder}
              disabled={disabled}
              value={state.query}
              onChange={(event) => state.changeQuery(event.target.value)}
              onClick={state.openList}
              onKeyDown={state.onKeyDown}
            />
          </div>
          {value.length > 0 && (
            <p className={styles.summary} aria-live="polite">
              {summary(value.length)}
            </p>
          )}
          <div className={styles.popup} hidden={!showList && !showEmpty}>
            <OptionList
              id={listboxId}
              label={label}
              options={options}
              result={state.result}
              selected={state.selected}
              active={state.active}
              hidden={!showList}
              optionId={optionId}
              onToggle={state.toggle}
              onHover={state.setActive}
            />
            {showEmpty && <p className={styles.empty}>{emptyText}</p>}
          </div>
        </div>
      )}
    </Field>
  );
}
