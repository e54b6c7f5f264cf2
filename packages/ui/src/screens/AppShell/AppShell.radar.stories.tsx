import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { findModal, phoneFrame } from '../shared/story-helpers';
import { AppShell } from './AppShell';
import { PagePlaceholder, sampleLists } from './parts/fixtures';

// docs/product.md#radar "Told where the user looks": the "Radar" menu entry, desktop and phone,
// carries the count of new companies; its name stays "Radar", the count is its description.

const desktopFrame: Decorator = (Story) => (
  <div style={{ width: 1280 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Screens/AppShell/Radar',
  component: AppShell,
  decorators: [desktopFrame],
  args: {
    appName: 'CNPJ Leads',
    currentPath: '/',
    lists: { items: sampleLists },
    plan: 'M',
    account: {
      user: { displayName: 'Ana Souza', email: 'ana@empresa.com.br', photoURL: null },
      onLogout: fn(),
    },
    atualizadoAte: '2026-10-31',
    today: new Date('2026-11-03T12:00:00Z'),
    sideMenu: { collapsed: false, onToggle: fn() },
    radarCount: 12,
    children: <PagePlaceholder />,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainMenu = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: 'Menu principal' }));

/** The entry opens /radar and shows 12, read out as "12 empresas novas no Radar". */
export const RadarCount: Story = {
  play: async ({ canvas }) => {
    const radar = mainMenu(canvas).getByRole('link', { name: 'Radar' });
    await expect(radar).toHaveAttribute('href', '/radar');
    await expect(radar).toHaveAccessibleDescription('12 empresas novas no Radar');
    await expect(radar).toHaveTextContent('Radar12');
  },
};

/** On the Radar page the entry is the current one; nothing new, no figure and no description. */
export const RadarNothingNew: Story = {
  args: { radarCount: 0, currentPath: '/radar/m-1' },
  play: async ({ canvas }) => {
    const radar = mainMenu(canvas).getByRole('link', { name: 'Radar' });
    await expect(radar).toHaveAttribute('aria-current', 'page');
    await expect(radar).toHaveTextContent(/^Radar$/);
    await expect(radar).not.toHaveAttribute('aria-describedby');
  },
};

/** Collapsed, the figure sits on the icon's corner and the count is still told. */
export const RadarCountCollapsed: Story = {
  args: { sideMenu: { ...meta.args.sideMenu, collapsed: true }, radarCount: 1 },
  play: async ({ canvas }) => {
    const radar = mainMenu(canvas).getByRole('link', { name: 'Radar' });
    await expect(radar).toHaveAccessibleDescription('1 empresa nova no Radar');
    await expect(within(radar).getByText('1')).toBeVisible();
  },
};

/** The phone's menu has the entry too, with its count. */
export const RadarCountOnPhone: Story = {
  decorators: [phoneFrame],
  args: { radarCount: 1340 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const sheet = within(await findModal(screen, 'dialog', { name: 'Menu' }));
    const radar = sheet.getByRole('link', { name: 'Radar' });
    await expect(radar).toHaveAttribute('href', '/radar');
    await expect(radar).toHaveAccessibleDescription('1.340 empresas novas no Radar');
    await expect(within(radar).getByText('99+')).toBeVisible();
  },
};
