import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './SafeHtml';
import type * as Sanitize from './sanitize';

afterEach(cleanup);

// Each call of the real sanitiser is made slower than one of React's render slices (5 ms), and notes whether the
// call before it ran in the same task (its microtask has not run yet).
const calls = vi.hoisted(() => ({ sameTask: [] as boolean[], pending: false }));
vi.mock('./sanitize', async (importOriginal) => {
  const real = await importOriginal<typeof Sanitize>();
  return {
    ...real,
    sanitizeHtml: (html: string | null | undefined) => {
      calls.sameTask.push(calls.pending);
      calls.pending = true;
      queueMicrotask(() => (calls.pending = false));
      const end = performance.now() + 10;
      while (performance.now() < end) {
        // busy: longer than one slice
      }
      return real.sanitizeHtml(html);
    },
  };
});

describe('SafeHtml sanitising', () => {
  it('sanitises the texts shown before the sanitiser arrived each in a task of its own', async () => {
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
    expect(calls.sameTask).toEqual([false, false, false, false]);
  });

  it('shows a text sanitised before at once', async () => {
    const html = 'Veja <a href="/novidades">novidades</a>';
    const first = render(<SafeHtml html={html} />);
    await screen.findByRole('link', { name: 'novidades' }, { timeout: 10_000 });
    first.unmount();
    const sanitised = calls.sameTask.length;

    render(<SafeHtml html={html} />);
    expect(screen.getByRole('link', { name: 'novidades' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(calls.sameTask).toHaveLength(sanitised);
  });
});
