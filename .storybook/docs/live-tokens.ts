// Reads the kit's design tokens from the page's live CSS (packages/ui/src/styles.css and
// tokens/tokens.css as the browser loaded them), so the tokens page shows what components get.
import { contrastRatio } from '../../packages/ui/src/tokens/contrast';

/** A custom property of :root and its value as the browser resolves it (var() chains followed). */
export interface Token {
  name: string;
  value: string;
}

/** Rules of a stylesheet and of the sheets it imports; unreadable (cross-origin) sheets are skipped. */
function rulesOf(sheet: CSSStyleSheet): CSSRule[] {
  let rules: CSSRule[];
  try {
    rules = [...sheet.cssRules];
  } catch {
    return [];
  }
  return rules.flatMap((rule) =>
    rule instanceof CSSImportRule && rule.styleSheet ? rulesOf(rule.styleSheet) : [rule],
  );
}

/** Every custom property declared on :root by the page's stylesheets, in declaration order. */
export function readTokens(): Token[] {
  const names = new Set<string>();
  for (const sheet of document.styleSheets) {
    for (const rule of rulesOf(sheet)) {
      if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ':root') continue;
      for (const property of rule.style) if (property.startsWith('--')) names.add(property);
    }
  }
  const computed = getComputedStyle(document.documentElement);
  return [...names].map((name) => ({ name, value: computed.getPropertyValue(name).trim() }));
}

/** Tokens whose name starts with `prefix`. */
export function group(tokens: Token[], prefix: string): Token[] {
  return tokens.filter((token) => token.name.startsWith(prefix));
}

/** The colour a token resolves to, as the browser computes it ("rgb(14, 99, 128)"), via a probe. */
export function computedColour(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** "#rrggbb" for an opaque computed colour, or null for a translucent one (no single contrast). */
export function opaqueHex(colour: string): string | null {
  const channels = colour.match(/[\d.]+/g)?.map(Number) ?? [];
  const [r, g, b, alpha = 1] = channels;
  if (r === undefined || g === undefined || b === undefined || alpha < 1) return null;
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG contrast between two tokens' live colours, or null when either is translucent. */
export function tokenContrast(foreground: string, background: string): number | null {
  const [a, b] = [opaqueHex(computedColour(foreground)), opaqueHex(computedColour(background))];
  return a && b ? contrastRatio(a, b) : null;
}

/** A length token in CSS pixels (rem resolved against the root font size), via a probe. */
export function pixels(token: string): number {
  const probe = document.createElement('div');
  probe.style.width = `var(${token})`;
  probe.style.position = 'absolute';
  document.body.append(probe);
  const width = parseFloat(getComputedStyle(probe).width);
  probe.remove();
  return width;
}
