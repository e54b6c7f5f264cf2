import { formatCnpj } from '@cnpj/domain';
import { exampleCnpj } from '@cnpj/mock-server';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../services/api';
import { authHarness } from '../test/auth-harness';
import { buildIdentityUser } from '../test/memory-identity';
import { currentPath, renderApp } from '../test/render-app';
import { startMockBackend } from '../test/mock-backend';
import { openPage } from '../test/open-page';

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
    expect(screen.getAllByText(partners[0]!.nome_socio).length).toBeGreaterThan(0);
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

  it('sends the visitor to /login when the backend login fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.scenarios('loginFails');
    const harness = authHarness();
    const router = renderApp(harness.session, path, api.getUser);
    harness.identity.emit(buildIdentityUser('ana@example.com'));
    await waitFor(() =>
      expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent(path)}`),
    );
  });
});
