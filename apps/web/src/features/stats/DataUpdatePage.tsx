// Data update (/user-stats/atualizacao, docs/product.md#screens-and-routes): the current date and next expected update (docs/product.md#limits-and-constants)
// and, when the backend has the extension, the import history.
import {
  DataUpdateScreen,
  type CurrentUpdate,
  type UpdateHistory,
} from '@cnpj/ui/screens/DataUpdateScreen';
import { useAuth } from '../../shared/auth/AuthProvider';
import { currentUpdateQuery, updateHistoryQuery, useScreenState } from './queries';

const LOADING: CurrentUpdate & UpdateHistory = { kind: 'loading' };

/** The page at /user-stats/atualizacao. */
export default function DataUpdatePage() {
  const ready = useAuth().backendSignedIn;
  const current = useScreenState(currentUpdateQuery(ready), LOADING);
  const history = useScreenState(updateHistoryQuery(ready), LOADING);
  return <DataUpdateScreen current={current.state} history={history.state} />;
}
