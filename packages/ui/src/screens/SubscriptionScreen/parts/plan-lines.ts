// What a plan allows on the free plan's four limits, in words (docs/product.md#my-subscription), so the
// plans read side by side against the free one.
import { formatInteger } from '../../../format';
import type { PlanoLimites } from '@cnpj/domain';

/** The four lines of a plan's limits: results, searches, lists, Excel. */
export function limitLines(limites: PlanoLimites, free: boolean): string[] {
  return [
    limites.resultados === null
      ? 'Todos os resultados de cada pesquisa'
      : `Apenas os ${formatInteger(limites.resultados)} primeiros resultados`,
    limites.pesquisas === null
      ? 'Pesquisas ilimitadas'
      : free
        ? `No máximo ${formatInteger(limites.pesquisas)} pesquisas`
        : `${formatInteger(limites.pesquisas)} pesquisas por mês`,
    limites.listas ? 'Listas de empresas' : 'Sem listas',
    limites.exportacao ? 'Exportação para Excel' : 'Sem exportação para Excel',
  ];
}
