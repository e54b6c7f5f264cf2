// "Consultar CNPJs em lote" in the app (docs/product.md#bulk-cnpj-lookup): pasted text looked up through
// the extension or, without it, one detail per CNPJ; the found ones go to a list; a bad file is refused
// with its message and the text stays.
import {
  BULK_FALLBACK_NOTICE,
  BULK_FILE_ENCRYPTED_MESSAGE,
  CNPJ_INVALID_MESSAGE,
  CNPJ_LENGTH_MESSAGE,
  withCheckDigits,
} from '@cnpj/domain';
import { exampleCnpj } from '@cnpj/mock-server';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';

const backend = startMockBackend();
const missing = withCheckDigits('991234560001');

async function lookUp(text: string) {
  await openPage('/consultar-cnpjs-em-lote');
  const user = userEvent.setup();
  await user.click(screen.getByRole('textbox', { name: 'CNPJs' }));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Consultar' }));
  return user;
}

describe('bulk CNPJ lookup page', () => {
  it('looks pasted CNPJs up and opens the add-to-list modal with the found ones', async () => {
    const user = await lookUp(`${exampleCnpj(1)}, ${exampleCnpj(2)}\n${missing}\n1234567890123`);
    expect(await screen.findByText('Encontradas (2)')).toBeInTheDocument();
    const unfound = within(screen.getByRole('region', { name: 'CNPJs sem dados' }));
    expect(unfound.getByText('Não encontrada')).toBeInTheDocument();
    expect(unfound.getByText('Inválida')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar à lista' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('lists mistyped alphanumeric CNPJs among those without data, each with its reason', async () => {
    await lookUp(`${exampleCnpj(1)}\n12ABC34501DE36\n12abc34501de3, AB.CDE.FGH/IJKL-12`);
    expect(await screen.findByText('Encontradas (1)')).toBeInTheDocument();
    const unfound = within(screen.getByRole('region', { name: 'CNPJs sem dados' }));
    expect(unfound.getAllByText('Inválida')).toHaveLength(3);
    const row = (name: string) => unfound.getByRole('cell', { name }).closest('tr')!;
    expect(row('12.ABC.345/01DE-36')).toHaveTextContent(CNPJ_INVALID_MESSAGE);
    expect(row('12abc34501de3')).toHaveTextContent(CNPJ_LENGTH_MESSAGE);
    expect(row('AB.CDE.FGH/IJKL-12')).toHaveTextContent(CNPJ_INVALID_MESSAGE);
  });

  it('says so and reads each detail when the backend lacks the bulk call', async () => {
    backend.scenarios('bulkUnavailable');
    await lookUp(`${exampleCnpj(1)}\n${exampleCnpj(2)}\n${exampleCnpj(3)}`);
    expect(await screen.findByText('Encontradas (3)')).toBeInTheDocument();
    expect(screen.getByText(BULK_FALLBACK_NOTICE)).toBeInTheDocument();
  });

  it('refuses a password-protected spreadsheet and keeps the text', async () => {
    await openPage('/consultar-cnpjs-em-lote');
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'CNPJs' });
    await user.type(box, exampleCnpj(1));
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    await user.upload(
      screen.getByLabelText('Enviar arquivo (.txt, .csv ou .xlsx)'),
      new File([ole], 'clientes.xlsx'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(BULK_FILE_ENCRYPTED_MESSAGE);
    expect(box).toHaveValue(exampleCnpj(1));
  });

  it('reads a .csv and finds its CNPJ column', async () => {
    await openPage('/consultar-cnpjs-em-lote');
    const user = userEvent.setup({ applyAccept: false });
    const csv = `Nome;CNPJ;Cidade\nA;${exampleCnpj(1)};SP\nB;${exampleCnpj(2)};RJ\n`;
    await user.upload(
      screen.getByLabelText('Enviar arquivo (.txt, .csv ou .xlsx)'),
      new File([csv], 'empresas.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('2 válidos, 0 repetidos, 0 inválidos')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Coluna com os CNPJs' })).toHaveDisplayValue(
      'CNPJ (2 CNPJs)',
    );
  });
});
