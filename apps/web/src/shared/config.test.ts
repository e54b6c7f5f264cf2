// A build's paid plan codes come from VITE_PAID_PLANS (docs/product.md#plans-and-permissions, decision
// 018): the configuration module applies them as it loads, as the entry does in a real build.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshBuild(paidPlans: string | undefined) {
  vi.resetModules();
  if (paidPlans !== undefined) vi.stubEnv('VITE_PAID_PLANS', paidPlans);
  const { config } = await import('./config');
  const domain = await import('@cnpj/domain');
  return { config, domain };
}

describe('VITE_PAID_PLANS', () => {
  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('treats plano "P" as paid in a build with VITE_PAID_PLANS=P, and anything unlisted as free', async () => {
    const { config, domain } = await freshBuild('P');
    expect(config.paidPlans).toBe('P');
    expect(domain.isFreePlan('P')).toBe(false);
    expect(domain.normalisePlan('P')).toBe('P');
    for (const unlisted of ['M', 'S', 'A', 'PRO', 'G', ''])
      expect(domain.isFreePlan(unlisted)).toBe(true);
    // The app shows a code the contract does not name as itself.
    expect(domain.planLabel('P')).toBe('P');
  });

  it('reads several codes, comma-separated', async () => {
    const { domain } = await freshBuild(' P , PRO');
    expect(domain.isFreePlan('PRO')).toBe(false);
    expect(domain.isFreePlan('P')).toBe(false);
    expect(domain.isFreePlan('M')).toBe(true);
  });

  it("keeps the contract's paid codes when the variable is unset or blank", async () => {
    for (const value of [undefined, '', ' ']) {
      const { domain } = await freshBuild(value);
      expect(['M', 'S', 'A'].map(domain.isFreePlan)).toEqual([false, false, false]);
      expect(domain.isFreePlan('P')).toBe(true);
    }
  });
});
