// On leaving (docs/product.md#triage): what this triage did, per list, "Não contatar", calls and
// messages, from the domain's reducer; then back to the same place in the set.
import { useEffect, useRef } from 'react';
import {
  TRIAGE_BACK,
  TRIAGE_SUMMARY_EMPTY,
  TRIAGE_SUMMARY_TITLE,
  triageSummaryLines,
  type TriageSummary,
} from '@cnpj/domain';
import { ActionButton } from './ActionBar';
import styles from './parts.module.css';

/** Props of {@link SummaryView}. */
export interface SummaryViewProps {
  summary: TriageSummary;
  onBack: () => void;
}

/** "Resumo da triagem" and "Voltar às empresas" (Esc). */
export function SummaryView({ summary, onBack }: SummaryViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const lines = triageSummaryLines(summary);
  return (
    <section className={styles.end} aria-labelledby="triage-summary">
      <h2 id="triage-summary" ref={heading} tabIndex={-1} className={styles.name}>
        {TRIAGE_SUMMARY_TITLE}
      </h2>
      {lines.length === 0 ? (
        <p>{TRIAGE_SUMMARY_EMPTY}</p>
      ) : (
        <ul className={styles.summary}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <div className={styles.endActions}>
        <ActionButton action="leave" variant="primary" onPress={onBack}>
          {TRIAGE_BACK}
        </ActionButton>
      </div>
    </section>
  );
}
