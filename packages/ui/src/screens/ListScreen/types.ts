import type { components, Lista } from '@cnpj/domain';

/** A company row as the contract defines it (docs/product.md#entities). */
export type EmpresaResumo = components['schemas']['EmpresaResumo'];

/**
 * The list's companies. They come from an extension call (GET /api/listas/{listId}); a backend
 * without it answers 404, and the screen then offers the exports only ('unavailable').
 */
export type ListCompanies =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'ready'; page: number; total: number; rows: readonly EmpresaResumo[] };

/** What /minhas-listas/{listaId} shows. */
export type ListState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'notFound' }
  | { kind: 'ready'; list: Lista; companies: ListCompanies };
