// The glyphs' drawings, one CSS rule per icon: each element then carries a class, not an inline SVG.
import type { IconNode } from 'lucide';

/** Lucide's own stroke, as its React icons draw it; the colour comes from the mask's element. */
const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" ' +
  'stroke-width="2" stroke-linecap="round" stroke-linejoin="round">';

/** The icon as a standalone SVG document. */
export function glyphSvg(icon: IconNode): string {
  const shapes = icon.map(([tag, attributes]) => {
    const written = Object.entries(attributes)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}="${String(value)}"`);
    return `<${[tag, ...written].join(' ')}/>`;
  });
  return `${SVG_OPEN}${shapes.join('')}</svg>`;
}

/** The icon as a CSS image (the CSP allows data: images). */
export const glyphUrl = (icon: IconNode) =>
  `url("data:image/svg+xml,${encodeURIComponent(glyphSvg(icon))}")`;

const classes = new Map<IconNode, string>();
let sheet: CSSStyleSheet | null | undefined;

/** The kit's own style element for the glyph rules, made on first use. */
function glyphSheet(): CSSStyleSheet | null {
  if (sheet !== undefined) return sheet;
  const style = document.createElement('style');
  style.dataset.kitGlyphs = '';
  document.head.append(style);
  sheet = style.sheet;
  return sheet;
}

/**
 * The class that draws `icon`: its rule is written once, the first time the icon is shown, and every
 * later element shares it (one decoded image however many rows show it).
 */
export function glyphClass(icon: IconNode): string {
  const known = classes.get(icon);
  if (known) return known;
  const name = `kit-glyph-${classes.size}`;
  classes.set(icon, name);
  glyphSheet()?.insertRule(`.${name}{--kit-glyph:${glyphUrl(icon)}}`);
  return name;
}
