import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddToListDialog } from './AddToListDialog';
import * as messages from './messages';
import * as domain from '@cnpj/domain';
import { baseArgs, StatefulAddToListDialog, storyLists } from './story-helpers';
import { findModal } from '../shared/story-helpers';

const meta = {
  title: 'Screens/AddToListDialog',
  component: AddToListDialog,
  render: (args) => <StatefulAddToListDialog {...args} />,
  args: baseArgs,
} satisfies Meta<typeof AddToListDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open modal, found by its title. */
const findDialog = () => findModal(screen, 'dialog', { name: 'Adicionar à lista' });

/** docs/product.md#states-and-transitions, #validation: choose mode; "Adicionar" waits for a list, then adds the companies to it. */
export const ChooseList: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleDescription('3 empresas selecionadas');
    await expect(within(dialog).getByText(domain.SELECT_LIST_MESSAGE)).toBeVisible();
    const add = within(dialog).getByRole('button', { name: 'Adicionar' });
    await expect(add).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: storyLists[1]!.descricao }));
    await expect(within(dialog).queryByText(domain.SELECT_LIST_MESSAGE)).not.toBeInTheDocument();
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledWith(storyLists[1]!.id);
  },
};

/** docs/product.md#states-and-transitions, #validation: create-new mode; "Criar lista" waits for a name, a blank name is refused, "Voltar" returns. */
export const CreateNew: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar nova lista' }));
    const name = within(dialog).getByRole('textbox', { name: /Nome da lista/ });
    await expect(name).toHaveFocus();
    const create = within(dialog).getByRole('button', { name: 'Criar lista' });
    await expect(create).toBeDisabled();
    await userEvent.type(name, '   ');
    await expect(within(dialog).getByText(domain.BLANK_LIST_NAME_MESSAGE)).toBeVisible();
    await expect(create).toBeDisabled();
    await userEvent.type(name, 'Academias{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Academias');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('choose');
    await expect(
      within(dialog).getByRole('radio', { name: storyLists[0]!.descricao }),
    ).toBeVisible();
  },
};

/** docs/product.md#validation: the blank-name message. */
export const BlankName: Story = {
  args: { mode: 'create' },
  play: async ({ args }) => {
    const dialog = await findDialog();
    const name = within(dialog).getByRole('textbox', { name: /Nome da lista/ });
    await userEvent.type(name, 'x{Backspace}{Enter}');
    await expect(name).toHaveAccessibleDescription(domain.BLANK_LIST_NAME_MESSAGE);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** docs/product.md#validation: busy while adding: the button says so and nothing can be added twice. */
export const Busy: Story = {
  args: { selectedListId: storyLists[0]!.id, busy: true },
  play: async ({ args }) => {
    const dialog = await findDialog();
    const add = within(dialog).getByRole('button', { name: 'Adicionando...' });
    await expect(add).toBeDisabled();
    await expect(
      within(dialog).getByRole('radio', { name: storyLists[0]!.descricao }),
    ).toBeDisabled();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** docs/product.md#states-and-transitions: the lists reload each time the modal opens. */
export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async () => {
    const dialog = await findDialog();
    await expect(
      within(dialog).getByRole('status', { name: 'Carregando suas listas...' }),
    ).toBeVisible();
  },
};

/** docs/product.md#errors: the lists could not be loaded. */
export const LoadFailed: Story = {
  args: { state: { kind: 'loadFailed' } },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      domain.LOAD_LISTS_FAILED_MESSAGE,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** docs/product.md#errors: adding failed; the choice stays so the user can retry. */
export const AddFailed: Story = {
  args: {
    selectedListId: storyLists[2]!.id,
    message: { tone: 'error', text: domain.ADD_TO_LIST_FAILED_MESSAGE },
  },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      domain.ADD_TO_LIST_FAILED_MESSAGE,
    );
    await expect(within(dialog).getByRole('button', { name: 'Adicionar' })).toBeEnabled();
  },
};

/** docs/product.md#errors: creating failed. */
export const CreateFailed: Story = {
  args: { mode: 'create', message: { tone: 'error', text: domain.CREATE_LIST_FAILED_MESSAGE } },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      domain.CREATE_LIST_FAILED_MESSAGE,
    );
  },
};

/** docs/product.md#states-and-transitions: the new list is appended, selected, and a success note shows. */
export const ListCreated: Story = {
  args: {
    state: { kind: 'ready', lists: [...storyLists, { id: 14, descricao: 'Academias' }] },
    selectedListId: 14,
    message: { tone: 'success', text: messages.CREATED_MESSAGE },
  },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('radio', { name: 'Academias' })).toBeChecked();
    await expect(within(dialog).getByText(messages.CREATED_MESSAGE)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Adicionar' })).toBeEnabled();
  },
};

/** docs/product.md#states-and-transitions: after adding, the success message shows; the modal closes itself 2 s later (see useAutoClose.test). */
export const Added: Story = {
  args: { state: { kind: 'added' } },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(messages.ADDED_MESSAGE);
    await expect(args.onAutoClose).not.toHaveBeenCalled();
  },
};

/** docs/product.md#validation: with no lists, "Adicionar" is disabled and the user is invited to create one. */
export const NoLists: Story = {
  args: { state: { kind: 'ready', lists: [] } },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(within(dialog).getByText('Você ainda não tem listas.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Adicionar' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar nova lista' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('create');
  },
};

/** docs/product.md#plans-and-permissions: the free plan cannot use lists. */
export const FreePlan: Story = {
  args: { state: { kind: 'freePlan' } },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(domain.FREE_PLAN_LISTS_ALERT);
    await expect(
      within(dialog).queryByRole('button', { name: 'Adicionar' }),
    ).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      '/minha-assinatura?liberar=listas',
    );
  },
};

/** Closing with the X reports it, so the app can reset the modal (docs/product.md#states-and-transitions). */
export const Close: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** On a phone the modal fits the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { selectedListId: storyLists[0]!.id },
  play: async () => {
    const dialog = await findDialog();
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Adicionar' })).toBeVisible();
  },
};
