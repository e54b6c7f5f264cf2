import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneFrame } from '../shared/story-helpers';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Screens/NotFound',
  component: NotFoundScreen,
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#screens-and-routes: an unknown address says so, with the ways on to "Início" and the company search. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'O endereço aberto não existe. Confira o link ou siga para uma das páginas abaixo.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Pesquisar Empresas' })).toHaveAttribute(
      'href',
      '/pesquisar-empresas',
    );
  },
};

/** On a phone the two links stay visible and tappable. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Início' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar Empresas' })).toBeVisible();
  },
};
