// How failures surface to callers (docs/product.md#errors): non-2xx answers as ApiError, transport failures as
// an Error whose message is exactly "Network Error".
import { NETWORK_ERROR_MESSAGE } from '@cnpj/domain';
import { isAborted } from './transfer';

/** A non-2xx answer: its status and parsed body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? messageOf(body) ?? `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause?: unknown) {
    super(NETWORK_ERROR_MESSAGE, { cause });
  }
}

/** A call that names the signed-in user was made without a backend session (no stored user id). */
export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError';

  constructor() {
    super('No backend session: sign in to the backend (POST /login) first');
  }
}

/** True for a 404 answer, e.g. an extension the backend does not implement. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** True for a network-level failure. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** The given fetch, with transport failures turned into NetworkError (aborts pass through). */
export function withNetworkErrors(
  fetchImpl: typeof fetch,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await fetchImpl(request);
    } catch (error) {
      if (isAborted(error)) throw error;
      throw new NetworkError(error);
    }
  };
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}
