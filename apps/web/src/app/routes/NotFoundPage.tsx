// docs/product.md#screens-and-routes: any address the signed-in app does not have shows the kit's
// NotFoundScreen inside the layout (the route table names the tab "Página não encontrada").
import { NotFoundScreen } from '@cnpj/ui/screens/NotFoundScreen';
import { ScreenLink } from '../../shared/navigation/screen-link';

/** The page at every unknown path of the signed-in area. */
export default function NotFoundPage() {
  return <NotFoundScreen linkComponent={ScreenLink} />;
}
