// Past the last company of a page or of the set (docs/product.md#triage): the next page offered, the
// free plan's limit in its own words with "Assinar", or the end. Focus moves to its heading, so
// nobody is left on a button that went away.
import { useEffect, useRef } from 'react';
import { TRIAGE_NEXT_PAGE, TRIAGE_PAGE_END, TRIAGE_SET_END } from '@cnpj/domain';
import { SubscribeAction } from '../../../components/SubscribeAction';
import type { LinkComponent } from '../../shared/link';
import type { TriageEndStep } from '../types';
import { ActionButton } from './ActionBar';
import styles from './parts.module.css';

/** Props of {@link EndOfSet}. */
export interface EndOfSetProps {
  step: TriageEndStep;
  /** The last company's position: "50 de 120". */
  position: string;
  onNextPage: () => void;
  onPrevious: () => void;
  onLeave: () => void;
  linkComponent?: LinkComponent;
}

const headings: Record<TriageEndStep['kind'], string> = {
  'next-page': TRIAGE_PAGE_END,
  'free-plan': TRIAGE_PAGE_END,
  end: TRIAGE_SET_END,
};

/** The end of a page or of the set, and the way on. */
export function EndOfSet({
  step,
  position,
  onNextPage,
  onPrevious,
  onLeave,
  linkComponent,
}: EndOfSetProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.end} aria-labelledby="triage-end">
      <h2 id="triage-end" ref={heading} tabIndex={-1} className={styles.name}>
        {headings[step.kind]}
      </h2>
      <p className={styles.position}>{position}</p>
      {step.kind === 'free-plan' && <p className={styles.freePlan}>{step.alert}</p>}
      <div className={styles.endActions}>
        {step.kind === 'next-page' && (
          <ActionButton action="next" variant="primary" onPress={onNextPage}>
            {TRIAGE_NEXT_PAGE}
          </ActionButton>
        )}
        {step.kind === 'free-plan' && (
          <SubscribeAction limit={step.limit} variant="primary" linkComponent={linkComponent} />
        )}
        <ActionButton action="previous" onPress={onPrevious} />
        <ActionButton action="leave" onPress={onLeave} />
      </div>
    </section>
  );
}
