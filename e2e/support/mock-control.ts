// The mock server's QA controls (/__mock), per user, so parallel tests never see each other's
// scenarios or plans. The routes take HTML form posts, like the QA page itself.
import type { APIRequestContext } from '@playwright/test';
import type { ScenarioName } from '@cnpj/mock-server/scenarios.ts';
import { MOCK_URL } from './env.ts';

/** Mock plan codes: G is free, the others are paid (docs/product.md#overview). */
export type PlanCode = 'G' | 'M' | 'S' | 'A';

/** Controls of the mock server for one backend user. */
export interface MockControl {
  /** Replaces the user's scenarios (none turns them all off). */
  setScenario(userId: string, ...names: ScenarioName[]): Promise<void>;
  /** Switches the user's plan at run time. */
  setPlan(userId: string, plano: PlanCode): Promise<void>;
}

/** The mock's controls, sent through a Playwright request context. */
export function createMockControl(request: APIRequestContext): MockControl {
  const post = async (path: string, form: URLSearchParams) => {
    const response = await request.post(`${MOCK_URL}/__mock${path}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: form.toString(),
      maxRedirects: 0,
    });
    // The QA page answers 303 back to itself on success.
    if (response.status() !== 303)
      throw new Error(`POST /__mock${path}: ${response.status()} ${await response.text()}`);
  };
  return {
    async setScenario(userId, ...names) {
      const form = new URLSearchParams(names.map((name) => ['scenario', name]));
      await post(`/users/${encodeURIComponent(userId)}/scenarios`, form);
    },
    async setPlan(userId, plano) {
      await post(`/users/${encodeURIComponent(userId)}/plan`, new URLSearchParams({ plano }));
    },
  };
}
