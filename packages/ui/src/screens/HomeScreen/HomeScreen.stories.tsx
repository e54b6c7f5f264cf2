import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneFrame } from '../shared/story-helpers';
import { HomeScreen } from './HomeScreen';
import { sampleNotifications } from './parts/fixtures';
import { formatDateTime } from '../../format';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  args: {
    notifications: { kind: 'ready', items: sampleNotifications },
    contactEmail: 'contato@example.com.br',
    onMarkRead: fn(),
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The element at `index`, failing the story when it is missing. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new globalThis.Error(`No item at ${index}`);
  return item;
}

/** docs/product.md#overview, #screens-and-routes: figures, three quick-access cards, the custom-solutions banner and the notifications list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+68 milhões')).toBeVisible();
    await expect(canvas.getByText('29 milhões')).toBeVisible();
    await expect(canvas.getByText('21 milhões')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar Empresas' })).toHaveAttribute(
      'href',
      '/pesquisar-empresas',
    );
    await expect(canvas.getByRole('link', { name: 'Minhas Listas' })).toHaveAttribute(
      'href',
      '/minhas-listas',
    );
    await expect(canvas.getByRole('link', { name: 'Pesquisar CNPJ' })).toHaveAttribute(
      'href',
      '/pesquisar-cnpj',
    );
    const contact = canvas.getByRole('link', { name: 'Fale conosco por e-mail' });
    await expect(contact.getAttribute('href')).toMatch(/^mailto:contato@example\.com\.br\?/);
    await expect(canvas.getByText(/Integração via API/)).toHaveTextContent(/CRM/);
  },
};

/** docs/product.md#screens-and-routes: unread items carry "Marcar como lida"; read ones are greyed and italic; dates in pt-BR. */
export const NotificationList: Story = {
  play: async ({ canvas, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Notificações' }));
    const items = panel.getAllByRole('listitem');
    const readIndex = sampleNotifications.findIndex((item) => item.lida === 'S');
    const [newest, read] = [sampleNotifications[0]!, at(items, readIndex)];
    const first = at(items, 0);
    await expect(within(first).getByText(formatDateTime(newest.data_hora))).toBeVisible();
    // The message's HTML goes through the sanitiser, which loads on demand (decisions 008, 011):
    // until it arrives the words show as plain text, so the bold part is waited for.
    const bold = /<strong>(.+?)<\/strong>/.exec(newest.texto)?.[1] ?? '';
    await expect((await within(first).findByText(bold)).tagName).toBe('STRONG');
    await expect(getComputedStyle(read).fontStyle).toBe('italic');
    await expect(within(read).queryByRole('button')).not.toBeInTheDocument();
    await expect(panel.getAllByRole('button', { name: 'Marcar como lida' })).toHaveLength(
      readIndex,
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Marcar como lida' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(newest.id);
  },
};

/** docs/product.md#screens-and-routes notifications loading. */
export const Loading: Story = {
  args: { notifications: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: 'Carregando notificações' }),
    ).toBeInTheDocument();
  },
};

/** docs/product.md#errors: "Failed to load messages." */
export const Error: Story = {
  args: { notifications: { kind: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load messages.');
  },
};

/** docs/product.md#screens-and-routes: "Nenhuma notificação". */
export const Empty: Story = {
  args: { notifications: { kind: 'ready', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma notificação')).toBeVisible();
  },
};

/** docs/product.md#screens-and-routes: the item being marked shows a spinner on its button; a second click is ignored. */
export const MarkInFlight: Story = {
  args: { markingId: sampleNotifications[0]!.id },
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Marcar como lida' });
    const [busy, idle] = [at(buttons, 0), at(buttons, 1)];
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(idle).not.toHaveAttribute('aria-busy');
    await userEvent.click(busy);
    await expect(args.onMarkRead).not.toHaveBeenCalled();
  },
};

/** docs/product.md#errors: "Failed to mark notification as read. Please try again." */
export const MarkFailed: Story = {
  args: { markFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to mark notification as read. Please try again.',
    );
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('link', { name: /Pesquisar|Minhas/ });
    // The cards stack: each one starts below the previous.
    await expect(at(cards, 1).getBoundingClientRect().top).toBeGreaterThan(
      at(cards, 0).getBoundingClientRect().bottom,
    );
  },
};
