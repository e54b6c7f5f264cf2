import { cleanup, render } from '@testing-library/react';
import { Ban, Copy, MessageCircle } from 'lucide';
import { Ban as BanIcon, Copy as CopyIcon, MessageCircle as MessageCircleIcon } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { Glyph } from './Glyph';
import { glyphClass, glyphSvg } from './glyph-sheet';

afterEach(cleanup);

/** The shapes of an SVG as "tag name=value ..." lines, attributes sorted. */
function shapes(svg: Element): string[] {
  return [...svg.children].map((shape) => {
    const attributes = [...shape.attributes]
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort();
    return [shape.tagName.toLowerCase(), ...attributes].join(' ');
  });
}

describe('Glyph', () => {
  it("draws the same shapes as Lucide's React icon", () => {
    const pairs = [
      [Copy, CopyIcon],
      [Ban, BanIcon],
      [MessageCircle, MessageCircleIcon],
    ] as const;
    for (const [node, Icon] of pairs) {
      const { container, unmount } = render(<Icon />);
      const parsed = new DOMParser().parseFromString(glyphSvg(node), 'image/svg+xml');
      expect(shapes(parsed.documentElement)).toEqual(shapes(container.querySelector('svg')!));
      unmount();
    }
  });

  it('is one hidden element whose mask is the icon, one rule per icon however many show it', () => {
    const { container } = render(
      <p style={{ color: 'rgb(200, 0, 0)' }}>
        <Glyph icon={Copy} size={14} />
        <Glyph icon={Copy} />
      </p>,
    );
    const [first, second] = [...container.querySelectorAll('span')];
    expect(first!.getAttribute('aria-hidden')).toBe('true');
    expect(first!.childElementCount).toBe(0);
    const style = getComputedStyle(first!);
    expect(style.maskImage).toContain('data:image/svg+xml');
    expect(style.backgroundColor).toBe('rgb(200, 0, 0)');
    expect(style.width).toBe('14px');
    expect(second!.className).toContain(glyphClass(Copy));
    const rules = [...document.querySelectorAll<HTMLStyleElement>('style[data-kit-glyphs]')];
    expect(rules).toHaveLength(1);
    expect(rules[0]!.sheet!.cssRules).toHaveLength(1);
  });
});
