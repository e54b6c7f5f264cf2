import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  parameters: { layout: 'padded' },
  args: {
    title: 'Informações Gerais',
    'aria-label': 'Informações Gerais',
    children: <p>Razão social: PADARIA SILVA LTDA</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Informações Gerais' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Informações Gerais' }),
    ).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Sócios',
    'aria-label': 'Sócios',
    actions: (
      <Button size="sm" variant="secondary">
        Imprimir
      </Button>
    ),
  },
};

export const Untitled: Story = { args: { title: undefined, 'aria-label': undefined } };

export const LongText: Story = {
  args: {
    title: 'Empresas vinculadas ao mesmo CNPJ básico com situação cadastral ativa e inativa',
    children: <p>{'AVENIDA PRESIDENTE JUSCELINO KUBITSCHEK DE OLIVEIRA '.repeat(4)}</p>,
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
