import { brDateToIso, dateInputError, isoToBrDate, onlyDigits } from '@cnpj/domain';
import { useRef, useState } from 'react';

/** Inputs of {@link useDateText}: the ISO value (controlled) or the first one, and who hears of changes. */
export interface UseDateTextArgs {
  value: string | undefined;
  defaultValue: string | undefined;
  onValueChange: ((value: string) => void) | undefined;
}

/** The field's text (dd/mm/aaaa as typed), its message, and how it changes. */
export interface DateText {
  text: string;
  /** docs/product.md#validation "Dates": what the text lacks, once left or complete; null when fine. */
  problem: string | null;
  /** The real day the text names, as yyyy-mm-dd; '' otherwise. */
  iso: string;
  /** The text as typed (or as a picked day writes it). */
  setText: (text: string) => void;
  /** The field was left: an incomplete date now says so. */
  markChecked: () => void;
}

/**
 * Keeps what the user typed, and the ISO value the parent holds, apart: the parent hears the ISO date
 * of a real day, or '' for an empty, incomplete or impossible one (never sent, docs/product.md#validation),
 * while the text stays as typed. A new value from the parent (a link, "Limpar Filtros") replaces the
 * text, unless the text already says it.
 */
export function useDateText({ value, defaultValue, onValueChange }: UseDateTextArgs): DateText {
  const [text, setTextState] = useState(() => isoToBrDate(value ?? defaultValue));
  const [checked, setChecked] = useState(false);
  const [seenValue, setSeenValue] = useState(value);
  // The last ISO value heard by the parent, for an uncontrolled field.
  const reported = useRef(value ?? defaultValue ?? '');
  const iso = brDateToIso(text) ?? '';

  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== iso) setTextState(isoToBrDate(value));
  }

  function setText(next: string) {
    setTextState(next);
    const nextIso = brDateToIso(next) ?? '';
    if (nextIso !== (value ?? reported.current)) {
      reported.current = nextIso;
      onValueChange?.(nextIso);
    }
  }

  const complete = onlyDigits(text).length >= 8;
  const problem = checked || complete ? dateInputError(text) : null;
  return { text, problem, iso, setText, markChecked: () => setChecked(true) };
}
