// Named aliases of the contract's schemas, so callers never spell `components['schemas'][...]`.
import type { components, operations } from './generated/schema';

/** Every schema of the contract, by name. */
export type Schemas = components['schemas'];

/** A company row of a search page (docs/product.md#entities). */
export type EmpresaResumo = Schemas['EmpresaResumo'];
/** A company's detail with its linked companies (docs/product.md#entities). */
export type EmpresaDetalhe = Schemas['EmpresaDetalhe'];
/** A company sharing the CNPJ root (head office or branch). */
export type EmpresaVinculada = Schemas['EmpresaVinculada'];
/** A company partner. */
export type Socio = Schemas['Socio'];
/** A notification of the home page. */
export type Notificacao = Schemas['Notificacao'];
/** A saved list. */
export type Lista = Schemas['Lista'];
/** One list with a page of its companies (extension). */
export type ListaDetalhe = Schemas['ListaDetalhe'];
/** A CNAE lookup item. */
export type Cnae = Schemas['Cnae'];
/** A UF lookup item. */
export type Uf = Schemas['Uf'];
/** A legal-nature lookup item. */
export type NaturezaJuridica = Schemas['NaturezaJuridica'];
/** A municipality lookup item. */
export type Municipio = Schemas['Municipio'];
/** What the search screen collects (docs/product.md#entities). */
export type SearchCriteria = Schemas['SearchCriteria'];
/** The search criteria with the backend user id the search path ends with. */
export type SearchRequest = SearchCriteria & { user_id: string };
/** A stored search: its id and total. */
export type SearchResponse = Schemas['SearchResponse'];
/** Registration status code. */
export type SituacaoCadastral = Schemas['SituacaoCadastral'];
/** Company size code. */
export type Porte = Schemas['Porte'];
/** Result ordering code. */
export type Ordenacao = Schemas['Ordenacao'];
/** Tax regime code. */
export type RegimeTributario = Schemas['RegimeTributario'];
/** A state's two-letter code. */
export type UfSigla = Schemas['UfSigla'];
/** A known plan code (G is free). */
export type Plano = Schemas['Plano'];
/** Partner age band code. */
export type FaixaEtaria = Schemas['FaixaEtaria'];
/** Head office ('1') or branch ('2'). */
export type MatrizFilial = Schemas['MatrizFilial'];
/** Platform usage statistics (extension). */
export type UserStats = Schemas['UserStats'];
/** One user's row of the statistics (extension). */
export type UserSummary = Schemas['UserSummary'];
/** One user's account and usage (extension). */
export type UserStatsDetail = Schemas['UserStatsDetail'];
/** A count per day (extension). */
export type DailyCount = Schemas['DailyCount'];
/** One past import of the register data (extension). */
export type AtualizacaoImportacao = Schemas['AtualizacaoImportacao'];
/** The date the register data is current to. */
export type Atualizacao = Schemas['Atualizacao'];
/** The thank-you record. */
export type Obrigado = Schemas['Obrigado'];
/** The answer of POST /login. */
export type LoginResponse = Schemas['LoginResponse'];
/** The answer of GET /refresh. */
export type RefreshResponse = Schemas['RefreshResponse'];
/** The answer of GET /api/users/{id}. */
export type UserDetailResponse = Schemas['UserDetailResponse'];
/** The answer of adding companies to a list. */
export type AddCnpjsResponse = Schemas['AddCnpjsResponse'];
/** The body of an error answer. */
export type ErrorBody = Schemas['Error'];
/** The 22 decoded path segments of the search call, as the contract names them. */
export type SearchPathParams = operations['searchCompanies']['parameters']['path'];
/** A paid plan on offer, its prices and limits (extension, docs/product.md#my-subscription). */
export type PlanoOferta = Schemas['PlanoOferta'];
/** What a plan allows on the free plan's four limits; null is no limit. */
export type PlanoLimites = Schemas['PlanoLimites'];
/** Monthly or annual billing. */
export type Periodicidade = Schemas['Periodicidade'];
/** What the app asks the payment provider's checkout for (extension). */
export type CheckoutRequest = Schemas['CheckoutRequest'];
/** The hosted checkout's address (extension). */
export type Checkout = Schemas['Checkout'];
/** The signed-in user's subscription (extension). */
export type AssinaturaAtual = Schemas['AssinaturaAtual'];
/** ativa, em_atraso or cancelada. */
export type AssinaturaStatus = Schemas['AssinaturaStatus'];
/** One invoice of the subscription, with its NFS-e. */
export type Fatura = Schemas['Fatura'];
/** An extra search criterion a backend may announce, named as its query parameter (extension). */
export type CriterioExtra = Schemas['CriterioExtra'];
/** The extra criteria a backend announces (extension). */
export type Capacidades = Schemas['Capacidades'];
/** The extra criteria's query parameters on the search call (extension). */
export type SearchExtraQuery = NonNullable<operations['searchCompanies']['parameters']['query']>;
