// The form region alone (docs/product.md#search): each of its states, without results below it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CRM_EXPORT_TITLE,
  FREE_PLAN_EXPORT_ALERT,
  MISSING_FILTERS_ALERT,
  defaultFilters,
  sourceLine,
} from '@cnpj/domain';
import { Button } from '../../components/Button';
import { findModal } from '../shared/story-helpers';
import { storyLookups } from './fixtures';
import { SearchForm, type SearchFormProps } from './SearchForm';

/** The form holding its draft, as the app does, reporting to the args' spies. */
function StatefulForm(args: SearchFormProps) {
  const [filters, setFilters] = useState(args.filters);
  return (
    <SearchForm
      {...args}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        args.onFiltersChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Search/Regions/Form',
  component: SearchForm,
  render: (args) => <StatefulForm {...args} />,
  args: {
    filters: defaultFilters(),
    onFiltersChange: fn(),
    lookups: storyLookups,
    searchShown: false,
    onSearch: fn(),
    onClearFilters: fn(),
    plano: 'M',
    exportAction: { onRequest: fn(), onConfirm: fn(), onCancel: fn() },
    crmExport: { onRequest: fn() },
    sourceLine: sourceLine('2026-02-14'),
  },
} satisfies Meta<typeof SearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const withUf = { ...defaultFilters(), uf: 'SP' as const, nomeEmpresa: 'Padaria' };

/** Nothing searched yet: the fields open, the actions below them, no "Recolher filtros". */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Pesquisar Empresas' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Filtros de pesquisa' })).toBeVisible();
    for (const name of ['Limpar Filtros', 'Excel', CRM_EXPORT_TITLE, 'Pesquisar'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Recolher filtros' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Filtros ativos' })).not.toBeInTheDocument();
  },
};

/** A search is shown: the form folds into the chips of the search shown; "Editar filtros" opens it. */
export const Folded: Story = {
  args: { filters: withUf, searchedFilters: withUf, searchShown: true },
  play: async ({ canvas }) => {
    const chips = canvas.getByRole('list', { name: 'Filtros ativos' });
    await expect(within(chips).getByText(/Padaria/)).toBeVisible();
    // Folded, the fields stay mounted out of sight: the accessibility tree has none of them.
    await expect(canvas.queryByRole('combobox', { name: 'UF' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar filtros' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'UF' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Recolher filtros' }));
    await expect(canvas.getByRole('list', { name: 'Filtros ativos' })).toBeVisible();
  },
};

/** docs/product.md#validation: without a UF and another filter the form says so and does not search. */
export const MissingFilters: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    const alert = await findModal(screen, 'alertdialog');
    await expect(alert).toHaveAccessibleDescription(MISSING_FILTERS_ALERT);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Valid filters search, and the form hands them over. */
export const Searches: Story = {
  args: { filters: withUf },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ uf: 'SP', nomeEmpresa: 'Padaria' }),
    );
  },
};

/** docs/product.md#plans-and-permissions: on the free plan "Excel" says why not, and asks nothing of the app. */
export const FreePlanExport: Story = {
  args: { filters: withUf, plano: 'G' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excel' }));
    const alert = await findModal(screen, 'alertdialog');
    await expect(alert).toHaveAccessibleDescription(FREE_PLAN_EXPORT_ALERT);
    await expect(args.exportAction.onRequest).not.toHaveBeenCalled();
  },
};

/** docs/product.md#limits-and-constants: above 65.535 rows "Excel" asks first; "Exportar" goes on. */
export const ExportConfirmation: Story = {
  args: {
    filters: withUf,
    exportAction: {
      onRequest: fn(),
      confirmation: { total: 70000 },
      onConfirm: fn(),
      onCancel: fn(),
    },
  },
  play: async ({ args }) => {
    const question = await findModal(screen, 'alertdialog', { name: 'Exportar para Excel' });
    await expect(question).toHaveAccessibleDescription(/70\.000 resultados/);
    await expect(within(question).getByRole('button', { name: 'Exportar' })).toBeVisible();
    await expect(args.exportAction.onConfirm).not.toHaveBeenCalled();
  },
};

/** The Excel file is being prepared, and the CRM file too: both buttons busy. */
export const Exporting: Story = {
  args: {
    filters: withUf,
    exportAction: { onRequest: fn(), running: true },
    crmExport: { onRequest: fn(), running: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Excel' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: CRM_EXPORT_TITLE })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Without a CRM export and a source line (an app that offers neither), the line keeps the rest. */
export const WithoutCrmExport: Story = {
  args: { crmExport: undefined, sourceLine: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: CRM_EXPORT_TITLE })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/^Fonte:/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Excel' })).toBeVisible();
  },
};

/** The title row's slot: the app puts "Pesquisas salvas" there. */
export const TitleAction: Story = {
  args: { titleAction: <Button variant="ghost">Pesquisas salvas</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pesquisas salvas' })).toBeVisible();
  },
};
