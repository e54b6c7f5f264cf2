import type { HTMLAttributes } from 'react';
import { textOnly } from './text-only';
import { useSanitized } from './use-sanitized';

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

/**
 * Renders server HTML through the sanitiser: formatting and safe links only. Until the sanitiser has
 * loaded (decision 011), the same words show as plain text, so no markup ever bypasses it.
 */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useSanitized(html);
  // Distinct keys remount the element, so React never mixes text children with injected markup.
  if (clean === undefined) {
    return (
      <Tag key="text" {...rest}>
        {textOnly(html)}
      </Tag>
    );
  }
  return <Tag key="html" {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
