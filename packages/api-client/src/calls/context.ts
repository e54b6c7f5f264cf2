// What every group of calls shares: the typed openapi-fetch client and the token store.
import type { Client } from 'openapi-fetch';
import { ApiError, NotSignedInError } from '../errors';
import type { paths } from '@cnpj/domain';
import type { TokenStore } from '../token-store';

/** The shared pieces a call group is built from. */
export interface CallContext {
  http: Client<paths>;
  tokenStore: TokenStore;
}

interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * The backend user id the paths that name the signed-in user carry, read from the token store that
 * POST /login filled. There is no fallback (the identity uid is another id): without a stored id the
 * user is not signed in to the backend, and the call fails with NotSignedInError.
 */
export function signedInUserId(tokenStore: TokenStore): string {
  const userId = tokenStore.getUserId();
  if (!userId) throw new NotSignedInError();
  return userId;
}

/**
 * The identity uid the notifications' and the search count's paths carry (docs/product.md#calls),
 * from the token store the auth session keeps it in; without one the call fails with
 * NotSignedInError, like the backend user id's.
 */
export function signedInIdentityUid(tokenStore: TokenStore): string {
  const uid = tokenStore.getIdentityUid();
  if (!uid) throw new NotSignedInError();
  return uid;
}

/** The answer's body, or ApiError for a non-2xx answer or a missing body. */
export async function unwrap<R extends CallResult>(
  call: Promise<R>,
): Promise<Exclude<R['data'], undefined>> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
  if (data === undefined) throw new ApiError(response.status, undefined, 'The answer had no body');
  return data as Exclude<R['data'], undefined>;
}

/** Resolves for a 2xx answer whatever its body; ApiError otherwise. */
export async function expectOk(call: Promise<CallResult>): Promise<void> {
  const { error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
}
