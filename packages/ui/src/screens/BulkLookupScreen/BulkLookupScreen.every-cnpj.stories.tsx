// docs/product.md#bulk-cnpj-lookup: every piece that looks like a CNPJ is accounted for, whatever
// its format or case, and "Somente matrizes" says which companies it could not judge.
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BULK_ONLY_INVALID_MESSAGE,
  CNPJ_INVALID_MESSAGE,
  CNPJ_LENGTH_MESSAGE,
  type BulkItem,
} from '@cnpj/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkLookupScreen } from './BulkLookupScreen';
import { finishedRun, foundItem, unflaggedItem } from './fixtures';
import type { BulkRunView } from './types';

const IDLE: BulkRunView = { phase: 'idle', items: [], done: 0, total: 0, fallback: false };

const meta = {
  title: 'Screens/BulkLookup/Every CNPJ',
  component: BulkLookupScreen,
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

/** Mistyped alphanumeric CNPJs, in capitals and in lower case, with and without the mask. */
const MISTYPED = ['12ABC34501DE36', '12abc34501de3', 'AB.CDE.FGH/IJKL-12', 'ab.cde.fgh/ijkl-12'];

/**
 * Pasted alone, mistyped alphanumeric CNPJs are listed as invalid with their reason, and "Consultar"
 * says none is valid (not that nothing was typed).
 */
export const MistypedAlphanumeric: Story = {
  args: { text: MISTYPED.join('\n') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('0 válidos, 0 repetidos, 4 inválidos')).toBeVisible();
    await userEvent.click(canvas.getByText('CNPJs inválidos (4)'));
    const listed = canvas.getAllByRole('listitem');
    await expect(listed.map((item) => item.textContent)).toEqual([
      `12ABC34501DE36: ${CNPJ_INVALID_MESSAGE}`,
      `12abc34501de3: ${CNPJ_LENGTH_MESSAGE}`,
      `AB.CDE.FGH/IJKL-12: ${CNPJ_INVALID_MESSAGE}`,
      `ab.cde.fgh/ijkl-12: ${CNPJ_INVALID_MESSAGE}`,
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Consultar' }));
    await expect(canvas.getByRole('textbox', { name: 'CNPJs' })).toHaveAccessibleDescription(
      expect.stringContaining(BULK_ONLY_INVALID_MESSAGE),
    );
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

const invalid = (cnpj: string, reason: string): BulkItem => ({ cnpj, status: 'invalida', reason });

/** A run with mistyped alphanumeric CNPJs: each in "Sem dados" with its reason, and in the file. */
export const InvalidAlphanumericListed: Story = {
  args: {
    run: {
      ...finishedRun(2),
      items: [
        foundItem(0),
        foundItem(1),
        invalid('12ABC34501DE36', CNPJ_INVALID_MESSAGE),
        invalid('12abc34501de3', CNPJ_LENGTH_MESSAGE),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    const unfound = within(canvas.getByRole('region', { name: 'CNPJs sem dados' }));
    await expect(unfound.getByRole('cell', { name: '12.ABC.345/01DE-36' })).toBeVisible();
    await expect(unfound.getByRole('cell', { name: '12abc34501de3' })).toBeVisible();
    await expect(unfound.getByRole('cell', { name: CNPJ_INVALID_MESSAGE })).toBeVisible();
    await expect(unfound.getByRole('cell', { name: CNPJ_LENGTH_MESSAGE })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Baixar não encontradas e inválidas (.csv)' }),
    );
    await expect(args.onDownloadMissing).toHaveBeenCalledWith([
      expect.objectContaining({ cnpj: '12ABC34501DE36', reason: CNPJ_INVALID_MESSAGE }),
      expect.objectContaining({ cnpj: '12abc34501de3', reason: CNPJ_LENGTH_MESSAGE }),
    ]);
  },
};

/**
 * "Somente matrizes" with companies whose row lacks the matriz/filial flag and whose CNPJ is
 * alphanumeric: they are kept, and the screen says how many it could not judge.
 */
export const HeadOfficeFlagMissing: Story = {
  args: {
    run: {
      ...finishedRun(3),
      items: [...finishedRun(3).items, unflaggedItem(3), unflaggedItem(4)],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Encontradas (5)')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Somente matrizes' }));
    // Found companies 0 and 1 are head offices, 2 a branch; the two unflagged ones stay.
    await expect(canvas.getByText('Encontradas (4)')).toBeVisible();
    await expect(
      canvas.getByText(/^Não foi possível saber se 2 empresas encontradas são matriz ou filial/),
    ).toBeVisible();
  },
};
