// A Lucide icon drawn by one empty element and a shared CSS rule, for parts repeated on every row of a
// page of results: an inline SVG is an element per shape and a dozen attributes, built by a component
// each time (about a quarter of a page's rows, performance budget). Lucide's React icons stay
// everywhere else; the geometry is the same, read from the `lucide` package.
import type { IconNode } from 'lucide';
import { glyphClass } from './glyph-sheet';
import styles from './Glyph.module.css';

/** Props of {@link Glyph}. */
export interface GlyphProps {
  /** The icon, from `lucide` (for example `import { Copy } from 'lucide'`). */
  icon: IconNode;
  /** 14 px (the rows' contact and action icons); 1em by default, the size of the text around it. */
  size?: 14;
  className?: string;
}

/** A decorative icon (hidden from assistive technology: the control around it has the name). */
export function Glyph({ icon, size, className }: GlyphProps) {
  const classes = [styles.glyph, glyphClass(icon), size === 14 && styles.size14, className];
  return <span aria-hidden="true" className={classes.filter(Boolean).join(' ')} />;
}
