import { useId, type ReactNode } from 'react';
import styles from './parts.module.css';

/** One row of a chart's text alternative. */
export interface ChartRow {
  label: string;
  value: string;
}

/** Props of {@link ChartFigure}. */
export interface ChartFigureProps {
  title: string;
  /** A one-sentence reading of the chart, shown to everyone. */
  summary: string;
  /** Column headers of the text alternative, e.g. ["Dia", "Cadastros"]. */
  columns: [string, string];
  rows: readonly ChartRow[];
  /** The drawing; hidden from assistive technology, which reads the table instead. */
  children: ReactNode;
}

/** A chart with its caption, a visible summary and a visually hidden table as its text alternative. */
export function ChartFigure({ title, summary, columns, rows, children }: ChartFigureProps) {
  const captionId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <p className={styles.summary}>{summary}</p>
      <div className={styles.chart} aria-hidden="true">
        {children}
      </div>
      <table className={styles.visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
