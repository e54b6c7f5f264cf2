import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PageFailed } from './PageFailed';

const meta = {
  title: 'Screens/Shared/PageFailed',
  component: PageFailed,
  args: { onRetry: fn() },
} satisfies Meta<typeof PageFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#screens-and-routes: a page whose code could not be loaded, and the way to try again. */
export const CodeNotLoaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a página.Verifique sua conexão e tente novamente.',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Não foi possível carregar a página.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
