import { Building2, Mail, Phone } from 'lucide-react';
import styles from './DatabaseFigures.module.css';

/** docs/product.md#overview, #limits-and-constants: the database figures shown on the home page. */
const figures = [
  { icon: Building2, value: '+68 milhões', label: 'de empresas' },
  { icon: Mail, value: '29 milhões', label: 'de e-mails' },
  { icon: Phone, value: '21 milhões', label: 'de telefones' },
] as const;

/** The three database figures (companies, e-mails, phones) as a list of highlighted numbers. */
export function DatabaseFigures() {
  return (
    <ul className={styles.figures} aria-label="Nossa base de dados">
      {figures.map(({ icon: Icon, value, label }) => (
        <li key={label} className={styles.figure}>
          <Icon className={styles.icon} size={24} aria-hidden="true" />
          <span>
            <strong className={styles.value}>{value}</strong> {label}
          </span>
        </li>
      ))}
    </ul>
  );
}
