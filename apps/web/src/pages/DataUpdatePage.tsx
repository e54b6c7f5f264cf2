// Data update (/user-stats/atualizacao, docs/product.md#screens-and-routes): the current date and next expected update (docs/product.md#limits-and-constants)
// and, when the backend has the extension, the import history.
import {
  DataUpdateScreen,
  type CurrentUpdate,
  type UpdateHistory,
} from '@cnpj/ui/screens/DataUpdateScreen';
import { useAuth } from '../auth/AuthProvider';
import { loadCurrentUpdate, loadUpdateHistory } from './stats/loaders';
import { usePageData } from './use-page-data';

const LOADING: CurrentUpdate & UpdateHistory = { kind: 'loading' };

/** The page at /user-stats/atualizacao. */
export default function DataUpdatePage() {
  const ready = useAuth().backendSignedIn;
  const current = usePageData<CurrentUpdate>(ready, 'current', LOADING, loadCurrentUpdate);
  const history = usePageData<UpdateHistory>(ready, 'history', LOADING, loadUpdateHistory);
  return <DataUpdateScreen current={current.state} history={history.state} />;
}
