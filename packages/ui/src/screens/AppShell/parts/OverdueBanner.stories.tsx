import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OverdueBanner } from './OverdueBanner';

// docs/product.md#my-subscription: "Em atraso" shows across the app with a way to pay.
const meta = {
  title: 'Screens/AppShell/Parts/OverdueBanner',
  component: OverdueBanner,
  parameters: { layout: 'padded' },
  args: { paymentUrl: 'https://pagamento.example.com/faturas/F-2026-10-26' },
} satisfies Meta<typeof OverdueBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's page for what is due. */
export const WithPaymentPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pagamento em atraso')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pagar agora' })).toHaveAttribute(
      'href',
      'https://pagamento.example.com/faturas/F-2026-10-26',
    );
  },
};

/** Without one, "Pagar agora" opens "Minha Assinatura". */
export const WithoutPaymentPage: Story = {
  args: { paymentUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Pagar agora' })).toHaveAttribute(
      'href',
      '/minha-assinatura',
    );
  },
};
