import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { phoneFrame, findModal } from '../../shared/story-helpers';
import { UpdateBadges } from './UpdateBadges';

const meta = {
  title: 'Screens/AppShell/Parts/UpdateBadges',
  component: UpdateBadges,
  parameters: { layout: 'padded' },
  args: { atualizadoAte: '2025-05-01T03:00:00Z', today: new Date('2025-05-10T12:00:00Z') },
} satisfies Meta<typeof UpdateBadges>;
export default meta;
type Story = StoryObj<typeof meta>;

const EXPLANATION =
  'A base contém empresas criadas até 01/05/2025. A próxima atualização da Receita Federal está prevista para 31/05/2025. Os novos dados são importados automaticamente.';

/** The explanation, once open (a non-modal dialog named after the dates). */
const explanation = () => findModal(screen, 'dialog', { name: 'Sobre as datas de atualização' });

/** The badges' button once it opens the explanation (Radix's popper loads on demand, decision 063). */
const findBadges = (canvas: Pick<typeof screen, 'findByRole'>) =>
  canvas.findByRole('button', { expanded: false });

/** docs/product.md#limits-and-constants: the date-time's day prefix, and the next update 30 days later. */
export const UpToDate: Story = {
  play: async ({ canvas }) => {
    const badges = await findBadges(canvas);
    await expect(badges).toHaveTextContent('Atualizado até 01/05/2025');
    await expect(badges).toHaveTextContent('Próxima atualização prevista 31/05/2025');
    await expect(badges).toHaveAttribute('aria-expanded', 'false');
  },
};

/** docs/product.md#limits-and-constants: an overdue update is expected today, never in the past. */
export const Overdue: Story = {
  args: { atualizadoAte: '2025-03-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent(
      'Próxima atualização prevista 10/05/2025',
    );
  },
};

/** docs/product.md#layout: a click opens the explanation; a second click closes it. */
export const ExplanationOnClick: Story = {
  play: async ({ canvas }) => {
    const badges = await findBadges(canvas);
    await userEvent.click(badges);
    await expect(await explanation()).toHaveTextContent(EXPLANATION);
    await expect(badges).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(badges);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** docs/product.md#layout: Enter opens it and takes focus in, so it is read; Escape closes it and gives focus back. */
export const ExplanationOnEnter: Story = {
  play: async ({ canvas }) => {
    const badges = await findBadges(canvas);
    await userEvent.tab();
    await expect(badges).toHaveFocus();
    // Focus alone opens nothing: a toggletip waits to be asked.
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    const dialog = await explanation();
    await expect(dialog).toHaveTextContent(EXPLANATION);
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(badges).toHaveFocus();
  },
};

/** docs/product.md#layout: on a phone the badges show and a tap opens the explanation, inside the screen. */
export const ExplanationOnTap: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    const badges = await findBadges(canvas);
    await expect(badges).toBeVisible();
    await userEvent.pointer({ keys: '[TouchA]', target: badges });
    const dialog = await explanation();
    await expect(dialog).toHaveTextContent(EXPLANATION);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // A tap elsewhere closes it.
    await userEvent.pointer({ keys: '[TouchA]', target: document.body });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A mouse resting on the badges shows the explanation without taking focus; leaving hides it. */
export const ExplanationOnHover: Story = {
  play: async ({ canvas }) => {
    const badges = await findBadges(canvas);
    await userEvent.hover(badges);
    await expect(await explanation()).toHaveTextContent(EXPLANATION);
    await expect(badges.ownerDocument.activeElement).toBe(badges.ownerDocument.body);
    await userEvent.unhover(badges);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The explanation left open (for the visual review of its box and arrow). */
export const ExplanationOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await findBadges(canvas));
    await expect(await explanation()).toBeVisible();
  },
};

/** docs/product.md#errors: a malformed or missing date renders nothing. */
export const Hidden: Story = {
  args: { atualizadoAte: 'sem data' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
