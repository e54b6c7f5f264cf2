import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../../components/Button';
import { MaskedField } from '../../components/MaskedField';
import { validateCnpj } from '@cnpj/domain';
import styles from './LookupScreen.module.css';

/** Props of {@link LookupScreen}. */
export interface LookupScreenProps {
  /** The app is about to open the result: the button shows "Pesquisando..." (docs/product.md#screens-and-routes). */
  busy: boolean;
  /** Called with the 14 digits once the product's (docs/product.md#validation) rule passes; the app waits 500 ms and opens the detail tab. */
  onLookup: (digits: string) => void;
  /** A CNPJ to start with (masked or digits), e.g. from a shared link. */
  defaultValue?: string;
}

/**
 * docs/product.md#screens-and-routes "Pesquisar CNPJ": one masked input and a button. The 14-digit rule (docs/product.md#validation) is checked here
 * and its message clears as soon as the user types again.
 */
export function LookupScreen({ busy, onLookup, defaultValue = '' }: LookupScreenProps) {
  const [value, setValue] = useState(defaultValue);
  const [digits, setDigits] = useState(defaultValue.replace(/\D/g, ''));
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const message = validateCnpj(digits);
    setError(message);
    if (message === null) onLookup(digits);
  }

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <h1 id={titleId}>Pesquisar CNPJ</h1>
      <p className={styles.lead}>Informe o CNPJ para ver os dados completos da empresa.</p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <MaskedField
          className={styles.field}
          label="CNPJ"
          mask="cnpj"
          value={value}
          error={error}
          onValueChange={(masked, unmasked) => {
            setValue(masked);
            setDigits(unmasked);
            setError(null);
          }}
        />
        <Button type="submit" icon={<Search />} busy={busy} busyLabel="Pesquisando...">
          Pesquisar Empresa
        </Button>
      </form>
    </section>
  );
}
