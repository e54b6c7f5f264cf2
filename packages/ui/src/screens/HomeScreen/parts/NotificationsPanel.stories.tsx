import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotificationsPanel } from './NotificationsPanel';
import { sampleNotifications } from './fixtures';

const meta = {
  title: 'Screens/Home/Parts/NotificationsPanel',
  component: NotificationsPanel,
  parameters: { layout: 'padded' },
  args: { state: { kind: 'ready', items: sampleNotifications }, onMarkRead: fn() },
} satisfies Meta<typeof NotificationsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

/** Server HTML goes through SafeHtml: scripts and event handlers never reach the page. */
export const UntrustedHtml: Story = {
  args: {
    state: {
      kind: 'ready',
      items: [
        {
          id: 9,
          texto:
            'Aviso <img src="x" alt="" onerror="window.__pwned = true"><script>window.__pwned = true</script>importante',
          data_hora: '2025-05-02T14:07:00Z',
          lida: 'N',
        },
      ],
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText(/Aviso/)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/** Every state on one canvas, for visual review. */
export const StateGrid: Story = {
  // Four copies of one panel on a review canvas share the name "Notificações"; a page has only one.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
      }}
    >
      <NotificationsPanel {...args} state={{ kind: 'loading' }} />
      <NotificationsPanel {...args} state={{ kind: 'error' }} />
      <NotificationsPanel {...args} state={{ kind: 'ready', items: [] }} />
      <NotificationsPanel {...args} markingId={sampleNotifications[0]!.id} markFailed />
    </div>
  ),
};
