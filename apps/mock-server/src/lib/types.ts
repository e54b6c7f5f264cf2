// Contract types used across the mock, taken from the generated schema so they cannot drift.
import type { components } from '@cnpj/domain';

type Schemas = components['schemas'];
/** A search page row (docs/product.md#entities company row). */
export type EmpresaResumo = Schemas['EmpresaResumo'];
/** A company's detail (docs/product.md#entities). */
export type EmpresaDetalhe = Schemas['EmpresaDetalhe'];
/** A partner (docs/product.md#entities). */
export type Socio = Schemas['Socio'];
/** A notification (docs/product.md#entities). */
export type Notificacao = Schemas['Notificacao'];
/** A saved list (docs/product.md#entities). */
export type Lista = Schemas['Lista'];
/** One of the 27 UF codes. */
export type UfSigla = Schemas['UfSigla'];
/** Registration status code. */
export type SituacaoCadastral = Schemas['SituacaoCadastral'];
/** Company size code. */
export type Porte = Schemas['Porte'];
/** Result ordering code. */
export type Ordenacao = Schemas['Ordenacao'];
/** Tax regime code. */
export type RegimeTributario = Schemas['RegimeTributario'];
/** Error body. */
export type ErrorBody = Schemas['Error'];
