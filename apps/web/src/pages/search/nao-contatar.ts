// Putting a company on "Não contatar" (docs/product.md#search "Only companies new to you", decision
// 043): a list of that name through the seed's list calls, created on first use, so any backend
// keeps it; this browser records it too, so its pages leave the company out even when the backend
// cannot. A failed call still leaves it out here, and says so.
import type { ApiClient } from '@cnpj/api-client';
import { NAO_CONTATAR_DONE, NAO_CONTATAR_LIST_NAME, NAO_CONTATAR_LOCAL_ONLY } from '@cnpj/domain';
import type { QueryClient } from '@tanstack/react-query';
import { logError } from '../../lib/log';
import { keys } from '../../services/server-state/keys';
import { recordNaoContatar } from './known-companies';

/** The list calls it needs. */
export type NaoContatarApi = Pick<ApiClient, 'listListas' | 'createLista' | 'addCompaniesToList'>;

/** The "Não contatar" list's id, created when the user has none. */
async function naoContatarListId(api: NaoContatarApi): Promise<number> {
  const lists = await api.listListas();
  const found = lists.find((list) => list.descricao === NAO_CONTATAR_LIST_NAME);
  return found ? found.id : (await api.createLista(NAO_CONTATAR_LIST_NAME)).id;
}

/** Puts `cnpj` on "Não contatar"; answers what to tell the user. */
export async function putOnNaoContatar(
  api: NaoContatarApi,
  client: QueryClient,
  cnpj: string,
): Promise<string> {
  recordNaoContatar(cnpj);
  try {
    await api.addCompaniesToList(await naoContatarListId(api), [cnpj]);
    await client.invalidateQueries({ queryKey: keys.listas });
    return NAO_CONTATAR_DONE;
  } catch (error) {
    logError('Failed to put the company on "Não contatar"', error);
    return NAO_CONTATAR_LOCAL_ONLY;
  }
}
