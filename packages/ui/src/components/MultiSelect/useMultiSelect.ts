import { useMemo, useState, type KeyboardEvent } from 'react';
import { buildOptionIndex, filterOptions, type MultiSelectOption } from './filter';
import { handleComboboxKey } from './keyboard';

/** Inputs of {@link useMultiSelect}. */
export interface UseMultiSelectArgs {
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/** State of the combobox (ARIA APG "combobox with listbox popup"): text, popup, active option. */
export function useMultiSelect({ options, value, onChange, disabled }: UseMultiSelectArgs) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const index = useMemo(() => buildOptionIndex(options), [options]);
  const result = useMemo(() => filterOptions(index, query), [index, query]);
  const selected = useMemo(() => new Set(value), [value]);
  const byValue = useMemo(
    () => new Map(options.map((option) => [option.value, option])),
    [options],
  );

  const toggle = (v: string) =>
    onChange(selected.has(v) ? value.filter((x) => x !== v) : [...value, v]);
  const remove = (v: string) => onChange(value.filter((x) => x !== v));
  const changeQuery = (text: string) => {
    setQuery(text);
    setOpen(true);
    setActive(0);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openList = () => {
    if (disabled) return;
    setOpen(true);
    setActive((current) => (current < 0 ? 0 : current));
  };
  const move = (delta: number) => {
    if (!open) return openList();
    setActive((current) => Math.min(Math.max(current + delta, 0), result.count - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const activeValue =
      open && active >= 0 && active < result.count
        ? options[result.optionAt(active)]?.value
        : undefined;
    const context = {
      open,
      query,
      activeValue,
      lastSelected: value.at(-1),
      move,
      toggle,
      remove,
      close,
      clearQuery: () => setQuery(''),
    };
    if (!handleComboboxKey(event.key, context)) return;
    event.preventDefault();
    // An open popup owns Escape, so a surrounding dialog does not close with it.
    if (event.key === 'Escape') event.stopPropagation();
  };

  const selectedOptions = value.map((v) => byValue.get(v) ?? { value: v, label: v });
  return {
    query,
    open,
    active,
    result,
    selected,
    selectedOptions,
    setActive,
    toggle,
    remove,
    changeQuery,
    close,
    openList,
    onKeyDown,
  };
}
