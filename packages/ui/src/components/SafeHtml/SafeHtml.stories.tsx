import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  parameters: { layout: 'padded' },
  args: { html: '<p><b>Base atualizada</b> com as empresas abertas até <em>31/10/2025</em>.</p>' },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A notification text as the backend sends it (docs/product.md#screens-and-routes, Home). */
export const Notification: Story = {};

/** Links open in a new tab without handing over the opener. */
export const WithLink: Story = {
  args: { html: 'Veja as <a href="https://example.com/novidades">novidades</a> desta versão.' },
  play: async ({ canvasElement }) => {
    // The sanitiser loads on demand (decision 011); until then the text shows without the link.
    const link = await within(canvasElement).findByRole('link', { name: 'novidades' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A CNAE description inline in a table cell (docs/product.md#entities: may contain HTML). */
export const InlineCnae: Story = {
  args: {
    as: 'span',
    html: '4721-1/02 - Padaria e confeitaria com <small>predominância de revenda</small>',
  },
};

/** Scripts, handlers and javascript: links are removed; the text stays. */
export const MaliciousInput: Story = {
  args: {
    html: 'Olá <img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:window.__xss=1">clique</a>',
  },
  play: async ({ canvasElement }) => {
    const link = await waitFor(() => {
      const anchor = canvasElement.querySelector('a');
      if (!anchor) throw new Error('the sanitised markup is not shown yet');
      return anchor;
    });
    await expect(link).not.toHaveAttribute('href');
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(within(canvasElement).getByText(/Olá/)).toBeInTheDocument();
  },
};

/** Nothing to show. */
export const Empty: Story = { args: { html: null } };
