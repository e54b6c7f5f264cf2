import type { Meta, StoryObj } from '@storybook/react-vite';
import { RADAR_EMPTY, RADAR_FREE_PLAN_TEXT } from '@cnpj/domain';
import { expect, fn, within } from 'storybook/test';
import { HomeScreen } from './HomeScreen';
import { sampleNotifications } from './parts/fixtures';

// docs/product.md#radar "Told where the user looks": the Radar card on Início, one line per monitor.

const meta = {
  title: 'Screens/Home/Radar',
  component: HomeScreen,
  args: {
    notifications: { kind: 'ready', items: sampleNotifications },
    contactEmail: 'contato@example.com.br',
    onMarkRead: fn(),
    radar: {
      kind: 'ready',
      release: '2026-10-31',
      monitors: [
        {
          id: 'm-1',
          name: 'Padarias Campinas',
          count: 12,
          since: { date: '2026-10-31', release: true },
        },
        {
          id: 'm-2',
          name: 'Mercados Sorocaba',
          count: 0,
          since: { date: '2026-10-31', release: true },
        },
        { id: 'm-3', name: 'Farmácias', count: 1, since: { date: '2026-10-02', release: false } },
      ],
    },
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const radarCard = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Radar' }));

/** New companies: each monitor's line, the ones with news opening their queue. */
export const RadarNewCompanies: Story = {
  play: async ({ canvas }) => {
    const card = radarCard(canvas);
    await expect(
      card.getByRole('link', {
        name: "12 empresas novas em 'Padarias Campinas' desde a base de 31/10/2026",
      }),
    ).toHaveAttribute('href', '/radar/m-1');
    await expect(
      card.getByRole('link', { name: "1 empresa nova em 'Farmácias' desde 02/10/2026" }),
    ).toHaveAttribute('href', '/radar/m-3');
    await expect(
      card.getByText("Nenhuma empresa nova em 'Mercados Sorocaba' desde a base de 31/10/2026"),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: 'Abrir o Radar' })).toHaveAttribute(
      'href',
      '/radar',
    );
  },
};

/** Nothing new anywhere: one line on the current release. */
export const RadarNothingNew: Story = {
  args: {
    radar: {
      kind: 'ready',
      release: '2026-11-30',
      monitors: [
        {
          id: 'm-1',
          name: 'Padarias Campinas',
          count: 0,
          since: { date: '2026-11-30', release: true },
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const card = radarCard(canvas);
    await expect(card.getByText('Nenhuma empresa nova desde a base de 30/11/2026')).toBeVisible();
    await expect(card.queryByText(/Padarias Campinas/)).toBeNull();
  },
};

/** No monitor yet: how to start one. */
export const RadarNoneYet: Story = {
  args: { radar: { kind: 'ready', release: '2026-10-31', monitors: [] } },
  play: async ({ canvas }) => {
    await expect(radarCard(canvas).getByText(RADAR_EMPTY)).toBeVisible();
  },
};

/** The free plan: what the Radar does and "Assinar" to the plans. */
export const RadarFreePlan: Story = {
  args: { radar: { kind: 'free' } },
  play: async ({ canvas }) => {
    const card = radarCard(canvas);
    await expect(card.getByText(RADAR_FREE_PLAN_TEXT)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      '/minha-assinatura',
    );
  },
};

/** While the plan is read the app gives no card, so a paid user never sees the free plan's. */
export const RadarPlanPending: Story = {
  args: { radar: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Radar' })).toBeNull();
  },
};
