import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BULK_CANCELLED_MESSAGE,
  BULK_EMPTY_MESSAGE,
  BULK_FALLBACK_NOTICE,
  BULK_FILE_BINARY_MESSAGE,
  BULK_FILE_ENCRYPTED_MESSAGE,
  BULK_FILE_TOO_LARGE_MESSAGE,
  BULK_NO_CNPJ_COLUMN_MESSAGE,
  BULK_ONLY_INVALID_MESSAGE,
  FREE_PLAN_BULK_ALERT,
  withCheckDigits,
} from '@cnpj/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { phoneFrame } from '../shared/story-helpers';
import { BulkLookupScreen, type BulkLookupScreenProps } from './BulkLookupScreen';
import { finishedRun, runningRun, tableFile } from './fixtures';
import type { BulkRunView } from './types';

const IDLE: BulkRunView = { phase: 'idle', items: [], done: 0, total: 0, fallback: false };

/** The screen with its text and column kept as the app keeps them. */
function Stateful(props: BulkLookupScreenProps) {
  const [text, setText] = useState(props.text);
  const [column, setColumn] = useState(props.column);
  return (
    <BulkLookupScreen
      {...props}
      text={text}
      onTextChange={(value) => {
        setText(value);
        props.onTextChange(value);
      }}
      column={column}
      onColumnChange={(index) => {
        setColumn(index);
        props.onColumnChange(index);
      }}
    />
  );
}

const meta = {
  title: 'Screens/BulkLookup',
  component: BulkLookupScreen,
  render: (args) => <Stateful {...args} />,
  args: {
    text: '',
    onTextChange: fn(),
    file: null,
    onFileChosen: fn(),
    onFileClear: fn(),
    column: null,
    onColumnChange: fn(),
    run: IDLE,
    onStart: fn(),
    onCancel: fn(),
    onRetryFailed: fn(),
    plano: 'M',
    onAddToList: fn(),
    onDownloadMissing: fn(),
  },
} satisfies Meta<typeof BulkLookupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const MIXED = [
  'CNPJ: 11.222.333/0001-81',
  '33000167000101; 12.abc.345/01de-35',
  '33.000.167/0001-01',
  '11.222.333/0001-82',
].join('\n');

/** docs/product.md#bulk-cnpj-lookup: nothing typed; "Consultar" says what is missing and looks nothing up. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Consultar' }));
    await expect(canvas.getByRole('textbox', { name: 'CNPJs' })).toHaveAccessibleDescription(
      expect.stringContaining(BULK_EMPTY_MESSAGE),
    );
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Pasted text with masks, a label, an alphanumeric CNPJ, a repeat and a wrong check digit. */
export const TypedWithCounts: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'CNPJs' }));
    await userEvent.paste(MIXED);
    await expect(canvas.getByText('3 válidos, 1 repetido, 1 inválido')).toBeVisible();
    await userEvent.click(canvas.getByText('CNPJs inválidos (1)'));
    await expect(canvas.getByText(/confira os dígitos verificadores/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Consultar' }));
    await expect(args.onStart).toHaveBeenCalledWith(
      ['11222333000181', '33000167000101', '12ABC34501DE35'],
      [{ text: '11.222.333/0001-82', reason: 'checkDigits' }],
    );
  },
};

/** Only invalid CNPJs: the message, nothing looked up, the text kept. */
export const InvalidOnly: Story = {
  args: { text: '11.222.333/0001-82\n1234' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Consultar' }));
    const box = canvas.getByRole('textbox', { name: 'CNPJs' });
    await expect(box).toHaveAccessibleDescription(
      expect.stringContaining(BULK_ONLY_INVALID_MESSAGE),
    );
    await expect(box).toHaveValue('11.222.333/0001-82\n1234');
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

const many = Array.from({ length: 1_005 }, (_, n) =>
  withCheckDigits(`${String(20_000_000 + n)}0001`),
).join('\n');

/** Above 1,000: the first 1,000 are kept, and the screen says how many were left out. */
export const OverLimit: Story = {
  args: { text: many },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1\.000 válidos/)).toBeVisible();
    await expect(canvas.getByText(/5 ficaram de fora/)).toBeVisible();
  },
};

/** A file above the size limit is refused before it is read; the typed text stays. */
export const FileTooLarge: Story = {
  args: {
    text: '11.222.333/0001-81',
    file: { name: 'cnpjs.csv', kind: 'error', message: BULK_FILE_TOO_LARGE_MESSAGE },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(BULK_FILE_TOO_LARGE_MESSAGE);
    await expect(canvas.getByText('1 válido, 0 repetidos, 0 inválidos')).toBeVisible();
  },
};

/** A binary file renamed .csv. */
export const FileBinary: Story = {
  args: { file: { name: 'foto.csv', kind: 'error', message: BULK_FILE_BINARY_MESSAGE } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(BULK_FILE_BINARY_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover arquivo' }));
    await expect(args.onFileClear).toHaveBeenCalled();
  },
};

/** A password-protected .xlsx. */
export const FileEncrypted: Story = {
  args: { file: { name: 'clientes.xlsx', kind: 'error', message: BULK_FILE_ENCRYPTED_MESSAGE } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(BULK_FILE_ENCRYPTED_MESSAGE);
  },
};

/** A spreadsheet with no column of CNPJs. */
export const FileWithoutCnpjColumn: Story = {
  args: {
    file: tableFile('contatos.xlsx', [
      ['Nome', 'Cidade'],
      ['Padaria Central', 'São Paulo'],
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(BULK_NO_CNPJ_COLUMN_MESSAGE);
  },
};

/** Two columns hold CNPJs: the user picks one, and its CNPJs are counted. */
export const ColumnPicker: Story = {
  args: {
    file: tableFile('fornecedores.csv', [
      ['Matriz', 'Filial'],
      ['11.222.333/0001-81', '33.000.167/0001-01'],
      ['00.360.305/0001-04', '33.000.167/0001-01'],
    ]),
  },
  play: async ({ canvas, args }) => {
    const picker = canvas.getByRole('combobox', { name: 'Coluna com os CNPJs' });
    await userEvent.selectOptions(picker, 'Filial (1 CNPJ)');
    await expect(args.onColumnChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByText('1 válido, 1 repetido, 0 inválidos')).toBeVisible();
  },
};

/** The fallback running: progress "123 de 800" and "Cancelar". */
export const Running: Story = {
  args: { run: runningRun(123, 800) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('123 de 800')).toBeVisible();
    await expect(canvas.getByText(BULK_FALLBACK_NOTICE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Cancelled: what was read stays, the rest can be looked up later. */
export const Cancelled: Story = {
  args: { run: { ...runningRun(6, 20), phase: 'cancelled' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(BULK_CANCELLED_MESSAGE)).toBeVisible();
    await expect(canvas.getByText('Encontradas (6)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo as que falharam' }));
    await expect(args.onRetryFailed).toHaveBeenCalled();
  },
};

/** Some lookups failed twice: "Falhou" per CNPJ and a retry of those only. */
export const PartialFailure: Story = {
  args: { run: finishedRun(4, 2, { fallback: true }) },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('2 consultas falharam depois de uma nova tentativa.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: 'Falhou' })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo as que falharam' }));
    await expect(args.onRetryFailed).toHaveBeenCalled();
  },
};

/** Done: statuses, quick filters, add to list, download of the missing ones. */
export const Done: Story = {
  args: { run: finishedRun(8) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Encontradas (8)')).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: 'Não encontrada' })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Somente ativas' }));
    await expect(canvas.getByText('Encontradas (6)')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Somente matrizes' }));
    await expect(canvas.getByText('Encontradas (4)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar à lista' }));
    await expect(args.onAddToList).toHaveBeenCalledWith([
      expect.any(String),
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Baixar não encontradas e inválidas (.csv)' }),
    );
    await expect(args.onDownloadMissing).toHaveBeenCalledWith([
      expect.objectContaining({ status: 'nao_encontrada' }),
      expect.objectContaining({ status: 'nao_encontrada' }),
      expect.objectContaining({ status: 'invalida' }),
    ]);
  },
};

/** A long result is drawn 100 companies at a time. */
export const LongResult: Story = {
  args: { run: finishedRun(130) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Encontradas (130)')).toBeVisible();
    const links = () => canvas.getAllByRole('link', { name: /^\d{2}\.\d{3}\.\d{3}\// });
    // A long table's rows are drawn a moment after it, at low priority (decision 045).
    await waitFor(() => expect(links()).toHaveLength(100));
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar mais 30' }));
    await waitFor(() => expect(links()).toHaveLength(130));
  },
};

/** The compact view on a phone keeps its cards. */
export const DonePhone: Story = {
  args: { run: finishedRun(3), density: 'compact' },
  decorators: [phoneFrame],
};

/** The free plan: the first 5 results, the rest behind "Assinar". */
export const FreePlan: Story = {
  args: { run: finishedRun(9), plano: 'G' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(FREE_PLAN_BULK_ALERT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      '/minha-assinatura?liberar=resultados',
    );
    // Each shown company's CNPJ links to its detail.
    await expect(canvas.getAllByRole('link', { name: /^\d{2}\.\d{3}\.\d{3}\// })).toHaveLength(5);
  },
};

/** A backend without the bulk call: the screen says each CNPJ was read on its own. */
export const ExtensionAbsent: Story = {
  args: { run: finishedRun(3, 0, { fallback: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(BULK_FALLBACK_NOTICE)).toBeVisible();
  },
};

/** With the CRM export offered, its button sits in the results' toolbar. */
export const WithCrmExport: Story = {
  args: { run: finishedRun(3), onExportToCrm: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar para CRM' }));
    await expect(args.onExportToCrm).toHaveBeenCalled();
  },
};
