import { store } from '@cnpj/mock-server';
import {
  LIST_SNAPSHOT_ROWS,
  RADAR_CHECK_FAILED,
  RADAR_EMPTY,
  RADAR_FREE_PLAN_TEXT,
  RADAR_IN_BROWSER_NOTE,
  RADAR_LIST_CHANGES_FIRST,
  RADAR_EXCEL_IN_BROWSER,
  RADAR_LIST_CHANGES_UNAVAILABLE,
  TRIAGE_LABEL,
  comparedHereText,
  defaultFilters,
  formatCnpj,
  toSearchCriteria,
} from '@cnpj/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readKnownCompanies } from '../../shared/company-set/known-companies';
import { browserMonitors } from '../../shared/radar/browser-monitors';
import { resetCheckStatuses } from '../../shared/radar/check-status';
import { api } from '../../shared/services/api';
import { listSnapshotsState } from './list-snapshots';
import { forgetSignedInCache } from '../../shared/services/server-state/signed-in-cache';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';
import { currentPath } from '../../test/render-app';

const backend = startMockBackend();
afterEach(() => resetCheckStatuses());
// The page's code, loaded once before the first test's clock starts (a cold import takes seconds).
beforeAll(() => import('./RadarPage'), 60_000);

/** The user opens the app again (a new visit): nothing read before is remembered but the browser's. */
async function reopen(path: string) {
  cleanup();
  forgetSignedInCache();
  resetCheckStatuses();
  return openPage(path);
}

/** Bakeries in São Paulo: a search the mock finds companies for in every release. */
const criteria = toSearchCriteria({ ...defaultFilters(), uf: 'SP', cnaes: ['1091102'] })!;
const monitor = () => screen.getByRole('listitem', { name: 'Padarias SP' });
const findMonitor = () => screen.findByRole('listitem', { name: 'Padarias SP' });

/** The search calls the app made (a check is one). */
function countSearches() {
  const calls: string[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (/^\/api\/empresas\/(?!pagina|all)/.test(path)) calls.push(path);
  });
  return calls;
}

describe('the Radar kept in this browser (the backend answers 404)', () => {
  it('checks a new monitor on the last 30 days, says where it lives, and fills its queue', async () => {
    backend.scenarios('radarMissing');
    const searches = countSearches();
    await openPage('/radar');
    expect(await screen.findByText(RADAR_IN_BROWSER_NOTE)).toBeInTheDocument();
    expect(screen.getByText(RADAR_EMPTY)).toBeInTheDocument();

    browserMonitors().create('Padarias SP', criteria);

    await waitFor(() => expect(monitor()).toHaveTextContent(/Verificado na base de 31\/10\/2026/));
    expect(monitor()).toHaveTextContent(/\d+ novas? desde 02\/10\/2026/);
    expect(searches).toHaveLength(1);
    const kept = browserMonitors().list()[0]!;
    expect(kept.monitor.base_verificada).toBe('2026-10-31');
    // The window: opened after 01/10 (30 days before the release), up to the release.
    expect(kept.monitor.novas_desde).toBe('2026-10-01');
    expect(kept.found.every(({ company }) => company.data_inicio_atividade! > '2026-10-01')).toBe(
      true,
    );
  });

  it('opens the queue, keeps a company put on "Não contatar" marked in its place, and empties the queue when marked as seen', async () => {
    backend.scenarios('radarMissing');
    await openPage('/radar');
    browserMonitors().create('Padarias SP', criteria);
    const open = await within(
      await screen.findByRole('listitem', { name: 'Padarias SP' }),
    ).findByRole('button', { name: 'Ver empresas novas' }, { timeout: 15_000 });
    const queued = browserMonitors().list()[0]!.found.length;
    await userEvent.click(open);

    const rows = await screen.findAllByRole('button', { name: /^Não contatar / });
    // No spreadsheet of a queue the backend does not keep, and it says what stands in for it.
    const actions = within(screen.getByRole('group', { name: 'Ações das empresas novas' }));
    expect(actions.queryByRole('button', { name: 'Excel' })).toBeNull();
    expect(actions.getByText(RADAR_EXCEL_IN_BROWSER)).toBeVisible();
    const first = rows[0]!.getAttribute('aria-label')!.replace('Não contatar ', '');
    await userEvent.click(rows[0]!);
    // It stays in its place, marked, until the page changes (decision 057); the queue lost it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Não contatar ${first}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(readKnownCompanies().naoContatar.has(first.replace(/[./-]/g, ''))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Marcar como vistas' }));
    expect(await screen.findByText('Nenhuma empresa nova neste monitor.')).toBeInTheDocument();
    const kept = browserMonitors().list()[0]!;
    expect(queued).toBeGreaterThan(1);
    expect(kept.found).toHaveLength(0);
    expect(kept.monitor.visto_ate).toBe('2026-10-31');
  });

  it('checks again after a new release only the days after the release it checked', async () => {
    backend.scenarios('radarMissing');
    await openPage('/radar');
    browserMonitors().create('Padarias SP', criteria);
    await waitFor(() =>
      expect(browserMonitors().list()[0]!.monitor.base_verificada).toBe('2026-10-31'),
    );
    browserMonitors().markSeen(browserMonitors().list()[0]!.monitor.id, '2026-10-31');

    store.register.publish();
    const searches = countSearches();
    await reopen('/radar');

    await waitFor(() =>
      expect(browserMonitors().list()[0]!.monitor.base_verificada).toBe('2026-11-30'),
    );
    expect(searches).toHaveLength(1);
    const found = browserMonitors().list()[0]!.found;
    expect(found.every((entry) => entry.release === '2026-11-30')).toBe(true);
    expect(found.every(({ company }) => company.data_inicio_atividade! > '2026-10-31')).toBe(true);
    expect(
      await screen.findByText(/novas? desde 31\/10\/2026|Nenhuma empresa nova/),
    ).toBeInTheDocument();
  });

  it('tells a failed check on its monitor with "Tentar novamente", keeping the queue', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('radarMissing');
    await openPage('/radar');
    browserMonitors().create('Padarias SP', criteria);
    await waitFor(() =>
      expect(browserMonitors().list()[0]!.monitor.base_verificada).toBe('2026-10-31'),
    );
    const queued = browserMonitors().list()[0]!.found.length;

    store.register.publish();
    backend.scenarios('radarMissing', 'searchError');
    await reopen('/radar');

    expect(await within(await findMonitor()).findByText(RADAR_CHECK_FAILED)).toBeInTheDocument();
    expect(browserMonitors().list()[0]!.found).toHaveLength(queued);
    expect(browserMonitors().list()[0]!.monitor.base_verificada).toBe('2026-10-31');

    backend.server.resetHandlers();
    backend.scenarios('radarMissing');
    await userEvent.click(within(monitor()).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(browserMonitors().list()[0]!.monitor.base_verificada).toBe('2026-11-30'),
    );
    expect(browserMonitors().list()[0]!.found.length).toBeGreaterThanOrEqual(queued);
  });
});

describe('the Radar where the user looks', () => {
  it('tells the new companies on Início and in the menu', async () => {
    backend.scenarios('radarMissing');
    await openPage('/');
    browserMonitors().create('Padarias SP', criteria);
    const card = await screen.findByText(/empresas? novas? em 'Padarias SP' desde 02\/10\/2026/);
    const count = Number(/^(\d+)/.exec(card.textContent ?? '')?.[1]);
    expect(count).toBe(browserMonitors().list()[0]!.found.length);
    const entries = screen.getAllByRole('link', { name: /^Radar/ });
    expect(entries[0]).toHaveAccessibleDescription(`${count} empresas novas no Radar`);
  });
});

describe('the Radar and the plans', () => {
  it('shows a free user what it does and "Assinar", and runs no check', async () => {
    backend.scenarios('freePlan', 'radarMissing');
    const searches = countSearches();
    await openPage('/radar');
    browserMonitors().create('Padarias SP', criteria);
    expect(await screen.findByText(RADAR_FREE_PLAN_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Assinar/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searches).toHaveLength(0);
    expect(browserMonitors().list()[0]!.monitor.base_verificada).toBeNull();
  });
});

describe('the Radar kept by the backend', () => {
  it('lists the monitors the backend keeps, with their counts, and opens a queue', async () => {
    await openPage('/radar');
    await api.createRadarMonitor({ nome: 'Padarias SP', filtros: criteria });
    await reopen('/radar');
    expect(
      await within(await findMonitor()).findByText(/Verificado na base de 31\/10\/2026/),
    ).toBeInTheDocument();
    expect(screen.queryByText(RADAR_IN_BROWSER_NOTE)).toBeNull();
    await userEvent.click(within(monitor()).getByRole('button', { name: 'Ver empresas novas' }));
    expect(
      (await screen.findAllByRole('button', { name: /^Não contatar / })).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText(/Deixadas de fora pelo servidor/)).toBeInTheDocument();
    const actions = within(screen.getByRole('group', { name: 'Ações das empresas novas' }));
    expect(actions.getByRole('button', { name: 'Excel' })).toBeVisible();
    expect(actions.queryByText(RADAR_EXCEL_IN_BROWSER)).toBeNull();
  });

  it("keeps the queue's page in the address, so a reload or leaving the triage finds it", async () => {
    await openPage('/radar');
    // Every company opened in São Paulo: a queue of more than one page.
    const wide = toSearchCriteria({ ...defaultFilters(), uf: 'SP' })!;
    const created = await api.createRadarMonitor({ nome: 'Empresas SP', filtros: wide });
    const second = await api.listRadarNewCompanies(created.id, { page: 2, recordsPerPage: 50 });
    expect(second.data.length).toBeGreaterThan(0);
    const { router } = await reopen(`/radar/${created.id}?pagina=2`);
    const shown = async () =>
      (await screen.findAllByRole('button', { name: /^Não contatar / }, { timeout: 15_000 }))[0]!;
    expect(await shown()).toHaveAccessibleName(`Não contatar ${formatCnpj(second.data[0]!.cnpj)}`);
    expect(screen.getByRole('link', { name: TRIAGE_LABEL })).toHaveAttribute(
      'href',
      `/triagem?radar=${created.id}&pagina=2`,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Anterior' })[0]!);
    await waitFor(() => expect(currentPath(router)).toBe(`/radar/${created.id}`));
    const first = await api.listRadarNewCompanies(created.id, { page: 1, recordsPerPage: 50 });
    await waitFor(async () =>
      expect(await shown()).toHaveAccessibleName(`Não contatar ${formatCnpj(first.data[0]!.cnpj)}`),
    );
  });

  it('tells a queue that cannot be read on its monitor, with "Tentar novamente"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openPage('/radar');
    const created = await api.createRadarMonitor({ nome: 'Padarias SP', filtros: criteria });
    backend.scenarios('radarError');
    await reopen(`/radar/${created.id}`);
    expect(await screen.findByText(RADAR_CHECK_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('what changed in my lists, compared in this browser (the backend has no Radar)', () => {
  it('keeps the lists at the first release, then tells at the next one what changed in a listed company', async () => {
    backend.scenarios('radarMissing');
    await openPage('/radar');
    expect(await screen.findByText(RADAR_LIST_CHANGES_FIRST)).toBeInTheDocument();
    await waitFor(() => expect(Object.keys(listSnapshotsState.read()).length).toBeGreaterThan(0));
    const [listId, kept] = Object.entries(listSnapshotsState.read())[0]!;
    expect(kept.release).toBe('2026-10-31');
    const company = kept.companies[0]!;

    // The next release closes one of the list's companies, as the mock's "publish" does.
    const release = store.register.publish();
    store.register.change(company.cnpj, release, { situacao_cadastral: '08' });
    const reads = countListReads();
    await reopen('/radar');

    const list = (await screen.findAllByRole('list', { name: /^O que mudou em / }))[0]!;
    expect(
      within(list).getByText(/^Situação cadastral: agora "Baixada" \(antes "\w+"\)$/),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /./ })).toHaveAttribute(
      'href',
      `/detalhes/${company.cnpj}`,
    );
    expect(screen.getAllByText(comparedHereText('2026-10-31')).length).toBeGreaterThan(0);
    expect(listSnapshotsState.read()[listId]!.release).toBe('2026-11-30');
    // One reading per list at the new release; opening the page again reads nothing more.
    const lists = Object.keys(listSnapshotsState.read()).length;
    expect(reads).toHaveLength(lists);
    await reopen('/radar');
    expect((await screen.findAllByRole('list', { name: /^O que mudou em / })).length).toBe(1);
    expect(reads).toHaveLength(lists);
  });

  it("says it cannot tell only where the backend cannot list a list's companies", async () => {
    backend.scenarios('radarMissing');
    backend.server.use(
      http.get('*/api/listas/:listId', () => HttpResponse.json({}, { status: 404 })),
    );
    await openPage('/radar');
    expect(await screen.findByText(RADAR_LIST_CHANGES_UNAVAILABLE)).toBeInTheDocument();
    expect(listSnapshotsState.read()).toEqual({});
  });
});

/** The one-list reads the comparison made (each list once per release). */
function countListReads() {
  const calls: string[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    // The frame also reads the lists (to clear the Radar's queue), a thousand at a time.
    const comparing = url.searchParams.get('recordsPerPage') === String(LIST_SNAPSHOT_ROWS);
    if (/^\/api\/listas\/\d+$/.test(url.pathname) && comparing) calls.push(url.pathname);
  });
  return calls;
}
