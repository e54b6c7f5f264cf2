import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultFilters } from '@cnpj/domain';
import { storyLookups } from './fixtures';
import { baseArgs, SearchPage, StatefulSearchScreen } from './story-helpers';

// docs/product.md#search: the CNAE pickers find activities in the words people use.
// Real CNAE 2.3 subclasses with their official descriptions, in code order as GET /api/cnaes lists them.
const cnaes = [
  {
    codigo: '1091102',
    descricao:
      'Fabricação de produtos de padaria e confeitaria com predominância de produção própria',
  },
  ...storyLookups.cnaes,
  { codigo: '5611203', descricao: 'Lanchonetes, casas de chá, de sucos e similares' },
  { codigo: '9329801', descricao: 'Discotecas, danceterias, salões de dança e similares' },
  { codigo: '9602501', descricao: 'Cabeleireiros, manicure e pedicure' },
  {
    codigo: '9602502',
    descricao: 'Atividades de estética e outros serviços de cuidados com a beleza',
  },
].sort((a, b) => a.codigo.localeCompare(b.codigo));

const meta = {
  title: 'Screens/Search/CNAE picker',
  component: SearchPage,
  render: (args) => <StatefulSearchScreen {...args} />,
  args: {
    ...baseArgs,
    filters: { ...defaultFilters(), uf: 'SP' as const },
    lookups: { ...storyLookups, cnaes },
  },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The options a picker shows for a typed text, best first. */
async function optionsFor(canvasElement: HTMLElement, picker: string, text: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('combobox', { name: picker }), text);
  return within(await canvas.findByRole('listbox', { name: picker })).findAllByRole('option');
}

/** The typed words in another order than the description's still find it, the class starting with them first. */
export const WordsInAnyOrder: Story = {
  play: async ({ canvasElement }) => {
    const options = await optionsFor(canvasElement, 'CNAEs', 'confeitaria padaria');
    await expect(options.map((option) => option.textContent)).toEqual([
      '4721102 - Padaria e confeitaria com predominância de revenda',
      '1091102 - Fabricação de produtos de padaria e confeitaria com predominância de produção própria',
    ]);
  },
};

/** The code as the CNPJ card prints it ("5611-2/01") finds the subclass; Enter picks it. */
export const PrintedCode: Story = {
  play: async ({ canvasElement, args }) => {
    const options = await optionsFor(canvasElement, 'CNAEs', '5611-2/01');
    await expect(options.map((option) => option.textContent)).toEqual([
      '5611201 - Restaurantes e similares',
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ cnaes: ['5611201'] }),
    );
  },
};

/** An everyday name ("salão de beleza") offers its subclass first, in the secondary picker too. */
export const EverydayWord: Story = {
  play: async ({ canvasElement }) => {
    const options = await optionsFor(canvasElement, 'CNAEs secundários', 'salão de beleza');
    await expect(options[0]).toHaveTextContent('9602501 - Cabeleireiros, manicure e pedicure');
  },
};

/** Nothing matches every typed word: the picker says so. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'CNAEs' }), 'padaria oficina');
    await expect(await canvas.findByText('Nenhuma opção encontrada')).toBeVisible();
    await expect(canvas.queryByRole('listbox', { name: 'CNAEs' })).not.toBeInTheDocument();
  },
};
