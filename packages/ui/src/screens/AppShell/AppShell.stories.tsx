import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { phoneFrame, findModal } from '../shared/story-helpers';
import { AppShell } from './AppShell';
import { PagePlaceholder, sampleLists, samplePhotoURL } from './parts/fixtures';

/** A desktop-wide frame: the shell switches layout on its own width (container queries). */
const desktopFrame: Decorator = (Story) => (
  <div style={{ width: 1280 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Screens/AppShell',
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
    atualizadoAte: '2025-05-01',
    today: new Date('2025-05-10T12:00:00Z'),
    sideMenu: { collapsed: false, onToggle: fn() },
    children: <PagePlaceholder />,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

// Storybook merges a story's args over the meta's one key deep: a story changing part of a group
// restates the rest from these.
const { account, sideMenu } = meta.args;
const collapsedMenu = { ...sideMenu, collapsed: true };

const mainMenu = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('navigation', { name: 'Menu principal' });

/** docs/product.md#screens-and-routes: 256 px side menu with every entry; the toggle asks the app to collapse it. */
export const Expanded: Story = {
  play: async ({ canvas, args }) => {
    const nav = mainMenu(canvas);
    await expect(nav.getBoundingClientRect().width).toBe(256);
    const menu = within(nav);
    for (const name of [
      'Início',
      'Pesquisar Empresas',
      'Radar',
      'Pesquisar CNPJ',
      'Minha Assinatura',
    ]) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Início' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('button', { name: 'Minhas Listas' })).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: 'Recolher menu' }));
    await expect(args.sideMenu.onToggle).toHaveBeenCalledOnce();
  },
};

/** docs/product.md#screens-and-routes: 64 px, icons only; entries keep their names. */
export const Collapsed: Story = {
  args: { sideMenu: collapsedMenu },
  play: async ({ canvas }) => {
    const nav = mainMenu(canvas);
    await expect(nav.getBoundingClientRect().width).toBe(64);
    const menu = within(nav);
    await expect(menu.getByRole('link', { name: 'Minhas Listas' })).toHaveAttribute(
      'href',
      '/minhas-listas',
    );
    await expect(menu.getByRole('button', { name: 'Expandir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** docs/product.md#screens-and-routes: "Todas as Listas" and one link per list, showing its descricao. */
export const ListsSubmenu: Story = {
  play: async ({ canvas }) => {
    const menu = within(mainMenu(canvas));
    await userEvent.click(menu.getByRole('button', { name: 'Minhas Listas' }));
    await expect(menu.getByRole('link', { name: 'Todas as Listas' })).toHaveAttribute(
      'href',
      '/minhas-listas',
    );
    await expect(menu.getByRole('link', { name: sampleLists[1]!.descricao })).toHaveAttribute(
      'href',
      '/minhas-listas/2',
    );
  },
};

/** docs/product.md#layout: while the lists are first read, the submenu says so rather than "Nenhuma lista encontrada". */
export const ListsSubmenuLoading: Story = {
  args: { lists: { items: [], status: 'loading' }, currentPath: '/minhas-listas' },
  play: async ({ canvas }) => {
    const loading = canvas.getByRole('status');
    await expect(loading).toHaveTextContent('Carregando listas...');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Nenhuma lista encontrada')).toBeNull();
  },
};

/** docs/product.md#layout, #errors: the lists could not be read; the submenu says so, never "Nenhuma lista encontrada". */
export const ListsSubmenuFailed: Story = {
  args: {
    lists: { items: [], status: 'failed', onRetry: fn() },
    currentPath: '/minhas-listas',
  },
  play: async ({ canvas, args }) => {
    const menu = within(mainMenu(canvas));
    await expect(menu.getByRole('status')).toHaveTextContent(
      'Não foi possível carregar as listas.',
    );
    await expect(menu.queryByText('Nenhuma lista encontrada')).toBeNull();
    await expect(menu.getByRole('link', { name: 'Todas as Listas' })).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.lists.onRetry).toHaveBeenCalledOnce();
  },
};

/** docs/product.md#layout: "Tentar novamente" shows the loading line again, then the lists once they are read. */
export const ListsSubmenuFailedThenRetried: Story = {
  args: { lists: { items: [], status: 'failed' }, currentPath: '/minhas-listas' },
  render: function Render(args) {
    const [status, setStatus] = useState(args.lists.status);
    const [lists, setLists] = useState(args.lists.items);
    const retry = () => {
      setStatus('loading');
      // The second read succeeds a moment later, as a retried request would.
      setTimeout(() => {
        setLists(sampleLists);
        setStatus('loaded');
      }, 300);
    };
    return <AppShell {...args} lists={{ items: lists, status, onRetry: retry }} />;
  },
  play: async ({ canvas }) => {
    const menu = within(mainMenu(canvas));
    await userEvent.click(menu.getByRole('button', { name: 'Tentar novamente' }));
    await expect(menu.getByRole('status')).toHaveTextContent('Carregando listas...');
    await expect(
      await menu.findByRole('link', { name: sampleLists[1]!.descricao }),
    ).toHaveAttribute('href', '/minhas-listas/2');
    await expect(menu.queryByText('Não foi possível carregar as listas.')).toBeNull();
    await expect(menu.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** docs/product.md#layout: the lists were read and there are none. */
export const ListsSubmenuEmpty: Story = {
  args: { lists: { items: [] }, currentPath: '/minhas-listas' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma lista encontrada')).toBeVisible();
  },
};

/** docs/product.md#screens-and-routes: on a lists route the submenu is already open, with the current list marked. */
export const ListsSubmenuOpenOnListsRoute: Story = {
  args: { currentPath: '/minhas-listas/2' },
  play: async ({ canvas }) => {
    const menu = within(mainMenu(canvas));
    await expect(menu.getByRole('button', { name: 'Minhas Listas' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu.getByRole('link', { name: sampleLists[1]!.descricao })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** docs/product.md#screens-and-routes: moving to a lists route opens the submenu by itself; the user can still close it. */
export const ListsSubmenuOpensOnNavigation: Story = {
  render: function Render(args) {
    const [path, setPath] = useState('/');
    return (
      <AppShell {...args} currentPath={path}>
        <button type="button" onClick={() => setPath('/minhas-listas/3')}>
          Abrir lista
        </button>
      </AppShell>
    );
  },
  play: async ({ canvas }) => {
    const group = within(mainMenu(canvas)).getByRole('button', { name: 'Minhas Listas' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir lista' }));
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: sampleLists[2]!.descricao })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  },
};

/** docs/product.md#layout, #limits-and-constants: both badges (update + 30 days) and, on a click, the explanation. */
export const UpdateBadgesWithTooltip: Story = {
  play: async ({ canvas }) => {
    // A button that opens the explanation once Radix's popper has loaded (decision 063).
    const badges = await canvas.findByRole('button', {
      name: /Atualizado até 01\/05\/2025/,
      expanded: false,
    });
    await expect(badges).toHaveTextContent('Próxima atualização prevista 31/05/2025');
    await userEvent.click(badges);
    const tooltip = await findModal(screen, 'dialog', { name: 'Sobre as datas de atualização' });
    await expect(tooltip).toHaveTextContent('A base contém empresas criadas até 01/05/2025');
    await expect(tooltip).toHaveTextContent('prevista para 31/05/2025');
    await expect(tooltip).toHaveTextContent('importados automaticamente');
  },
};

/** docs/product.md#errors: no date (missing, or a 403) hides the badges. */
export const UpdateBadgesHidden: Story = {
  args: { atualizadoAte: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Atualizado até/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Próxima atualização prevista/)).not.toBeInTheDocument();
  },
};

/** docs/product.md#screens-and-routes: free-plan users see "Você está no plano grátis!" linking to /minha-assinatura. */
export const FreePlanBanner: Story = {
  args: { plan: 'G' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Você está no plano grátis!' })).toHaveAttribute(
      'href',
      '/minha-assinatura',
    );
  },
};

/** The plano is still being read: no banner yet, so a paid user never sees it flash (performance budget, CLS). */
export const PlanPending: Story = {
  args: { plan: null, planPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Você está no plano grátis!')).not.toBeInTheDocument();
  },
};

/** Paid plans see no banner. */
export const PaidPlan: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Você está no plano grátis!')).not.toBeInTheDocument();
  },
};

/** docs/product.md#screens-and-routes: the profile menu shows the photo; entries Minha Assinatura and Sair. */
export const ProfileMenuWithPhoto: Story = {
  args: {
    account: {
      ...account,
      user: { photoURL: samplePhotoURL, displayName: 'Ana Souza', email: 'ana@empresa.com.br' },
    },
  },
  play: async ({ canvas, args }) => {
    // A menu button once Radix's popper has loaded (decision 063).
    const trigger = await canvas.findByRole('button', { name: 'Ana Souza', expanded: false });
    await expect(within(trigger).getByRole('img', { name: 'Ana Souza' })).toBeVisible();
    await userEvent.click(trigger);
    const subscription = await screen.findByRole('menuitem', { name: 'Minha Assinatura' });
    await expect(subscription).toHaveAttribute('href', '/minha-assinatura');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sair' }));
    await expect(args.account.onLogout).toHaveBeenCalledOnce();
  },
};

/** Without a photo, the display name. */
export const ProfileMenuWithDisplayName: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ana Souza' })).toHaveTextContent('Ana Souza');
  },
};

/** Without photo or name, the e-mail. */
export const ProfileMenuWithEmail: Story = {
  args: { account: { ...account, user: { email: 'ana@empresa.com.br' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ana@empresa.com.br' })).toBeVisible();
  },
};

/** docs/product.md#layout mobile: no side menu; the badges on a row under the header's; the slide-in menu lists its five entries. */
export const Mobile: Story = {
  decorators: [phoneFrame],
  args: { plan: 'G' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.queryByRole('navigation', { name: 'Menu principal' }),
    ).not.toBeInTheDocument();
    const badges = await canvas.findByRole('button', {
      name: /Atualizado até 01\/05\/2025/,
      expanded: false,
    });
    await expect(badges).toBeVisible();
    // One badge on a phone; the next update's date is in the explanation a tap opens.
    await expect(canvas.getByText(/Próxima atualização prevista/)).not.toBeVisible();
    await userEvent.pointer({ keys: '[TouchA]', target: badges });
    await expect(
      await findModal(screen, 'dialog', { name: 'Sobre as datas de atualização' }),
    ).toHaveTextContent('prevista para 31/05/2025');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const sheet = within(await findModal(screen, 'dialog', { name: 'Menu' }));
    const names = sheet.getAllByRole('listitem').map((item) => item.textContent);
    await expect(names).toEqual([
      'Minhas Listas',
      'Pesquisar Empresas',
      'Radar',
      'Pesquisar CNPJ',
      'Consultar CNPJs em lote',
      'Minha Assinatura',
      'Sair',
    ]);
    await userEvent.click(sheet.getByRole('button', { name: 'Sair' }));
    await expect(args.account.onLogout).toHaveBeenCalledOnce();
  },
};

/** The product's mark and name top of the side menu, a link home; collapsed, the mark alone keeps the name. */
export const LogoInSideMenu: Story = {
  play: async ({ canvas }) => {
    const menu = within(mainMenu(canvas));
    const home = await menu.findByRole('link', { name: 'CNPJ Leads' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(within(home).getByText('CNPJ Leads')).toBeVisible();
  },
};

/** Collapsed: the mark alone, named by the product's name. */
export const LogoInCollapsedMenu: Story = {
  args: { sideMenu: collapsedMenu },
  play: async ({ canvas }) => {
    const menu = within(mainMenu(canvas));
    await expect(await menu.findByRole('img', { name: 'CNPJ Leads' })).toBeVisible();
  },
};

/** The mobile header: the menu button, then the mark and the product's name (another deployment's here). */
export const LogoInMobileHeader: Story = {
  decorators: [phoneFrame],
  args: { appName: 'Prospecta B2B' },
  play: async ({ canvas }) => {
    const header = await canvas.findByRole('banner');
    // Wider canvases may keep the desktop menu's name in the tree too (hidden): one must show.
    const names = await within(header).findAllByText('Prospecta B2B');
    await expect(names.some((name) => name.checkVisibility())).toBe(true);
  },
};

/** One content rule: the page fills the room beside the menu, so collapsing the menu gives the page that room. */
export const ContentFillsCollapsedMenuRoom: Story = {
  args: { sideMenu: collapsedMenu },
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main');
    const page = canvas.getByRole('heading', { name: 'Conteúdo da página' }).parentElement!;
    await expect(page.getBoundingClientRect().width).toBe(main.getBoundingClientRect().width);
    await expect(main.getBoundingClientRect().width).toBe(1280 - 64);
  },
};
