// Loaders of the statistics pages (extensions): a 404 means the backend lacks the extension, so the
// screens show their 'unavailable' state or fall back to what docs/product.md#calls calls exist (docs/product.md#errors spirit:
// nothing breaks, failures are logged).
import { ApiError, isNotFound } from '@cnpj/api-client';
import type { CurrentUpdate, UpdateHistory } from '@cnpj/ui/screens/DataUpdateScreen';
import type { UserDetailsState } from '@cnpj/ui/screens/UserDetailsScreen';
import type { UserStatsState } from '@cnpj/ui/screens/UserStatsScreen';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';

/** GET /api/stats/usuarios. */
export async function loadUserStats(): Promise<UserStatsState> {
  try {
    return { kind: 'ready', stats: await api.getUserStats() };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'unavailable' };
    logError('Failed to load the user statistics', error);
    return { kind: 'error' };
  }
}

/** The plan-only fallback from GET /api/users/{id} when the detail extension is missing. */
async function userPlanOnly(userId: string): Promise<UserDetailsState> {
  try {
    const { plano } = await api.getUser(userId);
    return { kind: 'partial', userId, plano: plano ?? null };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'notFound' };
    logError('Failed to load the user', error);
    return { kind: 'error' };
  }
}

/** GET /api/stats/usuarios/{userId}, falling back to the plan when the extension answers 404. */
export async function loadUserDetails(userId: string): Promise<UserDetailsState> {
  try {
    return { kind: 'ready', user: await api.getUserStatsDetail(userId) };
  } catch (error) {
    if (isNotFound(error)) return userPlanOnly(userId);
    logError('Failed to load the user details', error);
    return { kind: 'error' };
  }
}

/** GET /api/atualizacao: a 403 or a missing date hides it (docs/product.md#errors). */
export async function loadCurrentUpdate(): Promise<CurrentUpdate> {
  try {
    const { dt_atualizado_ate } = await api.getAtualizacao();
    return dt_atualizado_ate
      ? { kind: 'ready', updatedUntil: dt_atualizado_ate }
      : { kind: 'hidden' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { kind: 'hidden' };
    logError('Failed to load the update date', error);
    return { kind: 'error' };
  }
}

/** Extension GET /api/atualizacao/historico. */
export async function loadUpdateHistory(): Promise<UpdateHistory> {
  try {
    return { kind: 'ready', imports: await api.getAtualizacaoHistorico() };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'unavailable' };
    logError('Failed to load the update history', error);
    return { kind: 'error' };
  }
}
