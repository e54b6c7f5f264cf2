import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREENFUL, useFirstScreenful } from './useFirstScreenful';

afterEach(cleanup);

const idOf = (row: string) => row;
const page = (from: number, count = 50) =>
  Array.from({ length: count }, (_, index) => `row-${from + index}`);

/** Draws the hook's rows and records how many each render drew. */
function Drawn({ rows, renders }: { rows: readonly string[]; renders: number[] }) {
  const drawn = useFirstScreenful(rows, idOf);
  renders.push(drawn.length);
  return (
    <ul>
      {drawn.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

describe('useFirstScreenful', () => {
  it('draws a screenful of a new page first, then every row', () => {
    const renders: number[] = [];
    const { container } = render(<Drawn rows={page(0)} renders={renders} />);
    expect(renders[0]).toBe(FIRST_SCREENFUL);
    expect(renders.at(-1)).toBe(50);
    expect(container.querySelectorAll('li')).toHaveLength(50);
  });

  it('draws a short page whole at once', () => {
    const renders: number[] = [];
    render(<Drawn rows={page(0, FIRST_SCREENFUL)} renders={renders} />);
    expect(renders).not.toContain(0);
    expect(new Set(renders)).toEqual(new Set([FIRST_SCREENFUL]));
  });

  it('never holds back rows already drawn: a row taken off leaves the others in place', () => {
    const renders: number[] = [];
    const rows = page(0);
    const { rerender, container } = render(<Drawn rows={rows} renders={renders} />);
    renders.length = 0;
    rerender(<Drawn rows={rows.filter((row) => row !== 'row-3')} renders={renders} />);
    expect(new Set(renders)).toEqual(new Set([49]));
    expect(container.querySelectorAll('li')).toHaveLength(49);
  });

  it('never holds back rows already drawn: a row new to the page waits alone', () => {
    const renders: number[] = [];
    const rows = page(0);
    const { rerender, container } = render(<Drawn rows={rows} renders={renders} />);
    renders.length = 0;
    // A removal on a list's page: the next page's first company comes in at the end.
    const after = [...rows.filter((row) => row !== 'row-3'), 'row-50'];
    rerender(<Drawn rows={after} renders={renders} />);
    expect(renders[0]).toBe(49);
    expect(renders.at(-1)).toBe(50);
    expect(container.querySelector('li:last-child')).toHaveTextContent('row-50');
  });

  it('draws the next page a screenful first again', () => {
    const renders: number[] = [];
    const { rerender, container } = render(<Drawn rows={page(0)} renders={renders} />);
    renders.length = 0;
    rerender(<Drawn rows={page(50)} renders={renders} />);
    expect(renders[0]).toBe(FIRST_SCREENFUL);
    expect(renders.at(-1)).toBe(50);
    expect(container.querySelector('li:last-child')).toHaveTextContent('row-99');
  });
});
