import type { Meta, StoryObj } from '@storybook/react-vite';
import { RADAR_CHECK_FAILED, RADAR_EMPTY, RADAR_FREE_PLAN_TEXT } from '@cnpj/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { findModal, phoneFrame } from '../shared/story-helpers';
import { buildItem, marketsNothingNew } from './fixtures';
import { RadarScreen } from './RadarScreen';

// docs/product.md#radar: every state of the Radar page's monitors. The queue and the lists' changes
// are in RadarScreen.queue.stories.tsx.

const meta = {
  title: 'Screens/Radar',
  component: RadarScreen,
  args: {
    state: { kind: 'ready', place: 'account', monitors: [buildItem(), marketsNothingNew] },
    listChanges: { kind: 'ready', lists: [] },
    onOpen: fn(),
    onClose: fn(),
    onRename: fn(),
    onPausedChange: fn(),
    onRemove: fn(),
    onRetryCheck: fn(),
    onMarkSeen: fn(),
    onRetryListChanges: fn(),
  },
} satisfies Meta<typeof RadarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const monitor = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('listitem', { name }));

/** A monitor with new companies: its filters in words, the release it checked and when, "12 novas desde …". */
export const NewCompanies: Story = {
  play: async ({ canvas, args }) => {
    const bakeries = monitor(canvas, 'Padarias Campinas');
    await expect(
      bakeries.getByRole('list', { name: 'Filtros de Padarias Campinas' }),
    ).toHaveTextContent('Cidades: Campinas');
    await expect(
      bakeries.getByText('Verificado na base de 31/10/2026 (em 03/11/2026, 11:12)'),
    ).toBeVisible();
    await expect(bakeries.getByText('12 novas desde 30/09/2026')).toBeVisible();
    await userEvent.click(bakeries.getByRole('button', { name: 'Ver empresas novas' }));
    await expect(args.onOpen).toHaveBeenCalledWith('m-1');
    await expect(canvas.queryByText(/em tempo real/)).toBeNull();
  },
};

/** Nothing new since the release last seen: said in words, and no queue to open. */
export const NothingNew: Story = {
  args: { state: { kind: 'ready', place: 'account', monitors: [marketsNothingNew] } },
  play: async ({ canvas }) => {
    const markets = monitor(canvas, 'Mercados Sorocaba');
    await expect(
      markets.getByText('Nenhuma empresa nova desde a base de 31/10/2026'),
    ).toBeVisible();
    await expect(markets.queryByRole('button', { name: 'Ver empresas novas' })).toBeNull();
  },
};

/** None yet: how to start one, and the way to the search. */
export const NoneYet: Story = {
  args: { state: { kind: 'ready', place: 'account', monitors: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RADAR_EMPTY)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar Empresas' })).toHaveAttribute(
      'href',
      '/pesquisar-empresas',
    );
  },
};

/** A check in progress: told on that monitor; a new monitor says it was not checked yet. */
export const Checking: Story = {
  args: {
    state: {
      kind: 'ready',
      place: 'account',
      monitors: [
        buildItem(
          {
            base_verificada: null,
            verificado_em: null,
            novas: 0,
            novas_desde: null,
            visto_ate: null,
          },
          { check: 'checking' },
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const bakeries = monitor(canvas, 'Padarias Campinas');
    await expect(bakeries.getByRole('status')).toHaveTextContent('Verificando…');
    await expect(bakeries.getByText('Ainda não verificado')).toBeVisible();
    await expect(bakeries.queryByText(/novas desde/)).toBeNull();
  },
};

/** A failed check: told on that monitor with "Tentar novamente"; its count (the queue) is kept. */
export const Failed: Story = {
  args: {
    state: {
      kind: 'ready',
      place: 'account',
      monitors: [buildItem({}, { check: 'failed' }), marketsNothingNew],
    },
  },
  play: async ({ canvas, args }) => {
    const bakeries = monitor(canvas, 'Padarias Campinas');
    await expect(bakeries.getByRole('alert')).toHaveTextContent(RADAR_CHECK_FAILED);
    await expect(bakeries.getByText('12 novas desde 30/09/2026')).toBeVisible();
    await userEvent.click(bakeries.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryCheck).toHaveBeenCalledWith('m-1');
    await expect(monitor(canvas, 'Mercados Sorocaba').queryByRole('alert')).toBeNull();
  },
};

/** Paused: marked "Pausado", its queue kept; "Retomar" asks to check it again. */
export const Paused: Story = {
  args: {
    state: { kind: 'ready', place: 'account', monitors: [buildItem({ pausado: true })] },
  },
  play: async ({ canvas, args }) => {
    const bakeries = monitor(canvas, 'Padarias Campinas');
    await expect(bakeries.getByText('Pausado')).toBeVisible();
    await userEvent.click(bakeries.getByRole('button', { name: 'Retomar' }));
    await expect(args.onPausedChange).toHaveBeenCalledWith('m-1', false);
  },
};

/** The free plan: what the Radar does and "Assinar" straight to the plans; no monitors. */
export const FreePlan: Story = {
  args: { state: { kind: 'free' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RADAR_FREE_PLAN_TEXT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      '/minha-assinatura',
    );
    await expect(canvas.queryByRole('list', { name: 'Monitores' })).toBeNull();
    await expect(canvas.queryByText('O que mudou nas minhas listas')).toBeNull();
  },
};

/** The backend lacks the extension: the monitors live in this browser, and the page says so. */
export const FallbackWording: Story = {
  args: { state: { kind: 'ready', place: 'browser', monitors: [buildItem()] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('verificado neste navegador quando você entra; sem aviso por e-mail'),
    ).toBeVisible();
    await expect(canvas.queryByText(/em tempo real/)).toBeNull();
  },
};

/** A check in this browser read its bound: "as primeiras 250 de 1.340", said on the monitor. */
export const BoundedRead: Story = {
  args: {
    state: {
      kind: 'ready',
      place: 'browser',
      monitors: [buildItem({ novas: 250 }, { found: 1340 }), marketsNothingNew],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      monitor(canvas, 'Padarias Campinas').getByText(
        /^Lidas as primeiras 250 de 1\.340 empresas abertas no período \(as mais recentes\)\./,
      ),
    ).toBeVisible();
    await expect(monitor(canvas, 'Mercados Sorocaba').queryByText(/Lidas as primeiras/)).toBeNull();
  },
};

/** Renaming in place: a blank or taken name is refused in words, a new one is sent. */
export const Rename: Story = {
  play: async ({ canvas, args }) => {
    const bakeries = monitor(canvas, 'Padarias Campinas');
    await userEvent.click(bakeries.getByRole('button', { name: 'Renomear' }));
    const field = bakeries.getByLabelText('Novo nome do monitor');
    await userEvent.clear(field);
    await userEvent.type(field, 'Mercados Sorocaba');
    await userEvent.click(bakeries.getByRole('button', { name: 'Salvar nome' }));
    await expect(bakeries.getByText('Já existe um monitor com este nome.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Padarias de Campinas');
    await userEvent.click(bakeries.getByRole('button', { name: 'Salvar nome' }));
    await expect(args.onRename).toHaveBeenCalledWith('m-1', 'Padarias de Campinas');
  },
};

/** Removing asks first; cancelled, nothing is removed; confirmed, the monitor goes. */
export const Remove: Story = {
  play: async ({ canvas, args }) => {
    const bakeries = monitor(canvas, 'Padarias Campinas');
    await userEvent.click(bakeries.getByRole('button', { name: 'Remover' }));
    let dialog = within(await findModal(screen, 'alertdialog', { name: 'Remover monitor?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(bakeries.getByRole('button', { name: 'Remover' }));
    dialog = within(await findModal(screen, 'alertdialog', { name: 'Remover monitor?' }));
    await expect(dialog.getByText(/O monitor 'Padarias Campinas'/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remover' }));
    await expect(args.onRemove).toHaveBeenCalledWith('m-1');
  },
};

/** The monitors are being read. */
export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando monitores…');
  },
};

/** The monitors could not be read: said, with a retry. */
export const LoadFailed: Story = {
  args: { state: { kind: 'error', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os monitores do Radar.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    if (args.state.kind === 'error') await expect(args.state.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone the monitor's actions wrap under it and stay within the screen. */
export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem', { name: 'Padarias Campinas' });
    const remove = within(item).getByRole('button', { name: 'Remover' });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(
      item.getBoundingClientRect().right,
    );
  },
};
