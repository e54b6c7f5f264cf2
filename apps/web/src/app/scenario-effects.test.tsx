// The QA console's words (apps/mock-server/src/scenario-catalog.ts) held to what the app does: for
// each scenario whose failure the app tells (docs/product.md#errors, decision 033), the scenario is
// turned on, the action made, and every message the console promises must show as a notice. A
// catalog that says "só registra no console" while the screen tells the failure fails here.
import { scenarioCatalog, type ScenarioName } from '@cnpj/mock-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startMockBackend } from '../test/mock-backend';
import { openPage } from '../test/open-page';
import {
  ELEVEN_PAGES,
  SEARCH_PATH,
  TWO_RESULTS,
  renderSearchPage,
} from '../test/render-search-page';

const backend = startMockBackend();

const effectOf = (name: ScenarioName) => {
  const info = scenarioCatalog.find((entry) => entry.name === name);
  if (!info) throw new Error(`no catalog entry for ${name}`);
  return info.effect;
};

/** The catalog promises a notice for the scenario and the screen shows each of its messages. */
async function expectToldAsTheCatalogSays(name: ScenarioName, where: () => HTMLElement) {
  const { behaviour, messages } = effectOf(name);
  expect(behaviour).not.toMatch(/só registra no console/);
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages)
    await waitFor(() => expect(within(where()).getByRole('alert')).toHaveTextContent(message));
}

async function search(query: string) {
  const user = userEvent.setup();
  renderSearchPage(SEARCH_PATH + query);
  await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
  return user;
}

describe(
  'the QA console describes each told failure as the app tells it',
  { timeout: 30_000 },
  () => {
    it('searchError', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      backend.scenarios('searchError');
      await search(TWO_RESULTS);
      await expectToldAsTheCatalogSays('searchError', () => document.body);
    });

    it('pageError', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const user = await search(ELEVEN_PAGES);
      await screen.findByText(/^Exibindo/);
      backend.scenarios('pageError');
      await user.click(screen.getAllByRole('button', { name: /Próxima/ })[0]!);
      await expectToldAsTheCatalogSays('pageError', () => document.body);
    });

    it('lookupsError', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      backend.scenarios('lookupsError');
      renderSearchPage();
      await expectToldAsTheCatalogSays('lookupsError', () => document.body);
    });

    it('exportError, on the search', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const user = await search(TWO_RESULTS);
      await screen.findByText(/^Exibindo/);
      backend.scenarios('exportError');
      await user.click(screen.getByRole('button', { name: 'Excel' }));
      await expectToldAsTheCatalogSays('exportError', () => document.body);
    });

    it('exportError, on "Minhas Listas"', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      backend.scenarios('exportError');
      await openPage('/minhas-listas');
      const main = () => screen.getAllByRole('main').at(-1) as HTMLElement;
      const link = await within(main()).findByRole('link', { name: 'Prospecção' });
      const item = link.closest('li') as HTMLElement;
      await userEvent.click(within(item).getByRole('button', { name: /Exportar Excel/ }));
      await expectToldAsTheCatalogSays('exportError', () => item);
    });
  },
);
