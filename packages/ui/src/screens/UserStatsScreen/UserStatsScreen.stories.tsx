import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneFrame } from '../shared/story-helpers';
import { stats } from './fixtures';
import { UserStatsScreen } from './UserStatsScreen';

const meta = {
  title: 'Screens/UserStats',
  component: UserStatsScreen,
  args: { state: { kind: 'ready', stats }, onRetry: fn() },
} satisfies Meta<typeof UserStatsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando estatísticas...')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falha ao carregar as estatísticas. Tente novamente.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The backend lacks the statistics extension (404). */
export const Unavailable: Story = {
  args: { state: { kind: 'unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Estatísticas indisponíveis neste servidor.')).toBeVisible();
  },
};

/** Numbers first, charts (loaded on demand) with a text alternative, then every user. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total de usuários')).toBeVisible();
    await expect(canvas.getByText('1.284')).toBeVisible();
    await expect(canvas.getByText('8.412')).toBeVisible();
    const signups = await canvas.findByRole(
      'figure',
      { name: 'Cadastros por dia' },
      { timeout: 20000 },
    );
    await expect(
      within(signups).getByRole('table', { name: 'Cadastros por dia' }),
    ).toBeInTheDocument();
    await expect(within(signups).getAllByRole('row')).toHaveLength(31);
    const plans = canvas.getByRole('figure', { name: 'Usuários por plano' });
    await expect(within(plans).getByText('Grátis: 1.187; Pago: 97.')).toBeVisible();
    await expect(canvas.queryByText(/Mensal|Semestral|Anual/)).toBeNull();
    const users = within(canvas.getByRole('region', { name: 'Tabela de usuários' }));
    await expect(users.getByRole('link', { name: 'ana.souza@example.com' })).toHaveAttribute(
      'href',
      '/user-details/u-1001',
    );
    await expect(users.getByRole('link', { name: 'u-1003' })).toBeVisible();
  },
};

export const NoUsers: Story = {
  args: { state: { kind: 'ready', stats: { ...stats, usuarios: [], cadastros_por_dia: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum usuário cadastrado.')).toBeVisible();
    await expect(
      await canvas.findByText('Nenhum dado de cadastros no período.', {}, { timeout: 20000 }),
    ).toBeVisible();
  },
};

/** One sign-up on one day: every written count agrees in number ("1 cadastro em 1 dia"). */
export const OneSignUp: Story = {
  args: {
    state: {
      kind: 'ready',
      stats: { ...stats, cadastros_por_dia: [{ data: '2026-11-20', total: 1 }] },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '1 cadastro em 1 dia; o maior número foi 1, em 20/11/2026.',
        {},
        { timeout: 20000 },
      ),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    const charts = await canvas.findByRole(
      'figure',
      { name: 'Pesquisas por dia' },
      { timeout: 20000 },
    );
    await expect(charts).toBeVisible();
    await expect(charts.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
