import { useDeferredValue, useState, type KeyboardEvent } from 'react';
import { optionSearch, type MultiSelectOption, type OptionMatcher } from './filter';
import { handleComboboxKey } from './keyboard';

/** Inputs of {@link useMultiSelect}. */
export interface UseMultiSelectArgs {
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  /** Ranks the options instead of the default "label contains the text" (positions in `options`). */
  matcher?: OptionMatcher;
}

/** State of the combobox (ARIA APG "combobox with listbox popup"): text, popup, active option. */
export function useMultiSelect({
  options,
  value,
  onChange,
  disabled,
  matcher,
}: UseMultiSelectArgs) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A picker with its own matcher never needs the label index: only one of them is keyed.
  const search = optionSearch(options, matcher);
  // The typed text updates at once; the filtered list follows when React has time (typing latency).
  const deferredQuery = useDeferredValue(query);
  const result = search.results(deferredQuery);
  const selected = new Set(value);
  const byValue = new Map(options.map((option) => [option.value, option]));
  // Once an option is chosen, the text typed to find it goes, rather than staying beside its chip;
  // the whole list shows again with the chosen option still active (an empty query lists every
  // option in order).
  const toggle = (chosen: string) => {
    if (value.includes(chosen)) return onChange(value.filter((v) => v !== chosen));
    onChange([...value, chosen]);
    setQuery('');
    setActive(options.findIndex((option) => option.value === chosen));
  };
  const remove = (removed: string) => onChange(value.filter((v) => v !== removed));

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
  const moveTo = (end: 'first' | 'last') => setActive(end === 'first' ? 0 : result.count - 1);

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
      moveTo,
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
    /** Keys the options ahead of the first keystroke (on focus or pointer). */
    prepare: search.prepare,
  };
}
