// Decision 060: on a phone the invoices fit the screen. Laid out in real Chromium at a phone's width,
// each amount is whole on one line ("R$ 79,90", never "R$ 7" over "9,90") and nothing needs sideways
// scrolling, so no link is cut.
import '../../../styles.css';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activeSubscription } from '../story-data';
import { Invoices } from './Invoices';

afterEach(cleanup);

/** How many lines a node's text takes. */
function linesOf(node: Element): number {
  const range = document.createRange();
  range.selectNodeContents(node);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

describe('the invoices on a phone', () => {
  it('keep each amount on one line and need no sideways scrolling', () => {
    const faturas = activeSubscription.faturas.map((fatura) => ({ ...fatura, valor: 1499 }));
    render(
      <div style={{ width: 320 }}>
        <Invoices faturas={faturas} />
      </div>,
    );
    const region = screen.getByRole('region', { name: 'Faturas' });
    const amounts = within(region).getAllByText(/^R\$\s1\.499,00$/);
    expect(amounts).toHaveLength(3);
    for (const amount of amounts) expect(linesOf(amount)).toBe(1);
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    for (const link of within(region).getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      const frame = region.getBoundingClientRect();
      expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
    }
  });
});
