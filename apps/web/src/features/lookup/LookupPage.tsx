// docs/product.md#cnpj-lookup: the kit's LookupScreen checks the CNPJ (docs/product.md#cnpj); the page waits
// 500 ms and opens the detail in a new tab.
import { LookupScreen } from '@cnpj/ui/screens/LookupScreen';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { useDelayedOpen } from './use-delayed-open';

/** The page at /pesquisar-cnpj. */
export default function LookupPage() {
  const { busy, open } = useDelayedOpen();
  return <LookupScreen busy={busy} onLookup={open} linkComponent={ScreenLink} />;
}
