import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { COPIED_FEEDBACK_MS, CopyButton } from './CopyButton';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  parameters: { layout: 'padded' },
  args: { text: '12345678000195', label: 'Copiar CNPJ', onCopied: fn(), onCopyError: fn() },
  // The real clipboard needs a focused, permitted page; stories stub it so they prove our behaviour.
  beforeEach: () => stubClipboard(fn(async () => undefined)),
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces navigator.clipboard for one story (null: no Clipboard API); returns the cleanup. */
function stubClipboard(writeText: ((text: string) => Promise<void>) | null) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText && { writeText },
    configurable: true,
  });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** docs/product.md#screens-and-routes, #limits-and-constants: "Copiado!" shows (and is announced) for 2 s, then the label returns. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar CNPJ' }));
    await expect(await canvas.findByRole('button', { name: 'Copiado!' })).toBeVisible();
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('12345678000195');
    await expect(args.onCopyError).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copiado!');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copiar CNPJ' })).toBeVisible(), {
      timeout: COPIED_FEEDBACK_MS * 2,
    });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Icon-only: the label is the accessible name, and it changes after copying. */
export const IconOnly: Story = {
  args: { iconOnly: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copiar CNPJ' });
    await expect(button).toHaveTextContent('');
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: 'Copiado!' })).toBeVisible();
  },
};

/** Icon-only, just copied: "Copiado!" is written beside the check for 2 s, not only announced. */
export const IconOnlyCopied: Story = {
  args: { iconOnly: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar CNPJ' }));
    await expect(await canvas.findByRole('button', { name: 'Copiado!' })).toHaveTextContent(
      'Copiado!',
    );
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copiar CNPJ' })).toHaveFocus();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', size: 'md' } };

/** Without the Clipboard API (insecure context) the legacy copy command is used. */
export const Fallback: Story = {
  beforeEach: () => stubClipboard(null),
  play: async ({ canvas }) => {
    const execCommand = spyOn(document, 'execCommand').mockReturnValue(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar CNPJ' }));
    await expect(await canvas.findByRole('button', { name: 'Copiado!' })).toBeVisible();
    await expect(execCommand).toHaveBeenCalledWith('copy');
    execCommand.mockRestore();
  },
};

/** When no path works the label stays and the caller is told. */
export const CopyFailed: Story = {
  beforeEach: () => stubClipboard(fn(async () => Promise.reject(new Error('denied')))),
  play: async ({ canvas, args }) => {
    const execCommand = spyOn(document, 'execCommand').mockReturnValue(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar CNPJ' }));
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: 'Copiar CNPJ' })).toBeVisible();
    execCommand.mockRestore();
  },
};
