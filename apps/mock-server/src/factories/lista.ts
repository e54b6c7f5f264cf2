// Saved lists (docs/product.md#entities: id, descricao).
import type { Lista } from '@cnpj/domain';

let sequence = 0;

/** One list; overrides win. */
export function buildLista(overrides: Partial<Lista> = {}): Lista {
  sequence += 1;
  return { id: sequence, descricao: `Lista ${sequence}`, ...overrides };
}
