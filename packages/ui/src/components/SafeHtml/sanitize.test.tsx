import { cleanup, render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { laterEvents } from './later-events';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize';
import { xssPayloads } from './xss-payloads';

declare global {
  interface Window {
    __xss?: number;
  }
}

const allowedTags = new Set([
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'BR',
  'P',
  'UL',
  'OL',
  'LI',
  'A',
  'SPAN',
  'SMALL',
]);
const allowedAttributes = new Set(['href', 'title', 'target', 'rel']);

/** Clicks, hovers and focuses every element, so any surviving handler would run. */
function interactWithEverything(root: HTMLElement) {
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    for (const type of ['click', 'mouseover', 'focusin']) {
      element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
    }
  }
}

const dangerousUrl = /^\s*(javascript|data|vbscript):/i;

/** Browsers ignore control characters inside a URL scheme, so the check must too. */
const withoutControlChars = (value: string) =>
  [...value].filter((char) => char.charCodeAt(0) > 31).join('');

/** Lists what in a sanitised fragment could execute or navigate to script. */
function executableParts(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    if (!allowedTags.has(element.tagName)) problems.push(`tag ${element.tagName}`);
    for (const { name, value } of element.attributes) {
      if (!allowedAttributes.has(name)) problems.push(`attribute ${name}`);
      if (dangerousUrl.test(withoutControlChars(value))) problems.push(`url ${value}`);
    }
  }
  return problems;
}

// These tests cover the sanitised phase; SafeHtml.test.tsx covers the text shown while it loads. A
// first SafeHtml brings the sanitiser, as on a page, and shows its link once it has arrived.
beforeAll(async () => {
  render(<SafeHtml html={'<a href="/novidades">novidades</a>'} />);
  // The sanitiser is a dynamic import: on two busy cores it can take longer than findBy's 1 s.
  await screen.findByRole('link', { name: 'novidades' }, { timeout: 10_000 });
  cleanup();
});

beforeEach(() => {
  delete window.__xss;
  // Links would open tabs when clicked; inline handlers still run before the default is prevented.
  document.addEventListener('click', preventNavigation, true);
});
afterEach(() => {
  cleanup();
  document.removeEventListener('click', preventNavigation, true);
});
const preventNavigation = (event: Event) => event.preventDefault();

describe('sanitizeHtml against OWASP filter-evasion payloads', () => {
  it('has at least 30 payloads', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(30);
  });

  it.each(xssPayloads)('leaves nothing executable in %s', (payload) => {
    expect(executableParts(sanitizeHtml(payload))).toEqual([]);
  });

  it.each(xssPayloads)('executes nothing when %s is rendered', async (payload) => {
    const { container } = render(<SafeHtml html={payload} />);
    // Taken before any await, so no load, error or toggle of what was rendered can be missed.
    const later = laterEvents(container);
    interactWithEverything(container);
    expect(window.__xss).toBeUndefined();
    await later;
    expect(window.__xss).toBeUndefined();
  });

  it('detects execution when markup is injected without the sanitiser (the check can fail)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = '<img src="data:," onerror="window.__xss=1">';
    const later = laterEvents(container);
    expect(window.__xss).toBeUndefined();
    await later;
    expect(window.__xss).toBe(1);
    container.remove();
  });
});

describe('sanitizeHtml keeps what notifications need', () => {
  it('keeps formatting tags and text', () => {
    const html = '<p><b>Nova</b> base <em>atualizada</em></p><ul><li>um</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens links in a new tab without opener or referrer', () => {
    const { container } = render(<SafeHtml html={'<a href="https://example.com/x">ver</a>'} />);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/x');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps mailto links and relative links', () => {
    expect(sanitizeHtml('<a href="mailto:a@b.com">e-mail</a>')).toContain('href="mailto:a@b.com"');
    expect(sanitizeHtml('<a href="/minhas-listas">listas</a>')).toContain('href="/minhas-listas"');
  });

  it('renders nothing for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('leaves the global DOMPurify instance without the link hook', () => {
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).not.toContain('target');
  });
});
