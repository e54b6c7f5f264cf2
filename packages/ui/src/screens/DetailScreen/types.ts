import type { components } from '@cnpj/api-client/schema';

/** A company's detail as the contract defines it (SPEC §3). */
export type EmpresaDetalhe = components['schemas']['EmpresaDetalhe'];
/** One partner of the company (SPEC §3, Partner). */
export type Socio = components['schemas']['Socio'];
/** A company sharing the CNPJ root (head office or branch). */
export type EmpresaVinculada = components['schemas']['EmpresaVinculada'];

/** What the detail screen shows (SPEC §4: loading, then error, not-found or loaded; §8: no data). */
export type DetailState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'notFound' }
  | { kind: 'noData' }
  | { kind: 'ready'; company: EmpresaDetalhe; partners: readonly Socio[] };
