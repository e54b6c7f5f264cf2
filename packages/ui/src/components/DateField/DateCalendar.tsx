// The date field's calendar, loaded on demand (DateField.tsx): react-day-picker in Brazilian
// Portuguese, weeks from Sunday, inside a Radix popover anchored to the field (decision 024).
import { parseIsoDate, toIsoDate } from '@cnpj/domain';
import { Popover } from 'radix-ui';
import { useState, type RefObject } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import 'react-day-picker/style.css';
import styles from './DateCalendar.module.css';

/** Why the calendar closed: a day was picked, Escape, or a click or focus elsewhere. */
export type CloseReason = 'picked' | 'escape' | 'outside';

/** Props of {@link DateCalendar}. */
export interface DateCalendarProps {
  /** The field the calendar opens under. */
  anchor: RefObject<HTMLElement | null>;
  /** The button that toggles the calendar; pressing it is not a click "elsewhere". */
  trigger: RefObject<HTMLElement | null>;
  /** The field's date as yyyy-mm-dd, or ''. */
  selected: string;
  /** Called with the picked day as yyyy-mm-dd. */
  onPick: (iso: string) => void;
  onClose: (reason: CloseReason) => void;
}

/** Opening dates go back decades: the caption's month and year menus reach 1900. */
const FIRST_MONTH = new Date(1900, 0, 1);

/** A calendar day as a local Date (the calendar works in the browser's local days, no time zone shift). */
function toLocalDate(iso: string): Date | undefined {
  const day = parseIsoDate(iso);
  return day ? new Date(day.year, day.month - 1, day.day) : undefined;
}

/** The calendar: arrows move between days, Enter picks, Escape closes; focus starts on the chosen day or today. */
export function DateCalendar({ anchor, trigger, selected, onPick, onClose }: DateCalendarProps) {
  const selectedDate = toLocalDate(selected);
  // Fixed while the calendar is open, so its month menus do not change under the user.
  const [lastMonth] = useState(() => new Date(new Date().getFullYear(), 11, 31));
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose('outside')}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          aria-label="Calendário"
          align="end"
          sideOffset={4}
          collisionPadding={8}
          // The day grid takes focus itself (autoFocus below); the field takes it back on close.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onClose('escape');
          }}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && trigger.current?.contains(event.target))
              event.preventDefault();
          }}
        >
          <DayPicker
            mode="single"
            required
            locale={ptBR}
            weekStartsOn={0}
            captionLayout="dropdown"
            startMonth={FIRST_MONTH}
            endMonth={lastMonth}
            selected={selectedDate}
            defaultMonth={selectedDate}
            autoFocus
            onSelect={(date) => {
              onPick(
                toIsoDate({
                  year: date.getFullYear(),
                  month: date.getMonth() + 1,
                  day: date.getDate(),
                }),
              );
              onClose('picked');
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
