// Renders the real route table at a path, signed in through the test auth session, with the app's
// API client (and so the plan) answered by the shared mock handlers.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { PAGE_LOADING_TEXT } from '@cnpj/domain';
import { authHarness } from './auth-harness';
import { renderApp } from './render-app';
import { stubWideLayout } from './wide-layout';

const ACCOUNT = { email: 'ana@example.com', password: 'segredo1' };

/**
 * Signs in a test user and renders the app at `path` once its lazy page has loaded (the first import
 * of a page can take seconds in a cold test run); returns the router and the auth harness.
 */
export async function openPage(path: string) {
  stubWideLayout();
  const harness = authHarness([ACCOUNT]);
  await harness.session.signInWithEmail(ACCOUNT.email, ACCOUNT.password);
  const router = renderApp(harness.session, path);
  await waitFor(() => expect(screen.queryByText(PAGE_LOADING_TEXT)).not.toBeInTheDocument(), {
    timeout: 15_000,
  });
  return { router, harness };
}
