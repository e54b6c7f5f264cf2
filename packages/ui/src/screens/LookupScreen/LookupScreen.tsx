import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../../components/Button';
import { MaskedField } from '../../components/MaskedField';
import { BULK_LOOKUP_LINK, normaliseCnpj, validateCnpj } from '@cnpj/domain';
import { PlainLink, type LinkComponent } from '../shared/link';
import styles from './LookupScreen.module.css';

/** Props of {@link LookupScreen}. */
export interface LookupScreenProps {
  /** The app is about to open the result: the button shows "Pesquisando..." (docs/product.md#screens-and-routes). */
  busy: boolean;
  /** Called with the CNPJ (14 characters, no mask) once the rule of docs/product.md#cnpj passes; the app waits 500 ms and opens the detail tab. */
  onLookup: (cnpj: string) => void;
  /** A CNPJ to start with (masked or not), e.g. from a shared link. */
  defaultValue?: string;
  /** The app's in-app link (the router's); a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/** docs/product.md#bulk-cnpj-lookup: the bulk lookup's page. */
export const BULK_LOOKUP_HREF = '/consultar-cnpjs-em-lote';

/**
 * docs/product.md#cnpj-lookup "Pesquisar CNPJ": one masked input and a button. The CNPJ rule (length,
 * then check digits, either format: docs/product.md#cnpj) is checked here, and its message clears as
 * soon as the user types again.
 */
export function LookupScreen({
  busy,
  onLookup,
  defaultValue = '',
  linkComponent: Link = PlainLink,
}: LookupScreenProps) {
  const [value, setValue] = useState(defaultValue);
  const [cnpj, setCnpj] = useState(normaliseCnpj(defaultValue));
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const message = validateCnpj(cnpj);
    setError(message);
    if (message === null) onLookup(cnpj);
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
          onValueChange={(masked, raw) => {
            setValue(masked);
            setCnpj(normaliseCnpj(raw));
            setError(null);
          }}
        />
        <Button type="submit" icon={<Search />} busy={busy} busyLabel="Pesquisando...">
          Pesquisar Empresa
        </Button>
      </form>
      <p className={styles.lead}>
        <Link href={BULK_LOOKUP_HREF}>{BULK_LOOKUP_LINK}</Link>
      </p>
    </section>
  );
}
