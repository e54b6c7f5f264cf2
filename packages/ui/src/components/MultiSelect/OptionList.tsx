import { lazy, Suspense, useRef } from 'react';
import { useOptionList } from './load-options';
import type { VirtualOptionsProps } from './VirtualOptions';
import styles from './MultiSelect.module.css';

// The same module the option-list loader imports, so it is ready once the loader says so; a
// component declared once, outside render, as React (and its compiler) expect.
const VirtualOptions = lazy(() =>
  import('./VirtualOptions').then((module) => ({ default: module.VirtualOptions })),
);

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
  const loaded = useOptionList() !== undefined;
  return (
    <>
      <div
        ref={scrollRef}
        id={id}
        role="listbox"
        aria-label={label}
        aria-multiselectable="true"
        aria-busy={loaded ? undefined : true}
        hidden={hidden}
        className={styles.listbox}
      >
        {!hidden && loaded && (
          <Suspense>
            <VirtualOptions {...rows} scrollRef={scrollRef} />
          </Suspense>
        )}
      </div>
      {!hidden && !loaded && (
        <p role="status" className={styles.empty}>
          Carregando...
        </p>
      )}
    </>
  );
}
