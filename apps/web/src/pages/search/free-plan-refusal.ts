// The server may refuse a free-plan user with 402 FREE_PLAN_LIMIT (the contract's name for SPEC §6's
// limits); the page then shows the same SPEC §6 alert the screen would have shown itself.
import { ApiError } from '@cnpj/api-client';

/** True when the server refused the call because of the free plan's limits. */
export function isFreePlanRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 402) return false;
  const body = error.body;
  return (
    typeof body === 'object' && body !== null && 'code' in body && body.code === 'FREE_PLAN_LIMIT'
  );
}
