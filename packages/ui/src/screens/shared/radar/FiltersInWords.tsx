import styles from './FiltersInWords.module.css';

/** One filter of a monitored search in the folded summary's words: "UF: SP", "Com telefone". */
export interface FilterWords {
  label: string;
  /** Empty for on/off filters, whose label says it all. */
  value: string;
}

/** Props of {@link FiltersInWords}. */
export interface FiltersInWordsProps {
  filters: readonly FilterWords[];
  /** The list's accessible name. */
  label?: string;
}

/**
 * A monitored search's filters in words (docs/product.md#radar), one item each, named as the search's
 * summary names them; the app computes the words with the search's own wording, never a second one.
 */
export function FiltersInWords({ filters, label = 'Filtros' }: FiltersInWordsProps) {
  if (filters.length === 0) return <p className={styles.none}>Nenhum filtro ativo</p>;
  return (
    <ul className={styles.filters} aria-label={label}>
      {filters.map(({ label: name, value }) => (
        <li key={`${name}:${value}`} className={styles.filter}>
          {value ? (
            <>
              <span className={styles.name}>{name}:</span> {value}
            </>
          ) : (
            name
          )}
        </li>
      ))}
    </ul>
  );
}
