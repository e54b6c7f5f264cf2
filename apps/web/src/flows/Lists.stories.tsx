// docs/product.md#screens-and-routes "Minhas Listas": the connected page over the shared mock handlers, whose demo user starts
// with two lists ("Prospecção" and "Fornecedores"); a new list shows here and in the side menu.
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { FlowApp, freshBackend } from './FlowApp';

const PAGE_LOAD = { timeout: 15_000 };

const meta = {
  title: 'Flows/Lists',
  component: FlowApp,
  args: { path: '/minhas-listas' },
  beforeEach: freshBackend,
} satisfies Meta<typeof FlowApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's own content (the shell's menu links the lists too), once its lists have loaded. */
async function loadedPage(canvas: StoryContext['canvas']) {
  await canvas.findByRole('heading', { name: 'Minhas Listas', level: 1 }, PAGE_LOAD);
  const page = within(canvas.getAllByRole('main').at(-1)!);
  await page.findByRole('link', { name: 'Prospecção' }, PAGE_LOAD);
  return page;
}

/** docs/product.md#screens-and-routes: every saved list, each linking to its page. */
export const ListsLoad: Story = {
  play: async ({ canvas }) => {
    const page = await loadedPage(canvas);
    await expect(page.getByRole('link', { name: 'Prospecção' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/minhas-listas\/\d+$/),
    );
    await expect(page.getByRole('link', { name: 'Fornecedores' })).toBeVisible();
  },
};

/** docs/product.md#screens-and-routes, #states-and-transitions: "Nova lista" creates a list, which then shows on the page and in the menu. */
export const CreateList: Story = {
  play: async ({ canvas }) => {
    const page = await loadedPage(canvas);
    await userEvent.click(page.getByRole('button', { name: 'Nova lista' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da lista' }), 'Clientes 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Criar lista' }));

    await expect(await page.findByRole('link', { name: 'Clientes 2026' })).toBeVisible();
    const menu = within(canvas.getByRole('navigation', { name: 'Menu principal' }));
    await expect(await menu.findByRole('link', { name: 'Clientes 2026' })).toBeInTheDocument();
  },
};
