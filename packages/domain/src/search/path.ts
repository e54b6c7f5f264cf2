// The search call's path, built here rather than by openapi-fetch so the exact bytes are ours:
// every segment percent-encoded, so "/ ? # %" and accents stay inside their segment (docs/product.md#calls).
import { SEARCH_SEGMENT_ORDER, toSearchSegments } from './segments';
import type { SearchRequest } from '../types';

/** The path template of the search call in the contract. */
export const SEARCH_PATH_TEMPLATE =
  '/api/empresas/{nomeEmpresa}/{uf}/{municipios}/{bairro}/{logradouro}/{cep}/{cnaes}/{cnaesSecundarios}/{situacaoCadastral}/{naturezaJuridica}/{porte}/{dataAberturaIni}/{dataAberturaFim}/{capitalSocialIni}/{capitalSocialFim}/{faturamentoIni}/{faturamentoFim}/{regimeTributario}/{comTelefone}/{comEmail}/{ordenacao}/{user_id}' as const;

/** One path segment, percent-encoded (a space becomes %20, "/" becomes %2F). */
export function encodeSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** The search call's path ('/api/empresas/...', 22 encoded segments) for these criteria. */
export function buildSearchPath(criteria: SearchRequest): string {
  const segments = toSearchSegments(criteria);
  return `/api/empresas/${SEARCH_SEGMENT_ORDER.map((name) => encodeSegment(segments[name])).join('/')}`;
}
