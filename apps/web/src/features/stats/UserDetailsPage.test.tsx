import { DEMO_IDENTITY, userIdForUid } from '@cnpj/mock-server';
import { BROWSER_DATA_IMPORT_FAILED, BROWSER_DATA_TITLE } from '@cnpj/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';

const backend = startMockBackend();
const notFound = () => HttpResponse.json({ message: 'x' }, { status: 404 });

// Lenient auth makes every test session the mock's demo user.
const me = userIdForUid(DEMO_IDENTITY.uid);
const openOwnDetails = () => openPage(`/user-details/${me}`);

describe('user details', () => {
  it("shows the user's account from the extension", async () => {
    await openOwnDetails();
    expect(await screen.findAllByText('demo@example.com')).not.toHaveLength(0);
  });

  it('falls back to the plan alone when the backend lacks the extension', async () => {
    backend.server.use(http.get('*/api/stats/usuarios/:userId', notFound));
    await openOwnDetails();
    expect(await screen.findAllByText(me)).not.toHaveLength(0);
    expect(screen.queryByText('demo@example.com')).not.toBeInTheDocument();
  });

  it('says "Usuário não encontrado" when neither call knows the user', async () => {
    backend.server.use(
      http.get('*/api/stats/usuarios/:userId', notFound),
      http.get('*/api/users/ninguem', notFound),
    );
    await openPage('/user-details/ninguem');
    expect(await screen.findByText('Usuário não encontrado')).toBeInTheDocument();
  });

  it('says the user could not be loaded on other failures', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.server.use(
      http.get('*/api/stats/usuarios/:userId', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    await openPage('/user-details/ninguem');
    expect(
      await screen.findByText('Falha ao carregar o usuário. Tente novamente.'),
    ).toBeInTheDocument();
  });

  it("offers the export and import of this browser's data on the user's own page only", async () => {
    await openOwnDetails();
    const section = within(await screen.findByRole('region', { name: BROWSER_DATA_TITLE }));
    expect(section.getByRole('button', { name: 'Exportar dados' })).toBeInTheDocument();
    const notAnExport = new File(['{"outro":1}'], 'outro.json', { type: 'application/json' });
    notAnExport.text = async () => '{"outro":1}';
    await userEvent.upload(section.getByLabelText('Arquivo para importar dados'), notAnExport);
    expect(await section.findByRole('alert')).toHaveTextContent(BROWSER_DATA_IMPORT_FAILED);
  });

  it("does not offer this browser's data on another user's page", async () => {
    await openPage('/user-details/outro-usuario');
    await screen.findAllByText(/outro-usuario|Usuário não encontrado|demo@example.com/);
    expect(screen.queryByRole('region', { name: BROWSER_DATA_TITLE })).not.toBeInTheDocument();
  });
});
