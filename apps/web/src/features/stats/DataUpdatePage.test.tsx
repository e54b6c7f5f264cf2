import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';

const backend = startMockBackend();
const main = () => screen.getAllByRole('main').at(-1) as HTMLElement;

describe('data update', () => {
  it('shows the current date, the next expected update and the import history', async () => {
    await openPage('/user-stats/atualizacao');
    expect(
      await within(main()).findByRole('heading', { name: 'Atualizado até' }),
    ).toBeInTheDocument();
    expect(
      within(main()).getByRole('heading', { name: 'Próxima atualização prevista' }),
    ).toBeInTheDocument();
    expect(await within(main()).findAllByText('Concluída')).toHaveLength(6);
  });

  it.each(['updateDateForbidden', 'updateDateMissing'] as const)(
    'hides the dates under %s',
    async (name) => {
      backend.scenarios(name);
      await openPage('/user-stats/atualizacao');
      expect(await within(main()).findByText('Data da base indisponível')).toBeInTheDocument();
      expect(
        within(main()).queryByRole('heading', { name: 'Atualizado até' }),
      ).not.toBeInTheDocument();
    },
  );

  it('says the history is unavailable when the backend lacks the extension', async () => {
    backend.server.use(
      http.get('*/api/atualizacao/historico', () =>
        HttpResponse.json({ message: 'x' }, { status: 404 }),
      ),
    );
    await openPage('/user-stats/atualizacao');
    expect(
      await within(main()).findByText('Histórico indisponível neste servidor.'),
    ).toBeInTheDocument();
    // The two reads are independent queries: the date may arrive after the history.
    expect(
      await within(main()).findByRole('heading', { name: 'Atualizado até' }),
    ).toBeInTheDocument();
  });
});
