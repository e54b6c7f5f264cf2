import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneFrame } from '../shared/story-helpers';
import { ObrigadoScreen } from './ObrigadoScreen';

const meta = {
  title: 'Screens/Obrigado',
  component: ObrigadoScreen,
} satisfies Meta<typeof ObrigadoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#screens-and-routes: title, payment processed, four abilities and "Começar a usar agora" going to /. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Obrigado pela sua assinatura!' }),
    ).toBeVisible();
    await expect(canvas.getByText(/pagamento foi processado/)).toBeVisible();
    const abilities = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(abilities).toEqual([
      'Pesquisas ilimitadas de empresas',
      'Dados detalhados de CNPJ',
      'Exportação de listas de empresas',
      'Gerenciar pesquisas salvas',
    ]);
    await expect(canvas.getByRole('link', { name: 'Começar a usar agora' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** On a phone the sentence wraps, and "a:" stays on the line of "acesso". */
export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Começar a usar agora' })).toBeVisible();
    const node = canvas.getByText(/pagamento foi processado/).firstChild as Text;
    const lineOf = (word: string) => {
      const range = document.createRange();
      const at = node.data.lastIndexOf(word);
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      return Math.round(range.getBoundingClientRect().top);
    };
    await expect(lineOf('a:')).toBe(lineOf('acesso'));
  },
};
