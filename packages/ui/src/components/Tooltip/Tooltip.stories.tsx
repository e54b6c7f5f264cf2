import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  args: {
    content: 'A base contém empresas criadas até esta data.',
    children: <Button variant="secondary">Atualizado até 01/05/2025</Button>,
  },
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows the tooltip and links it as the description; Escape hides it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const findTrigger = () => canvas.getByRole('button', { name: /Atualizado até/ });
    // Radix's popper loads on demand (decision 063): the button becomes the tooltip's trigger.
    await waitFor(() => expect(findTrigger()).toHaveAttribute('data-state', 'closed'));
    await userEvent.tab();
    const trigger = findTrigger();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'A base contém empresas criadas até esta data.',
    );
    await expect(trigger).toHaveAccessibleDescription(
      'A base contém empresas criadas até esta data.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { open: true } };

export const LongText: Story = {
  args: {
    open: true,
    content:
      'A base contém empresas criadas até 01/05/2025. A próxima atualização da Receita Federal está prevista para 31/05/2025, e os novos dados são importados automaticamente.',
  },
};
