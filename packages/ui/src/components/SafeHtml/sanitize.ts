// Server HTML (notification texts, CNAE descriptions: docs/product.md#screens-and-routes, #entities) passes through a dedicated DOMPurify
// instance, so the link hook and the tight allow-list never leak into other users of the global one.
import DOMPurify from 'dompurify';

/** Formatting tags the backend uses; everything else (script, style, img, svg, form...) is dropped. */
const ALLOWED_TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  'br',
  'p',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'small',
];
const ALLOWED_ATTR = ['href', 'title'];
/** Web, e-mail and phone links, or relative ones; never javascript:, data: or vbscript:. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const purifier = DOMPurify(window);

// Links open in a new tab without handing the opener (reverse tabnabbing) or the referrer over.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  if (node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Returns markup safe to inject: only formatting tags, safe links, no handlers or scripts. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
