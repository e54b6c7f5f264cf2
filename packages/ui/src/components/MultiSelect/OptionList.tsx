import { useRef } from 'react';
import { useOptionList } from './load-options';
import type { VirtualOptionsProps } from './VirtualOptions';
import styles from './MultiSelect.module.css';

/** Props of the listbox. */
export interface OptionListProps extends Omit<VirtualOptionsProps, 'scrollRef'> {
  id: string;
  label: string;
  hidden: boolean;
}

/**
 * The listbox element stays in the DOM (aria-controls points at it); its rows mount only while shown,
 * once their code has loaded. Until then the listbox is marked busy and the picker shows a status.
 */
export function OptionList({ id, label, hidden, ...rows }: OptionListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const VirtualOptions = useOptionList();
  return (
    <>
      <div
        ref={scrollRef}
        id={id}
        role="listbox"
        aria-label={label}
        aria-multiselectable="true"
        aria-busy={VirtualOptions ? undefined : true}
        hidden={hidden}
        className={styles.listbox}
      >
        {!hidden && VirtualOptions && <VirtualOptions {...rows} scrollRef={scrollRef} />}
      </div>
      {!hidden && !VirtualOptions && (
        <p role="status" className={styles.empty}>
          Carregando...
        </p>
      )}
    </>
  );
}
