import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneFrame } from '../shared/story-helpers';
import { ObrigadoScreen } from './ObrigadoScreen';

const unlimited = { resultados: null, pesquisas: null, listas: true, exportacao: true };

const meta = {
  title: 'Screens/Obrigado',
  component: ObrigadoScreen,
  args: { plan: { kind: 'ready', limites: unlimited } },
} satisfies Meta<typeof ObrigadoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#thank-you-page: title, payment processed, what a plan without limits allows, and "Começar a usar agora" going to /. */
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

/** docs/product.md#thank-you-page: a plan limited to 200 searches a month is promised exactly that. */
export const LimitedPlan: Story = {
  args: { plan: { kind: 'ready', limites: { ...unlimited, pesquisas: 200 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Até 200 pesquisas de empresas por mês')).toBeVisible();
    await expect(canvas.queryByText(/Pesquisas ilimitadas/)).toBeNull();
  },
};

/** The plan bought could not be read: no number is promised. */
export const UnknownPlan: Story = {
  args: { plan: { kind: 'ready', limites: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pesquisas de empresas conforme o seu plano')).toBeVisible();
    await expect(canvas.queryByText(/Pesquisas ilimitadas/)).toBeNull();
  },
};

/** While the plan is read, the thanks show and no line is promised yet. */
export const Loading: Story = {
  args: { plan: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Obrigado pela sua assinatura!' }),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
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
