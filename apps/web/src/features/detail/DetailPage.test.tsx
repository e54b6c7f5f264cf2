import {
  ADD_TO_LIST_FAILED_MESSAGE,
  FREE_PLAN_LISTS_ALERT,
  formatCnpj,
  normaliseCnpj,
} from '@cnpj/domain';
import { exampleCnpj } from '@cnpj/mock-server';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/services/api';
import { authHarness } from '../../test/auth-harness';
import { buildIdentityUser } from '../../test/memory-identity';
import { currentPath, renderApp } from '../../test/render-app';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';

/** The bodies of POST /api/listas/{id}/cnpjs, by list id. */
function recordAdds() {
  const adds: { listId: string; cnpjs: string[] }[] = [];
  backend.server.events.on('request:start', async ({ request }) => {
    const match = /\/api\/listas\/(\d+)\/cnpjs$/.exec(new URL(request.url).pathname);
    if (match?.[1] && request.method === 'POST') {
      const { cnpjs } = (await request.clone().json()) as { cnpjs: string[] };
      adds.push({ listId: match[1], cnpjs });
    }
  });
  return adds;
}

/** Opens the detail once the company and the plan are read, and presses "Adicionar à lista". */
async function pressAddToList() {
  await openPage(path);
  const user = userEvent.setup();
  await screen.findByText(formatCnpj(cnpj));
  await user.click(screen.getByRole('button', { name: 'Adicionar à lista' }));
  return user;
}

const backend = startMockBackend();
const cnpj = exampleCnpj(3);
const path = `/detalhes/${cnpj}`;
const HINT = 'Verifique o CNPJ informado e tente novamente.';

describe('company detail', () => {
  it('shows the company with its partners, full screen', async () => {
    // Some seeded companies have no partners; take the first example that has some.
    let n = 1;
    while ((await api.listPartners(exampleCnpj(n))).length === 0) n += 1;
    const withPartners = exampleCnpj(n);
    const [company, partners] = await Promise.all([
      api.getCompanyDetail(withPartners),
      api.listPartners(withPartners),
    ]);
    await openPage(`/detalhes/${withPartners}`);
    expect(await screen.findByText(formatCnpj(withPartners))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      company?.nome_fantasia && company.nome_fantasia !== '********'
        ? company.nome_fantasia
        : (company?.razao_social ?? '-'),
    );
    // The partners' rows are drawn a moment after their table, at low priority (decision 045).
    expect((await screen.findAllByText(partners[0]!.nome_socio)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says "Nenhum sócio cadastrado." when the company has no partners', async () => {
    backend.scenarios('partnersEmpty');
    await openPage(path);
    expect(await screen.findByText('Nenhum sócio cadastrado.')).toBeInTheDocument();
  });

  it('prints through the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await openPage(path);
    await userEvent.click(await screen.findByRole('button', { name: /Imprimir/ }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows "CNPJ não encontrado" when the company does not exist', async () => {
    backend.scenarios('detailNotFound');
    await openPage(path);
    expect(await screen.findByRole('heading', { name: 'CNPJ não encontrado' })).toBeInTheDocument();
    expect(screen.getByText(HINT)).toBeInTheDocument();
  });

  it('leads from a CNPJ that could not be shown to "Pesquisar CNPJ", with no dead end', async () => {
    backend.scenarios('detailNotFound');
    const { router } = await openPage(path);
    await userEvent.click(await screen.findByRole('link', { name: 'Pesquisar CNPJ' }));
    await waitFor(() => expect(currentPath(router)).toBe('/pesquisar-cnpj'));
  });

  it('shows "Falha ao buscar detalhes da empresa" when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('detailError');
    await openPage(path);
    expect(
      await screen.findByRole('heading', { name: 'Falha ao buscar detalhes da empresa' }),
    ).toBeInTheDocument();
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Failed to load the company detail', expect.anything());
  });

  it('does not log a CNPJ that does not exist: the 404 is an answer', async () => {
    const warn = vi.spyOn(console, 'warn');
    backend.scenarios('detailNotFound');
    await openPage(path);
    await screen.findByRole('heading', { name: 'CNPJ não encontrado' });
    expect(warn).not.toHaveBeenCalledWith('Failed to load the company detail', expect.anything());
  });

  it('shows "Empresa não encontrada" when the backend has no data', async () => {
    backend.scenarios('detailEmpty');
    await openPage(path);
    expect(
      await screen.findByRole('heading', { name: 'Empresa não encontrada' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['abc', 'letters that are no CNPJ'],
    ['11222333000100', 'wrong check digits'],
    ['1122233300018', '13 characters'],
  ])('says "CNPJ inválido" for /detalhes/%s (%s) without asking the backend', async (written) => {
    const asked: string[] = [];
    backend.server.events.on('request:start', ({ request }) =>
      asked.push(new URL(request.url).pathname),
    );
    const { router } = await openPage(`/detalhes/${written}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'CNPJ inválido' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'O endereço não traz um CNPJ válido. Confira os 14 caracteres e os dígitos verificadores, ou pesquise outro CNPJ.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pesquisar CNPJ' })).toHaveAttribute(
      'href',
      '/pesquisar-cnpj',
    );
    // The address stays as written, and the tab says what is wrong.
    expect(currentPath(router)).toBe(`/detalhes/${written}`);
    await waitFor(() => expect(document.title).toBe('CNPJ inválido · CNPJ Leads'));
    expect(asked.filter((path) => path.startsWith('/api/empresas/'))).toEqual([]);
  });

  it('leads into the app from the mark of its slim header', async () => {
    const { router } = await openPage(path);
    await screen.findByText(formatCnpj(cnpj));
    await userEvent.click(screen.getByRole('link', { name: 'CNPJ Leads' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it("adds the company to a list through the search's dialog", async () => {
    const adds = recordAdds();
    const user = await pressAddToList();
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar à lista' });
    expect(within(dialog).getByText('1 empresa selecionada')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: 'Fornecedores' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(
      await within(dialog).findByText('Empresas adicionadas à lista com sucesso!'),
    ).toBeInTheDocument();
    expect(adds).toEqual([{ listId: '2', cnpjs: [cnpj] }]);
  });

  it('says so in the dialog when the add fails, and keeps it open to try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('addToListError');
    const user = await pressAddToList();
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar à lista' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Fornecedores' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADD_TO_LIST_FAILED_MESSAGE);
    expect(within(dialog).getByRole('button', { name: 'Adicionar' })).toBeEnabled();
  });

  it('gives the free plan its lists alert with "Assinar", and asks the backend nothing', async () => {
    backend.scenarios('freePlan');
    const asked: string[] = [];
    backend.server.events.on('request:start', ({ request }) =>
      asked.push(new URL(request.url).pathname),
    );
    let planRead = false;
    backend.server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/users/')) planRead = true;
    });
    await openPage(path);
    // The plan is read before the press, so the app itself knows the rule.
    await waitFor(() => expect(planRead).toBe(true));
    await screen.findByText(formatCnpj(cnpj));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar à lista' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(FREE_PLAN_LISTS_ALERT);
    expect(within(alert).getByRole('link', { name: 'Assinar' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Adicionar à lista' })).not.toBeInTheDocument();
    expect(asked.filter((asked) => asked.startsWith('/api/listas'))).toEqual([]);
  });

  it('copies the CNPJ and says "Copiado!"', async () => {
    await openPage(path);
    const user = userEvent.setup();
    await screen.findByText(formatCnpj(cnpj));
    await user.click(screen.getByRole('button', { name: 'Copiar CNPJ' }));
    expect(await screen.findByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(formatCnpj(cnpj));
  });

  it('links each linked company to its own detail, in a new tab', async () => {
    let n = 1;
    while (((await api.getCompanyDetail(exampleCnpj(n)))?.vinculadas.length ?? 0) === 0) n += 1;
    const company = await api.getCompanyDetail(exampleCnpj(n));
    await openPage(`/detalhes/${exampleCnpj(n)}`);
    const linked = within(await screen.findByRole('region', { name: 'Empresas Vinculadas' }));
    for (const other of company!.vinculadas) {
      // The table's rows are drawn a moment after it, at low priority (decision 045).
      const link = await linked.findByRole('link', { name: other.cnpj_formatado });
      expect(link).toHaveAttribute('href', `/detalhes/${normaliseCnpj(other.cnpj_formatado)}`);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('sends the visitor to /login when the backend login fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.scenarios('loginFails');
    const harness = authHarness();
    const router = renderApp(harness.session, path);
    harness.identity.emit(buildIdentityUser('ana@example.com'));
    await waitFor(() =>
      expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent(path)}`),
    );
  });
});
