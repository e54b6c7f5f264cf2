import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './SafeHtml';
import type * as Sanitize from './sanitize';

afterEach(cleanup);

// The real sanitiser, counting its calls.
const calls = vi.hoisted(() => ({ count: 0 }));
vi.mock('./sanitize', async (importOriginal) => {
  const real = await importOriginal<typeof Sanitize>();
  return {
    ...real,
    sanitizeHtml: (html: string | null | undefined) => {
      calls.count += 1;
      return real.sanitizeHtml(html);
    },
  };
});

describe('SafeHtml sanitising', () => {
  it('sanitises the texts shown before the sanitiser arrived, once it arrives', async () => {
    const texts = Array.from({ length: 4 }, (_, i) => `Aviso <a href="/x${i}">item ${i}</a>`);
    render(
      <>
        {texts.map((html) => (
          <SafeHtml key={html} html={html} />
        ))}
      </>,
    );
    // The sanitiser loads once a SafeHtml has mounted; meanwhile the words show without markup.
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Aviso item 0')).toBeInTheDocument();

    for (let i = 0; i < texts.length; i++) {
      await screen.findByRole('link', { name: `item ${i}` }, { timeout: 10_000 });
    }
    expect(screen.getByRole('link', { name: 'item 0' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('shows a text sanitised before at once', async () => {
    const html = 'Veja <a href="/novidades">novidades</a>';
    const first = render(<SafeHtml html={html} />);
    await screen.findByRole('link', { name: 'novidades' }, { timeout: 10_000 });
    first.unmount();
    const sanitised = calls.count;

    render(<SafeHtml html={html} />);
    expect(screen.getByRole('link', { name: 'novidades' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(calls.count).toBe(sanitised);
  });
});
