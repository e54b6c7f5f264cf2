// docs/product.md#screens-and-routes Home: notifications from the shared mock handlers; marking one read reloads the list.
import { createHandlers } from '@cnpj/mock-server';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FlowApp, freshBackend } from './FlowApp';

const meta = {
  title: 'Flows/Home',
  component: FlowApp,
  args: { path: '/' },
  beforeEach: freshBackend,
} satisfies Meta<typeof FlowApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The notifications panel, once the page has loaded. */
async function panelOf(canvas: StoryContext['canvas']) {
  return within(await canvas.findByRole('region', { name: 'Notificações' }, { timeout: 15_000 }));
}

/** docs/product.md#states-and-transitions "Notification": "Marcar como lida" marks one read, and the reloaded list shows it read. */
export const MarkAsRead: Story = {
  play: async ({ canvas }) => {
    const panel = await panelOf(canvas);
    const marks = () => panel.queryAllByRole('button', { name: 'Marcar como lida' });
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(5));
    await expect(marks()).toHaveLength(3);
    const item = marks()[0]!.closest('li')!;

    await userEvent.click(marks()[0]!);

    await waitFor(() => expect(marks()).toHaveLength(2));
    await expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** docs/product.md#errors: the list cannot be loaded ("Failed to load messages."). */
export const NotificationsError: Story = {
  parameters: { msw: { handlers: createHandlers({ scenarios: ['notificationsError'] }) } },
  play: async ({ canvas }) => {
    const panel = await panelOf(canvas);
    await expect(await panel.findByRole('alert')).toHaveTextContent('Failed to load messages.');
  },
};
