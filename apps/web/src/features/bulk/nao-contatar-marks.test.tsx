// The bulk lookup and "Não contatar" (docs/product.md#bulk-cnpj-lookup, decision 057): a company the
// user put on that list is shown among the found ones, marked, and the page says it stays out of
// lists and files; before, it was shown as any other.
import { NAO_CONTATAR_LIST_NAME, NAO_CONTATAR_MARK, naoContatarLeftOutText } from '@cnpj/domain';
import { exampleCnpj } from '@cnpj/mock-server';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/services/api';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';

startMockBackend();

describe('bulk lookup and "Não contatar"', { timeout: 60_000 }, () => {
  it('marks a found company on the list and says it stays out of lists and files', async () => {
    await openPage('/consultar-cnpjs-em-lote');
    const lista = await api.createLista(NAO_CONTATAR_LIST_NAME);
    await api.addCompaniesToList(lista.id, [exampleCnpj(2)]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'CNPJs' }));
    await user.paste(`${exampleCnpj(1)}\n${exampleCnpj(2)}\n${exampleCnpj(3)}`);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const found = within(await screen.findByRole('region', { name: /^Encontradas \(3\)/ }));
    expect(await found.findAllByText(NAO_CONTATAR_MARK)).toHaveLength(1);
    expect(screen.getByText(naoContatarLeftOutText(1))).toBeInTheDocument();
  });
});
