import { isoToBrDate } from '@cnpj/domain';
import { CalendarDays } from 'lucide-react';
import {
  useCallback,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { warm } from '../../on-demand/loader';
import { lazyPart } from '../../on-demand/lazy-part';
import { Field, controlStyles } from '../Field';
import { useLazyMask } from '../MaskedField/use-lazy-mask';
import type { CloseReason } from './DateCalendar';
import { dateMask } from './date-mask';
import { useDateText } from './use-date-text';
import styles from './DateField.module.css';

// The calendar (react-day-picker, date-fns, Radix's popper) loads on the first hover, focus or press
// of its button, never with the page: the search page's first paint is budgeted (decision 011).
const Calendar = lazyPart(() => import('./DateCalendar').then((module) => module.DateCalendar));

/** Loads the calendar's code now (stories and tests await it before opening the calendar). */
export const preloadDateCalendar = () => Calendar.preload();
const warmCalendar = () => void warm(preloadDateCalendar);

/** Props of {@link DateField}. */
export interface DateFieldProps {
  label: ReactNode;
  /** The date as yyyy-mm-dd, or '' (the address and the API carry this form); uncontrolled when omitted. */
  value?: string;
  /** The first yyyy-mm-dd date of an uncontrolled field. */
  defaultValue?: string;
  /** Called with the yyyy-mm-dd date of a real day, or '' when the text is empty, incomplete or impossible. */
  onValueChange?: (value: string) => void;
  hint?: ReactNode;
  /** A message from outside; the field's own (incomplete, impossible) shows when this is absent. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** docs/product.md#screens-and-routes: Enter in a filter field triggers the search. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Opens the calendar on first render (stories). */
  defaultCalendarOpen?: boolean;
}

/**
 * A date typed as dd/mm/aaaa whatever the browser's language, with a calendar in Portuguese beside it
 * (decision 024). What the user types is kept as typed; an incomplete or impossible date says so
 * under the field and reaches the parent as '' (docs/product.md#validation "Dates").
 */
export function DateField({
  label,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  onBlur,
  onKeyDown,
  defaultCalendarOpen = false,
  ...input
}: DateFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const date = useDateText({ value, defaultValue, onValueChange });
  // The mask owns the element's text once attached, so React only sets the first value.
  const [initialText] = useState(date.text);
  const [calendarOpen, setCalendarOpen] = useState(defaultCalendarOpen);
  const { onPlainChange, replaceText } = useLazyMask({
    input: inputRef,
    spec: dateMask,
    value: date.text,
    onValueChange: date.setText,
  });

  const openCalendar = () => {
    warmCalendar();
    setCalendarOpen(true);
  };
  const closeCalendar = useCallback((reason: CloseReason) => {
    setCalendarOpen(false);
    // After a pick or Escape the keyboard goes on from the field; a click elsewhere keeps its target.
    if (reason !== 'outside') inputRef.current?.focus();
  }, []);
  const pick = useCallback((iso: string) => replaceText(isoToBrDate(iso)), [replaceText]);

  return (
    <Field
      label={label}
      hint={hint}
      error={error ?? date.problem}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <div ref={anchorRef} className={styles.wrap}>
          <input
            {...input}
            {...control}
            ref={inputRef}
            type="text"
            disabled={disabled}
            defaultValue={initialText}
            inputMode={dateMask.inputMode}
            autoComplete="off"
            placeholder={dateMask.placeholder}
            className={`${controlStyles.control} ${styles.input}`}
            onChange={onPlainChange}
            onBlur={(event) => {
              date.markChecked();
              onBlur?.(event);
            }}
            onKeyDown={(event) => {
              // Alt+Down opens a field's picker, as in native date and select controls.
              if (event.altKey && event.key === 'ArrowDown') {
                event.preventDefault();
                openCalendar();
                return;
              }
              onKeyDown?.(event);
            }}
          />
          <button
            ref={triggerRef}
            type="button"
            className={styles.calendarButton}
            aria-label="Abrir calendário"
            aria-haspopup="dialog"
            aria-expanded={calendarOpen}
            disabled={disabled}
            onPointerEnter={warmCalendar}
            onFocus={warmCalendar}
            onClick={() => (calendarOpen ? setCalendarOpen(false) : openCalendar())}
          >
            <CalendarDays size={18} aria-hidden="true" />
          </button>
          {calendarOpen && (
            <Calendar
              anchor={anchorRef}
              trigger={triggerRef}
              selected={date.iso}
              onPick={pick}
              onClose={closeCalendar}
            />
          )}
        </div>
      )}
    </Field>
  );
}
