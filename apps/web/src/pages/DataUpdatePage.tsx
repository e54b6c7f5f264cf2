// Data update (/user-stats/atualizacao, SPEC §2): the current date and next expected update (SPEC §9)
// and, when the backend has the extension, the import history.
import {
  DataUpdateScreen,
  type CurrentUpdate,
  type UpdateHistory,
} from '@cnpj/ui/screens/DataUpdateScreen/index.ts';
import { useAuth } from '../auth/AuthProvider';
import { loadCurrentUpdate, loadUpdateHistory } from './stats/loaders';
import { useLoaded } from './use-loaded';

const LOADING: CurrentUpdate & UpdateHistory = { kind: 'loading' };

/** The page at /user-stats/atualizacao. */
export default function DataUpdatePage() {
  const ready = useAuth().backendUserId !== null;
  const current = useLoaded<CurrentUpdate>(ready, 'current', LOADING, loadCurrentUpdate);
  const history = useLoaded<UpdateHistory>(ready, 'history', LOADING, loadUpdateHistory);
  return <DataUpdateScreen current={current.state} history={history.state} />;
}
