import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { LoadingOverlay } from './LoadingOverlay';

const results = (
  <div style={{ padding: 16 }}>
    <h2>Resultados</h2>
    <p>Exibindo 50 de 1.234 resultados</p>
  </div>
);

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'padded' },
  args: { active: true, title: 'CARREGANDO EMPRESAS...', children: results },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#screens-and-routes search overlay: the title is announced and the area is marked busy. */
export const Loading: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('CARREGANDO EMPRESAS...');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The button that started the load keeps focus while the overlay is shown and after it goes. */
function SearchArea() {
  const [loading, setLoading] = useState(false);
  return (
    <LoadingOverlay active={loading} title="CARREGANDO EMPRESAS...">
      <div style={{ padding: 16, display: 'flex', gap: 8 }}>
        <Button onClick={() => setLoading(true)}>Pesquisar</Button>
        <Button variant="secondary" onClick={() => setLoading(false)}>
          Concluir
        </Button>
      </div>
    </LoadingOverlay>
  );
}

export const FocusKept: Story = {
  render: () => <SearchArea />,
  play: async ({ canvas }) => {
    const search = canvas.getByRole('button', { name: 'Pesquisar' });
    await userEvent.click(search);
    await expect(canvas.getByRole('status')).toHaveTextContent('CARREGANDO EMPRESAS...');
    await expect(search).toHaveFocus();
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
