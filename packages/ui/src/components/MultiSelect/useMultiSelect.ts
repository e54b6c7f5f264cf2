import { useMemo, useState, type KeyboardEvent } from 'react';
import { buildOptionIndex, filterOptions, type MultiSelectOption } from './filter';

/** Inputs of {@link useMultiSelect}. */
export interface UseMultiSelectArgs {
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/** State and keyboard handling of the combobox (ARIA APG "combobox with listbox popup"). */
export function useMultiSelect({ options, value, onChange, disabled }: UseMultiSelectArgs) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const index = useMemo(() => buildOptionIndex(options), [options]);
  const result = useMemo(() => filterOptions(index, query), [index, query]);
  const selected = useMemo(() => new Set(value), [value]);
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);

  const toggle = (optionValue: string) =>
    onChange(selected.has(optionValue) ? value.filter((v) => v !== optionValue) : [...value, optionValue]);
  const remove = (optionValue: string) => onChange(value.filter((v) => v !== optionValue));
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
    const handled = handleKey(event.key);
    if (handled) event.preventDefault();
    // An open popup owns Escape, so it does not also close a surrounding dialog.
    if (handled && event.key === 'Escape') event.stopPropagation();
  };
  /** Applies one key; false leaves it to the browser (Enter on a closed list submits the search, SPEC §2). */
  const handleKey = (key: string): boolean => {
    switch (key) {
      case 'ArrowDown':
        move(1);
        return true;
      case 'ArrowUp':
        move(-1);
        return true;
      case 'Enter': {
        const optionIndex = open && active >= 0 && active < result.count ? result.optionAt(active) : -1;
        const option = options[optionIndex];
        if (option) toggle(option.value);
        return option !== undefined;
      }
      case 'Escape':
        if (open) close();
        else if (query !== '') setQuery('');
        return open || query !== '';
      case 'Backspace': {
        const last = value[value.length - 1];
        if (query !== '' || last === undefined) return false;
        remove(last);
        return true;
      }
      default:
        return false;
    }
  };

  const selectedOptions = value.map((v) => byValue.get(v) ?? { value: v, label: v });
  return { query, open, active, result, selected, selectedOptions, setActive, toggle, remove, changeQuery, close, openList, onKeyDown };
}
