// docs/product.md#screens-and-routes CNPJ lookup: the kit's LookupScreen (it checks the 14 digits, docs/product.md#validation); the page waits
// 500 ms and opens the detail in a new tab.
import { LookupScreen } from '@cnpj/ui';
import { useDelayedOpen } from './lookup/use-delayed-open';

/** The page at /pesquisar-cnpj. */
export default function LookupPage() {
  const { busy, open } = useDelayedOpen();
  return <LookupScreen busy={busy} onLookup={open} />;
}
