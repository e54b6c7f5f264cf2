import type { components } from '@cnpj/domain';

/** A company's detail as the contract defines it (docs/product.md#entities). */
export type EmpresaDetalhe = components['schemas']['EmpresaDetalhe'];
/** One partner of the company (docs/product.md#entities, Partner). */
export type Socio = components['schemas']['Socio'];
/** A company sharing the CNPJ root (head office or branch). */
export type EmpresaVinculada = components['schemas']['EmpresaVinculada'];

/**
 * What the detail screen shows (docs/product.md#states-and-transitions: loading, then error, not-found
 * or loaded; #errors: no data; and 'invalid' when the address holds no valid CNPJ, with no call made).
 */
export type DetailState =
  | { kind: 'invalid' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'notFound' }
  | { kind: 'noData' }
  | { kind: 'ready'; company: EmpresaDetalhe; partners: readonly Socio[] };
