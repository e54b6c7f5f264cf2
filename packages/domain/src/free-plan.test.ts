import { describe, expect, it } from 'vitest';
import {
  FREE_PLAN_EXPORT_ALERT,
  FREE_PLAN_LISTS_ALERT,
  FREE_PLAN_PAGING_ALERT,
  SEARCH_LIMIT_ALERT,
  SUBSCRIPTION_PATH,
  isFreePlanAlert,
  subscribeDestination,
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

  it('leads to the subscription page in the app when no checkout address is set', () => {
    expect(SUBSCRIPTION_PATH).toBe('/minha-assinatura');
    expect(subscribeDestination('')).toEqual({ href: '/minha-assinatura', external: false });
    expect(subscribeDestination('  ')).toEqual({ href: '/minha-assinatura', external: false });
    expect(subscribeDestination(undefined)).toEqual({ href: '/minha-assinatura', external: false });
  });

  it('leads to the configured checkout address when there is one', () => {
    expect(subscribeDestination(' https://pagamento.example.com/assinar ')).toEqual({
      href: 'https://pagamento.example.com/assinar',
      external: true,
    });
  });
});
