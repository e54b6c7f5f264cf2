import { describe, expect, it } from 'vitest';
import {
  FREE_PLAN_EXPORT_ALERT,
  FREE_PLAN_LISTS_ALERT,
  FREE_PLAN_PAGING_ALERT,
  SEARCH_LIMIT_ALERT,
  SUBSCRIPTION_PATH,
  isFreePlanAlert,
  freePlanLimitOf,
  subscribeHref,
} from './free-plan';
import { MISSING_FILTERS_ALERT } from './messages';

describe('free-plan alerts (docs/product.md#plans-and-permissions)', () => {
  it.each([
    FREE_PLAN_PAGING_ALERT,
    FREE_PLAN_EXPORT_ALERT,
    FREE_PLAN_LISTS_ALERT,
    SEARCH_LIMIT_ALERT,
  ])('offers "Assinar" with %j', (message) => expect(isFreePlanAlert(message)).toBe(true));

  it.each([MISSING_FILTERS_ALERT, '', null, undefined, 'Você está no plano Grátis.'])(
    'keeps "OK" alone with %j',
    (message) => expect(isFreePlanAlert(message)).toBe(false),
  );

  it('leads to the subscription page in the app, naming the limit the alert was about', () => {
    expect(SUBSCRIPTION_PATH).toBe('/minha-assinatura');
    expect(subscribeHref()).toBe('/minha-assinatura');
    expect(subscribeHref(freePlanLimitOf(FREE_PLAN_PAGING_ALERT))).toBe(
      '/minha-assinatura?liberar=resultados',
    );
    expect(subscribeHref(freePlanLimitOf(FREE_PLAN_EXPORT_ALERT))).toBe(
      '/minha-assinatura?liberar=exportacao',
    );
    expect(subscribeHref(freePlanLimitOf(FREE_PLAN_LISTS_ALERT))).toBe(
      '/minha-assinatura?liberar=listas',
    );
    expect(subscribeHref(freePlanLimitOf(SEARCH_LIMIT_ALERT))).toBe(
      '/minha-assinatura?liberar=pesquisas',
    );
    expect(freePlanLimitOf(MISSING_FILTERS_ALERT)).toBeNull();
  });
});
