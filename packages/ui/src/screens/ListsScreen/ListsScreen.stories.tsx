import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { phoneFrame, findModal } from '../shared/story-helpers';
import { ListsScreen } from './ListsScreen';
import {
  CREATE_LIST_FAILED_MESSAGE,
  EXPORT_FAILED_MESSAGE,
  FREE_PLAN_LISTS_ALERT,
  RENAME_LIST_FAILED_MESSAGE,
} from '@cnpj/domain';
import type { Lista } from './types';

const lists: Lista[] = [
  { id: 7, descricao: 'Padarias de Campinas' },
  { id: 12, descricao: 'Clientes potenciais — Zona Sul' },
  { id: 31, descricao: 'Construtoras MG' },
];

const exports = { running: [], onExport: fn(), onDismissFailure: fn() };
const creation = {
  state: { kind: 'closed' } as const,
  onNew: fn(),
  onCancel: fn(),
  onCreate: fn(),
};
const renaming = { onOpen: fn(), onCancel: fn(), onSubmit: fn() };

const meta = {
  title: 'Screens/Lists',
  component: ListsScreen,
  args: {
    state: { kind: 'ready', lists },
    exports,
    creation,
    alert: null,
    onRetry: fn(),
    onDismissAlert: fn(),
  },
} satisfies Meta<typeof ListsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando listas...')).toBeVisible();
  },
};

/** docs/product.md#errors: "Falha ao carregar suas listas. Tente novamente.", with a retry. */
export const Error: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falha ao carregar suas listas. Tente novamente.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { state: { kind: 'ready', lists: [] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Nenhuma lista encontrada' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nova lista' }));
    await expect(args.creation.onNew).toHaveBeenCalledTimes(1);
  },
};

/** Every list links to its page and offers its two exports. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minhas Listas' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Padarias de Campinas' })).toHaveAttribute(
      'href',
      '/minhas-listas/7',
    );
    const rows = within(canvas.getByRole('list', { name: 'Listas' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Exportar Excel' }));
    await expect(args.exports.onExport).toHaveBeenCalledWith(12, 'excel');
    await userEvent.click(
      within(rows[2]!).getByRole('button', { name: 'Exportar e-mails dos sócios' }),
    );
    await expect(args.exports.onExport).toHaveBeenCalledWith(31, 'emails');
    await expect(canvas.queryByRole('button', { name: 'Renomear' })).toBeNull();
  },
};

/** docs/product.md#my-lists: the count and the last change, when the backend sends them; nothing else otherwise. */
export const CountsAndDates: Story = {
  args: {
    state: {
      kind: 'ready',
      lists: [
        {
          ...lists[0]!,
          total: 1240,
          criada_em: '2026-09-02T13:00:00Z',
          atualizada_em: '2026-11-20T15:30:00Z',
        },
        {
          ...lists[1]!,
          total: 1,
          criada_em: '2026-11-03T12:00:00Z',
          atualizada_em: '2026-11-03T12:00:00Z',
        },
        lists[2]!,
      ],
    },
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Listas' })).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('1.240 empresas · atualizada em 20/11/2026');
    await expect(rows[1]).toHaveTextContent('1 empresa · criada em 03/11/2026');
    await expect(rows[2]).not.toHaveTextContent(/empresa|criada|atualizada/);
  },
};

/** docs/product.md#my-lists: "Renomear" opens the dialog with the list's name; the new name goes out trimmed. */
export const RenameList: Story = {
  args: { renaming: { ...renaming, state: { kind: 'open', list: lists[0]! } } },
  play: async ({ args }) => {
    const dialog = within(await findModal(screen, 'dialog', { name: 'Renomear lista' }));
    const field = dialog.getByRole('textbox', { name: /Novo nome/ });
    const save = dialog.getByRole('button', { name: 'Salvar nome' });
    await expect(field).toHaveValue('Padarias de Campinas');
    await expect(save).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '  Padarias de Sorocaba ');
    await userEvent.click(save);
    await expect(args.renaming?.onSubmit).toHaveBeenCalledWith(7, 'Padarias de Sorocaba');
  },
};

/** docs/product.md#my-lists: a failed rename is told in the dialog, which stays open. */
export const RenameListError: Story = {
  args: {
    renaming: {
      ...renaming,
      state: { kind: 'error', list: lists[0]!, message: RENAME_LIST_FAILED_MESSAGE },
    },
  },
  play: async () => {
    const dialog = within(await findModal(screen, 'dialog', { name: 'Renomear lista' }));
    await expect(dialog.getByText(RENAME_LIST_FAILED_MESSAGE)).toBeVisible();
  },
};

/** "Renomear" on each list when the backend can rename; left out when it cannot (see Ready). */
export const Renamable: Story = {
  args: { renaming },
  play: async ({ canvas, args }) => {
    const rows = within(canvas.getByRole('list', { name: 'Listas' })).getAllByRole('listitem');
    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Renomear' }));
    await expect(args.renaming?.onOpen).toHaveBeenCalledWith(lists[2]);
  },
};

/** Only the export in flight is busy; the other buttons stay usable. */
export const Exporting: Story = {
  args: { exports: { ...exports, running: [{ listId: 7, kind: 'emails' }] } },
  play: async ({ canvas }) => {
    const first = within(
      within(canvas.getByRole('list', { name: 'Listas' })).getAllByRole('listitem')[0]!,
    );
    await expect(first.getByRole('button', { name: 'Exportando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(first.getByRole('button', { name: 'Exportar Excel' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** Decision 033, 060: a failed export is told under its list, with "Tentar novamente" and a close button. */
export const ExportFailed: Story = {
  args: {
    exports: {
      ...exports,
      failure: { listId: 12, message: EXPORT_FAILED_MESSAGE, retry: fn() },
    },
  },
  play: async ({ canvas, args }) => {
    const rows = within(canvas.getByRole('list', { name: 'Listas' })).getAllByRole('listitem');
    const notice = within(rows[1]!).getByRole('alert');
    await expect(notice).toHaveTextContent(EXPORT_FAILED_MESSAGE);
    await expect(within(rows[0]!).queryByRole('alert')).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.exports.failure?.retry).toHaveBeenCalledOnce();
    await userEvent.click(within(notice).getByRole('button', { name: 'Fechar' }));
    await expect(args.exports.onDismissFailure).toHaveBeenCalledOnce();
  },
};

/** The create dialog: blank names cannot be submitted (docs/product.md#validation); the trimmed name goes out. */
export const CreateList: Story = {
  args: { creation: { ...creation, state: { kind: 'open' } } },
  play: async ({ args }) => {
    const dialog = within(await findModal(screen, 'dialog', { name: 'Nova lista' }));
    const create = dialog.getByRole('button', { name: 'Criar lista' });
    await expect(create).toBeDisabled();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Nome da lista/ }),
      '  Fornecedores  ',
    );
    await userEvent.click(create);
    await expect(args.creation.onCreate).toHaveBeenCalledWith('Fornecedores');
  },
};

/** docs/product.md#errors: "Falha ao criar lista. Tente novamente." under the name. */
export const CreateListError: Story = {
  args: {
    creation: { ...creation, state: { kind: 'error', message: CREATE_LIST_FAILED_MESSAGE } },
  },
  play: async () => {
    const dialog = within(await findModal(screen, 'dialog', { name: 'Nova lista' }));
    await expect(dialog.getByText(CREATE_LIST_FAILED_MESSAGE)).toBeVisible();
  },
};

/** docs/product.md#plans-and-permissions: a free-plan user trying to create a list gets the alert. */
export const FreePlanLimitReached: Story = {
  args: { alert: FREE_PLAN_LISTS_ALERT },
  play: async ({ args }) => {
    const alert = await findModal(screen, 'alertdialog', { name: FREE_PLAN_LISTS_ALERT });
    await expect(within(alert).getByRole('button', { name: 'OK' })).toBeVisible();
    await expect(args.onDismissAlert).not.toHaveBeenCalled();
  },
};

/** "OK" asks the page to dismiss the alert (the page owns it, so it stays until the page clears it). */
export const FreePlanLimitReachedDismissed: Story = {
  args: { alert: FREE_PLAN_LISTS_ALERT },
  play: async ({ args }) => {
    const alert = await findModal(screen, 'alertdialog', { name: FREE_PLAN_LISTS_ALERT });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(args.onDismissAlert).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Construtoras MG' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Exportar Excel' })[0]).toBeVisible();
  },
};
