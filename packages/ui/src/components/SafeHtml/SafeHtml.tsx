import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitize';

/** Props of SafeHtml: the untrusted HTML and the element that wraps it. */
export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the server; it is sanitised before it reaches the DOM. */
  html: string | null | undefined;
  /** `span` for inline text (table cells), `div` for blocks that may hold paragraphs and lists. */
  as?: 'div' | 'span';
}

/** Renders server HTML through the sanitiser: formatting and safe links only. */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
