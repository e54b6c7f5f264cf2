export { Glyph } from './Glyph';
export type { GlyphProps } from './Glyph';
