// Contract types used across the mock, taken from the generated schema so they cannot drift.
import type { components } from '@cnpj/api-client/schema';

type Schemas = components['schemas'];
/** A search page row (SPEC §3 company row). */
export type EmpresaResumo = Schemas['EmpresaResumo'];
/** A company's detail (SPEC §3). */
export type EmpresaDetalhe = Schemas['EmpresaDetalhe'];
/** A partner (SPEC §3). */
export type Socio = Schemas['Socio'];
/** A notification (SPEC §3). */
export type Notificacao = Schemas['Notificacao'];
/** A saved list (SPEC §3). */
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
