import { useId } from 'react';
import styles from './ResultsDensityToggle.module.css';

/**
 * How the results are drawn: 'comfortable' (every detail, several lines a company) or 'compact' (one
 * line a company, so a prospector scanning hundreds a day sees 15 or more at once). The app remembers
 * the choice per browser.
 */
export type ResultsDensity = 'comfortable' | 'compact';

const options: readonly { value: ResultsDensity; label: string }[] = [
  { value: 'comfortable', label: 'Confortável' },
  { value: 'compact', label: 'Compacta' },
];

/** Props of {@link ResultsDensityToggle}. */
export interface ResultsDensityToggleProps {
  density: ResultsDensity;
  onDensityChange: (density: ResultsDensity) => void;
}

/** A two-segment control ("Visualização": Confortável | Compacta): native radios, so arrows move and Space picks. */
export function ResultsDensityToggle({ density, onDensityChange }: ResultsDensityToggleProps) {
  const name = useId();
  return (
    <fieldset className={styles.toggle}>
      <legend className={styles.legend}>Visualização</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={option.value}
              checked={density === option.value}
              onChange={() => onDensityChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
