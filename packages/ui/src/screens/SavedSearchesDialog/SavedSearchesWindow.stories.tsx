import type { Meta, StoryObj } from '@storybook/react-vite';
import * as domain from '@cnpj/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { findModal } from '../shared/story-helpers';
import { SavedSearchesWindow } from './SavedSearchesWindow';
import type { SavedSearchItem } from './types';

const searches: SavedSearchItem[] = [
  { id: 's-2', name: 'Padarias da Paulista' },
  { id: 's-1', name: 'Mercados de Campinas' },
];

const meta = {
  title: 'Screens/SavedSearchesDialog',
  component: SavedSearchesWindow,
  args: {
    open: true,
    setOpen: fn(),
    canSave: true,
    state: { kind: 'ready', place: 'account', searches },
    onSave: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onExport: fn(),
    onImport: fn(),
  },
} satisfies Meta<typeof SavedSearchesWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = () => findModal(screen, 'dialog', { name: 'Pesquisas salvas' });

/** docs/product.md#saved-searches: kept by the backend, they follow the user; "Abrir" runs one. */
export const FromTheAccount: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(within(dialog).getByText(domain.SAVED_SEARCHES_IN_ACCOUNT)).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: /Exportar/ })).toBeNull();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Abrir Padarias da Paulista' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith('s-2');
    await expect(args.setOpen).toHaveBeenCalledWith(false);
    await expect(
      within(dialog).queryByRole('button', { name: /Monitorar no Radar/ }),
    ).not.toBeInTheDocument();
  },
};

/** docs/product.md#radar: a saved search can be monitored; the window closes for the Radar's own. */
export const MonitorInRadar: Story = {
  args: { onMonitor: fn() },
  play: async ({ args }) => {
    const dialog = await findDialog();
    const monitor = within(dialog).getByRole('button', {
      name: 'Monitorar no Radar: Mercados de Campinas',
    });
    await expect(monitor).toHaveTextContent('Monitorar no Radar');
    await userEvent.click(monitor);
    await expect(args.onMonitor).toHaveBeenCalledWith('s-1');
    await expect(args.setOpen).toHaveBeenCalledWith(false);
  },
};

/** Without the backend's extension: kept in this browser, said so, with a file to take them along. */
export const KeptInThisBrowser: Story = {
  args: { state: { kind: 'ready', place: 'browser', searches } },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(within(dialog).getByText(domain.SAVED_SEARCHES_IN_BROWSER)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar pesquisas' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    const file = new File(['{}'], 'pesquisas.json', { type: 'application/json' });
    await userEvent.upload(within(dialog).getByLabelText('Arquivo para importar pesquisas'), file);
    await expect(args.onImport).toHaveBeenCalledWith(file);
  },
};

/** A file that is not an export of this system's data is refused, and the window says so. */
export const ImportFailed: Story = {
  args: {
    state: { kind: 'ready', place: 'browser', searches: [] },
    importOutcome: { kind: 'failed' },
  },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      domain.BROWSER_DATA_IMPORT_FAILED,
    );
    await expect(within(dialog).getByText('Nenhuma pesquisa salva.')).toBeVisible();
  },
};

/** The import went through: the searches of the file are listed with those kept. */
export const Imported: Story = {
  args: {
    state: { kind: 'ready', place: 'browser', searches },
    importOutcome: { kind: 'imported' },
  },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByText(domain.BROWSER_DATA_IMPORTED)).toBeVisible();
    await expect(within(dialog).getByRole('list', { name: 'Pesquisas salvas' })).toHaveTextContent(
      'Mercados de Campinas',
    );
  },
};

/** Read when the window opens: saving waits for the list. */
export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Carregando pesquisas salvas…',
    );
    await expect(within(dialog).getByRole('button', { name: 'Salvar pesquisa' })).toBeDisabled();
  },
};

/** The backend failed to answer (scenario savedSearchesError): told, with a retry. */
export const LoadFailed: Story = {
  args: { state: { kind: 'error', onRetry: fn() } },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      domain.SAVED_SEARCHES_LOAD_FAILED,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    if (args.state.kind === 'error') await expect(args.state.onRetry).toHaveBeenCalledOnce();
  },
};

/** Saving or deleting failed at the backend: told, and the list stays as it was. */
export const ChangeFailed: Story = {
  args: { changeFailed: true },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      domain.SAVED_SEARCH_CHANGE_FAILED,
    );
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** No UF chosen: a search that could not run is not worth saving. */
export const NeedsAUf: Story = {
  args: { canSave: false, state: { kind: 'ready', place: 'account', searches: [] } },
  play: async () => {
    const dialog = await findDialog();
    await userEvent.type(within(dialog).getByLabelText(/Nome da pesquisa/), 'Sem UF');
    await expect(within(dialog).getByRole('button', { name: 'Salvar pesquisa' })).toBeDisabled();
    await expect(
      within(dialog).getByText('Selecione uma UF para salvar a pesquisa.'),
    ).toBeVisible();
  },
};
