import {
  NAO_CONTATAR_LIST_NAME,
  NAO_CONTATAR_MARK,
  TRIAGE_BACK,
  TRIAGE_LABEL,
  TRIAGE_SUMMARY_TITLE,
  companyDisplayName,
  defaultFilters,
  formatCnpj,
  toSearchCriteria,
} from '@cnpj/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserMonitors } from '../../shared/radar/browser-monitors';
import { resetCheckStatuses } from '../../shared/radar/check-status';
import { api } from '../../shared/services/api';
import { forgetSignedInCache } from '../../shared/services/server-state/signed-in-cache';
import { sessionStore } from '../../shared/services/session-store';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';
import { currentPath } from '../../test/render-app';
import { TRIAGE_NO_SET } from './TriagePage';

const backend = startMockBackend();
afterEach(() => resetCheckStatuses());
// The pages' code, loaded once before the first test's clock starts (a cold import takes seconds):
// the Radar's, another feature's, by opening it.
beforeAll(async () => {
  await import('./TriagePage');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    try {
      const { harness } = await openPage('/radar');
      harness.stop();
      break;
    } catch {
      // Still loading: open it again, alone.
      cleanup();
    }
  }
  // What the visit left (its reads, the session's storage) goes, as after a test (test/setup.ts).
  cleanup();
  forgetSignedInCache();
  sessionStore.clear();
  localStorage.clear();
  resetCheckStatuses();
}, 120_000);

/** Bakeries in São Paulo: a search the mock finds companies for in every release. */
const criteria = toSearchCriteria({ ...defaultFilters(), uf: 'SP', cnaes: ['1091102'] })!;

/** The company card's words (its names and CNPJ). */
const shownCard = () => screen.getByRole('article').textContent;

async function naoContatarCnpjs(): Promise<string[]> {
  const list = (await api.listListas()).find((item) => item.descricao === NAO_CONTATAR_LIST_NAME);
  if (!list) return [];
  return (await api.getLista(list.id, { page: 1, recordsPerPage: 50 })).data.map((r) => r.cnpj);
}

describe('the triage of a Radar queue kept in this browser', () => {
  it('opens from the queue, walks it in the queue\'s order, keeps a company put on "Não contatar" in its place and goes back to the queue', async () => {
    backend.scenarios('radarMissing');
    const { router } = await openPage('/radar');
    browserMonitors().create('Padarias SP', criteria);
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('listitem', { name: 'Padarias SP' })).findByRole(
        'button',
        { name: 'Ver empresas novas' },
        { timeout: 15_000 },
      ),
    );
    const kept = browserMonitors().list()[0]!;
    const id = kept.monitor.id;
    // The queue's first rows' CNPJs as it shows them (its order), and its size.
    const queue = (await screen.findAllByRole('button', { name: /^Não contatar / })).map((b) =>
      b.getAttribute('aria-label')!.replace('Não contatar ', ''),
    );
    const total = kept.found.length;
    expect(queue.length).toBeGreaterThan(1);

    await user.click(await screen.findByRole('link', { name: TRIAGE_LABEL }, { timeout: 15_000 }));
    await waitFor(() => expect(currentPath(router)).toBe(`/triagem?radar=${id}&pagina=1`));
    expect(await screen.findByText(`1 de ${total}`, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(shownCard()).toContain(queue[0]);
    await user.keyboard('j');
    expect(await screen.findByText(`2 de ${total}`)).toBeInTheDocument();
    expect(shownCard()).toContain(queue[1]);
    // Put on "Não contatar" it leaves the queue, but not the walk under the user.
    await user.keyboard('n');
    await waitFor(() => expect(screen.getByText(NAO_CONTATAR_MARK)).toBeVisible());
    expect(screen.getByText(`2 de ${total}`)).toBeInTheDocument();
    expect(shownCard()).toContain(queue[1]);

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: TRIAGE_SUMMARY_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TRIAGE_BACK }));
    await waitFor(() => expect(currentPath(router)).toBe(`/radar/${id}`));
    expect(await screen.findByRole('region', { name: 'Padarias SP' })).toBeInTheDocument();
  });
});

describe('the triage of a Radar queue kept by the backend', () => {
  it('walks the backend\'s queue in its order and puts a company on "Não contatar" through the backend', async () => {
    await openPage('/radar');
    const created = await api.createRadarMonitor({ nome: 'Padarias SP', filtros: criteria });
    const answer = await api.listRadarNewCompanies(created.id, { page: 1, recordsPerPage: 50 });
    expect(answer.total).toBeGreaterThan(1);
    // A new visit opens the monitor's queue: the first page goes, with what its cache read before
    // the monitor was made.
    cleanup();
    forgetSignedInCache();
    const { router } = await openPage(`/radar/${created.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: TRIAGE_LABEL }, { timeout: 15_000 }));
    expect(
      await screen.findByText(`1 de ${answer.total}`, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(shownCard()).toContain(companyDisplayName(answer.data[0]!));
    await user.keyboard('n');
    await waitFor(async () => expect(await naoContatarCnpjs()).toContain(answer.data[0]!.cnpj));
    await user.keyboard('j');
    expect(await screen.findByText(`2 de ${answer.total}`)).toBeInTheDocument();
    expect(shownCard()).toContain(companyDisplayName(answer.data[1]!));
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: TRIAGE_BACK }));
    await waitFor(() => expect(currentPath(router)).toBe(`/radar/${created.id}`));
    // The queue is read again: the company put on "Não contatar" left it.
    const row = (company: (typeof answer.data)[number]) =>
      screen.queryByRole('button', { name: `Não contatar ${formatCnpj(company.cnpj)}` });
    await waitFor(() => expect(row(answer.data[1]!)).toBeInTheDocument());
    await waitFor(() => expect(row(answer.data[0]!)).toBeNull());
  });

  it('says how to open a triage when the monitor is not there', async () => {
    await openPage('/triagem?radar=nenhum&pagina=1');
    expect(await screen.findByText(TRIAGE_NO_SET)).toBeInTheDocument();
  });
});
