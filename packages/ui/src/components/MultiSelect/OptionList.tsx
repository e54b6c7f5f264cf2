import { useVirtualizer } from '@tanstack/react-virtual';
import { Check } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import type { FilterResult, MultiSelectOption } from './filter';
import styles from './MultiSelect.module.css';

/** Fixed row height (labels are one line, ellipsed), so no per-row measuring is needed. */
const OPTION_HEIGHT = 36;

/** Props of the virtualised listbox. */
export interface OptionListProps {
  id: string;
  label: string;
  options: readonly MultiSelectOption[];
  result: FilterResult;
  selected: ReadonlySet<string>;
  active: number;
  hidden: boolean;
  optionId: (position: number) => string;
  onToggle: (value: string) => void;
  onHover: (position: number) => void;
}

/** The listbox element stays in the DOM (aria-controls points at it); its rows mount only while shown. */
export function OptionList({ id, label, hidden, ...rows }: OptionListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={scrollRef}
      id={id}
      role="listbox"
      aria-label={label}
      aria-multiselectable="true"
      hidden={hidden}
      className={styles.listbox}
    >
      {!hidden && <VirtualOptions {...rows} scrollRef={scrollRef} />}
    </div>
  );
}

type VirtualOptionsProps = Omit<OptionListProps, 'id' | 'label' | 'hidden'> & {
  scrollRef: RefObject<HTMLDivElement | null>;
};

/**
 * Only the rows in view (plus a few) are in the DOM, whatever the option count. Mounting with the list
 * already visible lets the virtualiser measure it synchronously, so rows exist as soon as it opens.
 */
function VirtualOptions({
  options,
  result,
  selected,
  active,
  optionId,
  onToggle,
  onHover,
  scrollRef,
}: VirtualOptionsProps) {
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
          <div
            key={option.value}
            id={optionId(item.index)}
            role="option"
            aria-selected={selected.has(option.value)}
            data-active={item.index === active || undefined}
            className={styles.option}
            style={{ height: item.size, transform: `translateY(${item.start}px)` }}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onHover(item.index)}
            onClick={() => onToggle(option.value)}
          >
            <Check aria-hidden="true" className={styles.check} size={16} />
            <span className={styles.optionLabel}>{option.label}</span>
          </div>
        );
      })}
    </div>
  );
}
