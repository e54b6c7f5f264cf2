import { BILLING_LEGEND, periodicidadeOptions, type Periodicidade } from '@cnpj/domain';
import styles from './plans.module.css';

/** Props of {@link BillingSwitch}. */
export interface BillingSwitchProps {
  value: Periodicidade;
  onChange: (value: Periodicidade) => void;
}

/** Monthly or annual prices: two native radios styled as a segmented switch (decision 013). */
export function BillingSwitch({ value, onChange }: BillingSwitchProps) {
  return (
    <fieldset className={styles.billing}>
      <legend className={styles.billingLegend}>{BILLING_LEGEND}</legend>
      {periodicidadeOptions.map((option) => (
        <label key={option.value} className={styles.billingOption}>
          <input
            type="radio"
            name="periodicidade"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
