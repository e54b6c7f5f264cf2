import type { components } from '@cnpj/domain';

/** One user's account and usage (extension GET /api/stats/usuarios/{userId}). */
export type UserStatsDetail = components['schemas']['UserStatsDetail'];

/**
 * What /user-details/{userId} shows. 'partial' is the fallback when the backend lacks the extension:
 * only the plan, from GET /api/users/{id}.
 */
export type UserDetailsState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'notFound' }
  | { kind: 'partial'; userId: string; plano: string | null }
  | { kind: 'ready'; user: UserStatsDetail };
