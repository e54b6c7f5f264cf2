import { useVirtualizer } from '@tanstack/react-virtual';
import { Check } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import type { FilterResult, MultiSelectOption } from './filter';
import styles from './MultiSelect.module.css';

/** Fixed row height (labels are one line, ellipsed), so no per-row measuring is needed. */
const OPTION_HEIGHT = 36;

/** Props of the rows of the listbox. */
export interface VirtualOptionsProps {
  options: readonly MultiSelectOption[];
  result: FilterResult;
  selected: ReadonlySet<string>;
  active: number;
  optionId: (position: number) => string;
  onToggle: (value: string) => void;
  onHover: (position: number) => void;
  scrollRef: RefObject<HTMLDivElement | null>;
}

/**
 * Only the rows in view (plus a few) are in the DOM, whatever the option count. Mounting with the list
 * already visible lets the virtualiser measure it synchronously, so rows exist as soon as it opens.
 */
export function VirtualOptions({
  options,
  result,
  selected,
  active,
  optionId,
  onToggle,
  onHover,
  scrollRef,
}: VirtualOptionsProps) {
  // TanStack Virtual returns one instance that changes inside: the compiler rightly leaves this
  // component as written (its rows, OptionRow, are compiled), so the skip is expected here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: result.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => OPTION_HEIGHT,
    overscan: 6,
  });

  // Keeps the keyboard-active option rendered and in view, so aria-activedescendant points at it.
  useEffect(() => {
    if (active >= 0) virtualizer.scrollToIndex(active, { align: 'auto' });
  }, [active, virtualizer]);

  return (
    <div
      role="presentation"
      className={styles.sizer}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const option = options[result.optionAt(item.index)];
        if (!option) return null;
        return (
          <OptionRow
            key={option.value}
            id={optionId(item.index)}
            position={item.index}
            option={option}
            selected={selected.has(option.value)}
            active={item.index === active}
            start={item.start}
            size={item.size}
            onToggle={onToggle}
            onHover={onHover}
          />
        );
      })}
    </div>
  );
}

interface OptionRowProps {
  id: string;
  position: number;
  option: MultiSelectOption;
  selected: boolean;
  active: boolean;
  start: number;
  size: number;
  onToggle: (value: string) => void;
  onHover: (position: number) => void;
}

/** One option. */
function OptionRow({
  id,
  position,
  option,
  selected,
  active,
  start,
  size,
  onToggle,
  onHover,
}: OptionRowProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      data-active={active || undefined}
      className={styles.option}
      style={{ height: size, transform: `translateY(${start}px)` }}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => onHover(position)}
      onClick={() => onToggle(option.value)}
    >
      <Check aria-hidden="true" className={styles.check} size={16} />
      <span className={styles.optionLabel}>{option.label}</span>
    </div>
  );
}
