import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AUTH_LOADING_TEXT } from '@cnpj/domain';
import { FullPageLoading } from './FullPageLoading';

const meta = {
  title: 'Screens/AppShell/Parts/FullPageLoading',
  component: FullPageLoading,
} satisfies Meta<typeof FullPageLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#screens-and-routes: the lazy pages' fallback text. */
export const LoadingPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading page...');
  },
};

/** docs/product.md#screens-and-routes access rules: shown while the sign-in state resolves. */
export const SignInPending: Story = {
  args: { label: AUTH_LOADING_TEXT },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
  },
};
