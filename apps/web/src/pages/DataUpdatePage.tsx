// Data update (/user-stats/atualizacao, docs/product.md#screens-and-routes): the current date and next expected update (docs/product.md#limits-and-constants)
// and, when the backend has the extension, the import history.
import {
  DataUpdateScreen,
  type CurrentUpdate,
  type UpdateHistory,
} from '@cnpj/ui/screens/DataUpdateScreen';
import { useAuth } from '../auth/AuthProvider';
import { loadCurrentUpdate, loadUpdateHistory } from './stats/loaders';
import { useScreenQuery } from '../services/server-state/use-screen-query';

const LOADING: CurrentUpdate & UpdateHistory = { kind: 'loading' };
const CURRENT_KEY = ['atualizacao', 'atual'];
const HISTORY_KEY = ['atualizacao', 'historico'];

/** The page at /user-stats/atualizacao. */
export default function DataUpdatePage() {
  const ready = useAuth().backendSignedIn;
  const current = useScreenQuery<CurrentUpdate>(CURRENT_KEY, loadCurrentUpdate, ready, LOADING);
  const history = useScreenQuery<UpdateHistory>(HISTORY_KEY, loadUpdateHistory, ready, LOADING);
  return <DataUpdateScreen current={current.state} history={history.state} />;
}
