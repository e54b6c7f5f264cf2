import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FREE_PLAN_LISTS_ALERT,
  FREE_PLAN_PAGING_ALERT,
  MISSING_FILTERS_ALERT,
  SEARCH_LIMIT_ALERT,
} from '@cnpj/domain';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AlertMessage as SearchAlert } from '../../screens/SearchScreen/parts/AlertMessage';
import { AlertMessage } from '../../screens/shared/AlertMessage';
import { SubscribeAction } from './SubscribeAction';
import { findModal } from '../../screens/shared/story-helpers';

// docs/product.md#plans-and-permissions: every free-plan alert offers "Assinar" beside "OK"; the
// alerts render in a portal, so the plays read the whole document.
const meta = {
  title: 'Components/SubscribeAction',
  component: SubscribeAction,
  parameters: { layout: 'padded' },
  args: { onNavigate: fn() },
} satisfies Meta<typeof SubscribeAction>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** "Assinar" goes to the subscription page in the app (docs/product.md#my-subscription). */
export const InApp: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      '/minha-assinatura',
    );
  },
};

/** The search screen's paging alert: the product's text, "OK" (focused) and "Assinar". */
export const FreePlanAlert: Story = {
  render: () => <SearchAlert message={FREE_PLAN_PAGING_ALERT} onDismiss={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await findModal(page(canvasElement), 'alertdialog');
    await expect(dialog).toHaveTextContent(FREE_PLAN_PAGING_ALERT);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await expect(within(dialog).getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      '/minha-assinatura?liberar=resultados',
    );
  },
};

/** The search limit's alert offers the way onward too. */
export const SearchLimitAlert: Story = {
  render: () => <SearchAlert message={SEARCH_LIMIT_ALERT} onDismiss={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await findModal(page(canvasElement), 'alertdialog');
    await expect(within(dialog).getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      '/minha-assinatura?liberar=pesquisas',
    );
  },
};

/** The lists pages' free-plan alert (the shared alert dialog). */
export const ListsFreePlanAlert: Story = {
  render: () => <AlertMessage message={FREE_PLAN_LISTS_ALERT} onDismiss={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await findModal(page(canvasElement), 'alertdialog', {
      name: FREE_PLAN_LISTS_ALERT,
    });
    await expect(within(dialog).getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      '/minha-assinatura?liberar=listas',
    );
  },
};

/** Any other alert keeps "OK" alone. */
export const OtherAlertOnlyOk: Story = {
  render: () => <SearchAlert message={MISSING_FILTERS_ALERT} onDismiss={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await findModal(page(canvasElement), 'alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
    await expect(within(dialog).queryByRole('link', { name: 'Assinar' })).not.toBeInTheDocument();
  },
};
