import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneFrame } from '../shared/story-helpers';
import { DataUpdateScreen } from './DataUpdateScreen';
import type { AtualizacaoImportacao } from './types';

const imports: AtualizacaoImportacao[] = [
  {
    dt_atualizado_ate: '2025-11-30',
    dt_importacao: '2025-12-03T04:10:00Z',
    empresas_novas: 0,
    status: 'em_andamento',
  },
  {
    dt_atualizado_ate: '2025-10-31',
    dt_importacao: '2025-11-04T03:55:00Z',
    empresas_novas: 312_457,
    status: 'concluida',
  },
  {
    dt_atualizado_ate: '2025-09-30',
    dt_importacao: '2025-10-05T03:12:00Z',
    empresas_novas: 0,
    status: 'falhou',
  },
  {
    dt_atualizado_ate: '2025-09-30',
    dt_importacao: '2025-10-03T03:40:00Z',
    empresas_novas: 298_102,
    status: 'concluida',
  },
];

const meta = {
  title: 'Screens/DataUpdate',
  component: DataUpdateScreen,
  args: {
    current: { kind: 'ready', updatedUntil: '2025-10-31T00:00:00Z' },
    history: { kind: 'ready', imports },
    today: new Date('2025-11-10T12:00:00Z'),
  },
} satisfies Meta<typeof DataUpdateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { current: { kind: 'loading' }, history: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando data da base...')).toBeVisible();
    await expect(canvas.getByText('Carregando histórico...')).toBeVisible();
  },
};

export const Error: Story = {
  args: { current: { kind: 'error' }, history: { kind: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

/** Current date, next expected update (+30 days, docs/product.md#limits-and-constants) and the imports with their status labels. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('31/10/2025', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('30/11/2025', { selector: 'p' })).toBeVisible();
    const history = within(canvas.getByRole('region', { name: 'Histórico de importações' }));
    for (const label of ['Concluída', 'Em andamento', 'Falhou']) {
      await expect(history.getAllByText(label)[0]).toBeVisible();
    }
    await expect(history.getByText('312.457')).toBeVisible();
    await expect(history.getByText('04/11/2025, 03:55')).toBeVisible();
  },
};

/** docs/product.md#limits-and-constants: the next update is never earlier than today. */
export const OverdueUpdate: Story = {
  args: { today: new Date('2026-01-20T09:00:00Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20/01/2026', { selector: 'p' })).toBeVisible();
  },
};

/** docs/product.md#errors: a 403 or a null date hides the dates. */
export const HiddenDate: Story = {
  args: { current: { kind: 'hidden' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Data da base indisponível' })).toBeVisible();
    await expect(canvas.queryByText('Atualizado até')).toBeNull();
  },
};

/** The backend lacks the history extension: the dates alone. */
export const HistoryUnavailable: Story = {
  args: { history: { kind: 'unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Histórico indisponível neste servidor.')).toBeVisible();
    await expect(canvas.getByText('Atualizado até')).toBeVisible();
  },
};

export const EmptyHistory: Story = {
  args: { history: { kind: 'ready', imports: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma importação registrada.')).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Próxima atualização prevista')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Histórico de importações' })).toBeVisible();
  },
};
