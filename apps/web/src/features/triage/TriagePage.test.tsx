import { NAO_CONTATAR_LIST_NAME, TRIAGE_BACK, TRIAGE_SUMMARY_TITLE } from '@cnpj/domain';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/services/api';
import { currentPath } from '../../test/render-app';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';
import { TRIAGE_LIST_UNAVAILABLE } from './TriagePage';

const backend = startMockBackend();

async function listId(name: string): Promise<number | null> {
  return (await api.listListas()).find((item) => item.descricao === name)?.id ?? null;
}

async function listCnpjs(name: string): Promise<string[]> {
  const id = await listId(name);
  return id === null
    ? []
    : (await api.getLista(id, { page: 1, recordsPerPage: 50 })).data.map((row) => row.cnpj);
}

describe('the triage of a list', () => {
  it('walks the list by key, puts a company on "Não contatar", takes it back and returns to the list', async () => {
    const id = (await listId('Prospecção'))!;
    const { router } = await openPage(`/triagem?lista=${id}&pagina=1`);
    const user = userEvent.setup();
    const rows = (await api.getLista(id, { page: 1, recordsPerPage: 50 })).data;
    expect(await screen.findByText('1 de 6')).toBeInTheDocument();
    await user.keyboard('j');
    expect(await screen.findByText('2 de 6')).toBeInTheDocument();
    await user.keyboard('n');
    await waitFor(async () =>
      expect(await listCnpjs(NAO_CONTATAR_LIST_NAME)).toContain(rows[1]!.cnpj),
    );
    await user.keyboard('z');
    await waitFor(async () =>
      expect(await listCnpjs(NAO_CONTATAR_LIST_NAME)).not.toContain(rows[1]!.cnpj),
    );
    await user.keyboard('k');
    expect(await screen.findByText('1 de 6')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: TRIAGE_SUMMARY_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TRIAGE_BACK }));
    await waitFor(() => expect(currentPath(router)).toBe(`/minhas-listas/${id}`));
  });

  it("opens from the list page, at the list's first company", async () => {
    const id = (await listId('Prospecção'))!;
    const { router } = await openPage(`/minhas-listas/${id}`);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Triagem' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/triagem?lista=${id}&pagina=1`));
    expect(await screen.findByText('1 de 6')).toBeInTheDocument();
  });

  it('says plainly that triage is not available when the backend cannot read a list', async () => {
    const id = (await listId('Prospecção'))!;
    backend.server.use(
      http.get('*/api/listas/:listId', () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    await openPage(`/triagem?lista=${id}&pagina=1`);
    expect(await screen.findByText(TRIAGE_LIST_UNAVAILABLE)).toBeInTheDocument();
  });
});
