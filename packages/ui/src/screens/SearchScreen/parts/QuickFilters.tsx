import {
  FILTER_FIELDS,
  FILTER_NAMES,
  QUICK_FILTERS_LABEL,
  QUICK_OPENING_DAYS,
  activeOpeningDays,
  openedInLastDays,
  openedInLastDaysLabel,
  type FilterName,
} from '@cnpj/domain';
import { filterLabels, type LabelledFilter } from './filter-labels';
import type { FilterBlockProps } from './filter-props';
import styles from './QuickFilters.module.css';

/** Props of {@link QuickFilters}. */
export interface QuickFiltersProps extends FilterBlockProps {
  /** The user's today, which the opening ranges count back from. */
  today: Date;
}

/** The on/off filters the declarations put among the quick chips, in the form's order. */
const QUICK_TOGGLES = FILTER_NAMES.filter(
  (name): name is FilterName & LabelledFilter =>
    FILTER_FIELDS[name].group === 'quick' && Object.hasOwn(filterLabels, name),
);

/**
 * docs/product.md#search "Quick filters": one tap fills the opening-date range with the last 30, 90
 * or 365 days (tapped again, it empties it), or turns an on/off filter on or off. Like any edit of
 * the form, nothing is searched until "Pesquisar".
 */
export function QuickFilters({ filters, onChange, today }: QuickFiltersProps) {
  const activeDays = activeOpeningDays(filters, today);
  return (
    <div role="group" aria-label={QUICK_FILTERS_LABEL} className={styles.quick}>
      {QUICK_OPENING_DAYS.map((days) => (
        <button
          key={days}
          type="button"
          className={styles.chip}
          aria-pressed={activeDays === days}
          onClick={() =>
            onChange(
              activeDays === days
                ? { dataAberturaIni: '', dataAberturaFim: '' }
                : openedInLastDays(days, today),
            )
          }
        >
          {openedInLastDaysLabel(days)}
        </button>
      ))}
      {QUICK_TOGGLES.map((name) => (
        <button
          key={name}
          type="button"
          className={styles.chip}
          aria-pressed={filters[name] === true}
          onClick={() => onChange({ [name]: filters[name] !== true })}
        >
          {filterLabels[name]}
        </button>
      ))}
    </div>
  );
}
