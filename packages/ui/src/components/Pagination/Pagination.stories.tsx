import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: { page: 3, pageCount: 25, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A middle page: every control asks the parent for its page. */
export const Middle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Página 3 de 25')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Primeira página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(25);
  },
};

/** First page: "Primeira página" and "Anterior" are disabled. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeEnabled();
  },
};

/** Last page: "Próxima" and "Última página" are disabled. */
export const LastPage: Story = {
  args: { page: 25 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Última página' })).toBeDisabled();
  },
};

/** A single page of results: nothing to move to. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Página 1 de 1')).toBeVisible();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Large totals use pt-BR digit grouping. */
export const ManyPages: Story = { args: { page: 1234, pageCount: 20000 } };

export const Disabled: Story = { args: { disabled: true } };

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Primeira página' })).toHaveFocus();
  },
};

/** Very narrow frames: arrows only, still one line. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

/** A 375 px phone (less the page's padding): one line, "Anterior" and "Próxima" as arrows that keep their names. */
export const Phone: Story = {
  args: { page: 1234, pageCount: 20000 },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const next = await canvas.findByRole('button', { name: 'Próxima' });
    const previous = canvas.getByRole('button', { name: 'Anterior' });
    const status = canvas.getByText('Página 1.234 de 20.000');
    // One line: every control sits on the status text's row.
    const middle = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top + box.height / 2;
    };
    for (const control of [previous, next, canvas.getByRole('button', { name: 'Última página' })]) {
      await expect(Math.abs(middle(control) - middle(status))).toBeLessThan(4);
    }
    const nav = canvas.getByRole('navigation', { name: 'Paginação' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/** Start, middle, end and disabled on one canvas, for visual review. */
export const StateGrid: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Pagination {...args} label="Paginação no início" page={1} />
      <Pagination {...args} label="Paginação no meio" page={12} />
      <Pagination {...args} label="Paginação no fim" page={25} />
      <Pagination {...args} label="Página única" page={1} pageCount={1} />
      <Pagination {...args} label="Paginação desativada" disabled />
    </div>
  ),
};
