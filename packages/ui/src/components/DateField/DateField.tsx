import { isoToBrDate } from '@cnpj/domain';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Field, controlStyles, splitFieldProps, type FieldFrameProps } from '../Field';
import { useLazyMask } from '../MaskedField/use-lazy-mask';
import type { CloseReason } from './DateCalendar';
import { dateMask } from './date-mask';
import { useDateText } from './use-date-text';
import styles from './DateField.module.css';

// The calendar is heavy libraries (react-day-picker, date-fns, Radix's popper): it loads when first
// opened, never with the page (decision 063).
const Calendar = lazy(() =>
  import('./DateCalendar').then((module) => ({ default: module.DateCalendar })),
);

/** Props of {@link DateField}. */
export interface DateFieldProps extends FieldFrameProps {
  /** The date as yyyy-mm-dd, or '' (the address and the API carry this form); uncontrolled when omitted. */
  value?: string;
  /** The first yyyy-mm-dd date of an uncontrolled field. */
  defaultValue?: string;
  /** Called with the yyyy-mm-dd date of a real day, or '' when the text is empty, incomplete or impossible. */
  onValueChange?: (value: string) => void;
  /** A message from outside; the field's own (incomplete, impossible) shows when this is absent. */
  error?: FieldFrameProps['error'];
  disabled?: boolean;
  name?: string;
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
export function DateField(props: DateFieldProps) {
  const {
    frame,
    control: {
      value,
      defaultValue,
      onValueChange,
      disabled,
      onBlur,
      onKeyDown,
      defaultCalendarOpen = false,
      ...input
    },
  } = splitFieldProps(props);
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

  const openCalendar = () => setCalendarOpen(true);
  const closeCalendar = (reason: CloseReason) => {
    setCalendarOpen(false);
    // After a pick or Escape the keyboard goes on from the field; a click elsewhere keeps its target.
    if (reason !== 'outside') inputRef.current?.focus();
  };
  const pick = (iso: string) => replaceText(isoToBrDate(iso));

  return (
    <Field {...frame} error={frame.error ?? date.problem}>
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
            onClick={() => (calendarOpen ? setCalendarOpen(false) : openCalendar())}
          >
            <CalendarDays size={18} aria-hidden="true" />
          </button>
          {calendarOpen && (
            <Suspense fallback={null}>
              <Calendar
                anchor={anchorRef}
                trigger={triggerRef}
                selected={date.iso}
                onPick={pick}
                onClose={closeCalendar}
              />
            </Suspense>
          )}
        </div>
      )}
    </Field>
  );
}
