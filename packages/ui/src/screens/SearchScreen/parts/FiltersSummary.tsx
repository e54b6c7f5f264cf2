import { SlidersHorizontal, X } from 'lucide-react';
import type { SearchFilters } from '@cnpj/domain';
import { Button } from '../../../components/Button';
import { activeFilters } from './active-filters';
import type { SearchLookups } from './lookups';
import styles from './FiltersSummary.module.css';

/** Props of {@link FiltersSummary}. */
export interface FiltersSummaryProps {
  filters: SearchFilters;
  lookups: SearchLookups;
  /** Called with the change removing a chip makes; like editing the form, it does not search. */
  onChange: (patch: Partial<SearchFilters>) => void;
  /** Unfolds the form. */
  onEdit: () => void;
}

/**
 * The folded filter panel (docs/product.md#search): one line of chips, one per active filter, each
 * removable, and "Editar filtros" to unfold the form. Results then start on the first screen.
 */
export function FiltersSummary({ filters, lookups, onChange, onEdit }: FiltersSummaryProps) {
  const chips = activeFilters(filters, lookups);
  return (
    <div className={styles.summary}>
      <h2 className={styles.title}>Filtros</h2>
      {chips.length === 0 ? (
        <p className={styles.none}>Nenhum filtro ativo</p>
      ) : (
        <ul className={styles.chips} aria-label="Filtros ativos">
          {chips.map((chip) => {
            const text = chip.value ? `${chip.label}: ${chip.value}` : chip.label;
            return (
              <li key={chip.key} className={styles.chip}>
                <span className={styles.chipText} title={text}>
                  {chip.value ? (
                    <>
                      <span className={styles.chipLabel}>{chip.label}:</span> {chip.value}
                    </>
                  ) : (
                    chip.label
                  )}
                </span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remover filtro ${chip.label}`}
                  onClick={() => onChange(chip.remove)}
                >
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Button
        variant="ghost"
        size="sm"
        icon={<SlidersHorizontal size={16} />}
        aria-expanded={false}
        onClick={onEdit}
        data-edit-filters
      >
        Editar filtros
      </Button>
    </div>
  );
}
