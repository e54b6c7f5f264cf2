import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyLookups } from './fixtures';
import { CEP_INVALID_MESSAGE } from '@cnpj/domain';
import { defaultFilters } from '@cnpj/domain';
import { baseArgs, SearchPage, PhoneFrame, StatefulSearchScreen } from './story-helpers';

const meta = {
  title: 'Screens/Search/Screen',
  component: SearchPage,
  render: (args) => <StatefulSearchScreen {...args} />,
  args: baseArgs,
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const withUf = { ...defaultFilters(), uf: 'SP' as const };

/** Nothing chosen yet: defaults Ativas / Data abertura, the three buttons, no results. */
export const EmptyForm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Pesquisar Empresas' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Situação cadastral' })).toHaveDisplayValue(
      'Ativas',
    );
    await expect(canvas.getByRole('combobox', { name: 'Ordenação' })).toHaveDisplayValue(
      'Data abertura',
    );
    for (const name of ['Limpar Filtros', 'Pesquisar', 'Excel'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvas.queryByText(/regime/i)).not.toBeInTheDocument();
  },
};

/** docs/product.md#screens-and-routes, #states-and-transitions: cities stay disabled until a UF is chosen; choosing one clears cities and enables them. */
export const CityDisabledUntilUf: Story = {
  args: { filters: { ...defaultFilters(), municipios: [] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Cidades' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'UF' }), 'SP - São Paulo');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ uf: 'SP', municipios: [] }),
    );
    await expect(canvas.getByRole('combobox', { name: 'Cidades' })).toBeEnabled();
  },
};

/** docs/product.md#validation: "CEP inválido." on blur, gone once the CEP is complete. */
export const CepInvalid: Story = {
  play: async ({ canvas }) => {
    const cep = canvas.getByRole('textbox', { name: 'CEP' });
    await userEvent.type(cep, '0131');
    await userEvent.tab();
    await expect(canvas.getByText(CEP_INVALID_MESSAGE)).toBeVisible();
    await expect(cep).toHaveAccessibleDescription(CEP_INVALID_MESSAGE);
    await userEvent.type(cep, '0100');
    await expect(cep).toHaveValue('01310-100');
    await expect(canvas.queryByText(CEP_INVALID_MESSAGE)).not.toBeInTheDocument();
  },
};

/** docs/product.md#screens-and-routes, #validation: Enter in a filter field searches, with the accents of the name already stripped. */
export const EnterSearches: Story = {
  args: { filters: withUf },
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Nome da empresa' }),
      'Pão de Açúcar{Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({
        uf: 'SP',
        nomeEmpresa: 'Pao de Acucar',
        situacaoCadastral: '02',
        ordenacao: 'D',
      }),
    );
  },
};

/** Every additional filter reaches the criteria: porte, switches, capital (step 1000) and dates. */
export const AdditionalFiltersSearch: Story = {
  args: { filters: withUf },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Micro empresa' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Com e-mail' }));
    const capital = canvas.getByRole('spinbutton', { name: 'Capital social (de)' });
    await expect(capital).toHaveAttribute('step', '1000');
    await userEvent.type(capital, '5000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bairro' }), 'Centro{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({
        porte: ['01'],
        comEmail: true,
        capitalSocialIni: 5000,
        bairro: 'Centro',
        comTelefone: false,
      }),
    );
  },
};

/** The additional block folds away (handy on phones); its badge counts the values it still holds. */
export const FoldAdditionalFilters: Story = {
  args: { filters: { ...withUf, porte: ['01'], comTelefone: true } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: /Filtros adicionais/ });
    await expect(toggle).toHaveAccessibleName('Filtros adicionais 2 ativos');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: 'Bairro' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('switch', { name: 'Com telefone' })).toBeChecked();
  },
};

/** docs/product.md#states-and-transitions: "Limpar Filtros" restores every default and asks the app to clear the results. */
export const ClearFilters: Story = {
  args: {
    filters: { ...withUf, nomeEmpresa: 'Padaria', comTelefone: true, situacaoCadastral: '08' },
    results: { kind: 'empty' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar Filtros' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(defaultFilters());
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Nome da empresa' })).toHaveValue('');
  },
};

/** "Limpar Filtros" also empties a date still being typed, which the filters never held (docs/product.md#validation). */
export const ClearFiltersEmptiesUnfinishedDate: Story = {
  args: { filters: { ...withUf, nomeEmpresa: 'Padaria' }, results: { kind: 'idle' } },
  play: async ({ canvas }) => {
    const date = await canvas.findByRole('textbox', { name: 'Data de abertura (de)' });
    await userEvent.type(date, '3102');
    await expect(date).toHaveValue('31/02');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar Filtros' }));
    await expect(await canvas.findByRole('textbox', { name: 'Data de abertura (de)' })).toHaveValue(
      '',
    );
  },
};

/** docs/product.md#screens-and-routes: the "CARREGANDO EMPRESAS..." overlay while a search runs. */
export const Loading: Story = {
  args: { filters: withUf, results: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('CARREGANDO EMPRESAS...')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Pesquisar Empresas' }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** docs/product.md#screens-and-routes: no results. */
export const NoResults: Story = {
  args: { filters: withUf, results: { kind: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma empresa encontrada')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** The city list is loading after a UF change. */
export const LoadingCities: Story = {
  args: { filters: withUf, lookups: { ...storyLookups, municipios: [], loadingMunicipios: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Cidades' })).toBeDisabled();
    await expect(canvas.getByPlaceholderText('Carregando cidades...')).toBeDisabled();
  },
};

/** The export is being prepared. */
export const Exporting: Story = {
  args: { filters: withUf, exporting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Excel' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** docs/product.md#screens-and-routes: the whole screen on a phone. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <PhoneFrame>
        <Story />
      </PhoneFrame>
    ),
  ],
  args: { filters: withUf },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pesquisar' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Cidades' })).toBeVisible());
  },
};
