import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, screen } from 'storybook/test';
import { preloadTooltip } from '../../../components/Tooltip';
import { UpdateBadges } from './UpdateBadges';

const meta = {
  title: 'Screens/AppShell/Parts/UpdateBadges',
  component: UpdateBadges,
  parameters: { layout: 'padded' },
  // The tooltip's code loads on demand (decision 011); a story hovers at once.
  loaders: [async () => void (await preloadTooltip())],
  args: { atualizadoAte: '2025-05-01T03:00:00Z', today: new Date('2025-05-10T12:00:00Z') },
} satisfies Meta<typeof UpdateBadges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#limits-and-constants: the date-time's day prefix, and the next update 30 days later. */
export const UpToDate: Story = {
  play: async ({ canvas }) => {
    const badges = canvas.getByRole('button');
    await expect(badges).toHaveTextContent('Atualizado até 01/05/2025');
    await expect(badges).toHaveTextContent('Próxima atualização prevista 31/05/2025');
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

/** Keyboard users reach the explanation too: focus shows the tooltip. */
export const TooltipOnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'A base contém empresas criadas até 01/05/2025. A próxima atualização da Receita Federal está prevista para 31/05/2025. Os novos dados são importados automaticamente.',
    );
  },
};

/** docs/product.md#errors: a malformed or missing date renders nothing. */
export const Hidden: Story = {
  args: { atualizadoAte: 'sem data' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
