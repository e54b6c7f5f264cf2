import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileSpreadsheet, Search } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import type { ButtonSize, ButtonVariant } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: { layout: 'padded' },
  args: { children: 'Pesquisar', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Primary action of a screen. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Limpar Filtros' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Voltar' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Sair' } };

export const WithIcon: Story = {
  args: { variant: 'secondary', icon: <FileSpreadsheet />, children: 'Excel' },
};

/** Keyboard focus shows a ring; Tab reaches the button. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pesquisar' })).toHaveFocus();
  },
};

/** docs/product.md#screens-and-routes login: "Acessando..." while busy; clicks are ignored and focus stays. */
export const Busy: Story = {
  args: { children: 'Acessar', busy: true, busyLabel: 'Acessando...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Acessando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Adicionar à lista' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Adicionar à lista' })).toBeDisabled();
  },
};

/** `asChild` renders a link with the button's look (e.g. "Começar a usar agora" to /). */
export const AsLink: Story = {
  args: { asChild: true, icon: <Search />, children: <a href="#inicio">Começar a usar agora</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Começar a usar agora' })).toHaveAttribute(
      'href',
      '#inicio',
    );
  },
};

export const LongText: Story = {
  args: {
    children: 'Enviar todos os resultados desta pesquisa para a lista selecionada agora mesmo',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Narrow: Story = {
  args: { fullWidth: true, children: 'Acessar' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

/** Every variant x state (and size) on one canvas, for visual review. */
export const StateGrid: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, max-content)',
        gap: 12,
        alignItems: 'center',
      }}
    >
      {variants.map((variant) => (
        <div key={variant} style={{ display: 'contents' }}>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button variant={variant} busy busyLabel="Carregando...">
            {variant}
          </Button>
          <Button variant={variant} disabled>
            {`${variant} desativado`}
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(variants.length * 5);
  },
};
