// Test users straight in the Firebase Auth Emulator over its REST API (no UI), so each test starts
// from an account nobody else touches.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { API_KEY, EMULATOR_URL } from './env.ts';

/** An account of the emulator that a test can sign in with. */
export interface TestUser {
  email: string;
  password: string;
}

/** The e-mail rule of the mock's plans: a `+free` address is on the free plan G. */
export type Plan = 'paid' | 'free';

/** A fresh, unique address; `+free` puts it on the free plan (apps/mock-server README, Plans). */
export function uniqueEmail(plan: Plan = 'paid'): string {
  const tag = randomUUID().slice(0, 8);
  return plan === 'free' ? `e2e-${tag}+free@example.com` : `e2e-${tag}@example.com`;
}

/** Creates an e-mail/password account in the emulator. */
export async function createEmulatorUser(
  request: APIRequestContext,
  plan: Plan = 'paid',
): Promise<TestUser> {
  const user = { email: uniqueEmail(plan), password: 'segredo123' };
  const response = await request.post(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      data: { ...user, returnSecureToken: true },
    },
  );
  if (!response.ok())
    throw new Error(`emulator sign-up failed: ${response.status()} ${await response.text()}`);
  return user;
}
