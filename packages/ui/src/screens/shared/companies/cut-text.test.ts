import { afterEach, describe, expect, it } from 'vitest';
import { isCut, watchCut } from './cut-text';

/** A one-line box of `width` px holding `text`, cut with an ellipsis. */
function line(text: string, width: number, inner = false): HTMLElement {
  const box = document.createElement('span');
  box.style.cssText = `display:block;width:${width}px;font:16px sans-serif;white-space:nowrap`;
  const target = inner ? document.createElement('span') : box;
  target.style.cssText +=
    ';display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap';
  target.textContent = text;
  if (inner) box.append(target);
  document.body.append(box);
  return box;
}

afterEach(() => document.body.replaceChildren());

describe('isCut', () => {
  it('tells a text that overflows its box from one that fits', () => {
    expect(isCut(line('SÃO JOSÉ DO RIO PARDO PAULISTA/SP', 60))).toBe(true);
    expect(isCut(line('SANTOS/SP', 400))).toBe(false);
  });
  it('looks inside: a box whose inner part is cut is cut', () => {
    expect(isCut(line('DISTRIBUIDORA DE ALIMENTOS DO INTERIOR', 60, true))).toBe(true);
    expect(isCut(line('PADARIA', 400, true))).toBe(false);
  });
});

describe('watchCut', () => {
  it('reports the state now, and again when the box is resized', async () => {
    const box = line('SÃO JOSÉ DO RIO PARDO PAULISTA/SP', 60);
    const seen: boolean[] = [];
    const stop = watchCut(box, (cut) => seen.push(cut));
    await expect.poll(() => seen).toEqual([true]);
    box.style.width = '600px';
    await expect.poll(() => seen).toEqual([true, false]);
    stop();
    box.style.width = '40px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(seen).toEqual([true, false]);
  });
});
