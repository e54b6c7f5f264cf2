import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { laterEvents } from './later-events';
import { SafeHtml } from './SafeHtml';
import { xssPayloads } from './xss-payloads';

declare global {
  interface Window {
    __xss?: number;
  }
}

const preventNavigation = (event: Event) => event.preventDefault();

beforeEach(() => {
  delete window.__xss;
  document.addEventListener('click', preventNavigation, true);
});
afterEach(() => {
  cleanup();
  document.removeEventListener('click', preventNavigation, true);
});

// The sanitiser's module loads only once the test opens this gate, so the text-only phase is held.
const gate = vi.hoisted(() => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve: () => resolve() };
});
vi.mock('./sanitize', async (importOriginal) => {
  await gate.promise;
  return importOriginal();
});

const sample = 'Veja as <a href="https://example.com/x">novidades</a>.<script>x()</script>';

describe('SafeHtml before the sanitiser has loaded', () => {
  it.each(xssPayloads)('renders %s as plain text that executes nothing', async (payload) => {
    const { container } = render(<SafeHtml html={payload} />);
    // Taken before any await, so no load, error or toggle of what was rendered can be missed.
    const later = laterEvents(container);
    expect(container.firstElementChild?.children).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    expect(window.__xss).toBeUndefined();
    await later;
    expect(window.__xss).toBeUndefined();
  });

  it('shows the words without markup or script text', () => {
    render(<SafeHtml html={sample} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Veja as novidades.')).toBeInTheDocument();
  });
});

describe('SafeHtml once the sanitiser has loaded', () => {
  it('replaces the plain text with the sanitised formatting', async () => {
    render(<SafeHtml html={sample} />);
    gate.resolve();
    // The sanitiser is a dynamic import: on two busy cores it can take longer than findBy's 1 s.
    const link = await screen.findByRole('link', { name: 'novidades' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText(/x\(\)/)).toBeNull();
  });
});
