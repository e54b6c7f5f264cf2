/** Elements whose text is code or styling, never words a reader should see. */
const NON_TEXT = 'script, style, template, noscript, iframe, object';

/**
 * The words of untrusted HTML without any markup, for the moment before the sanitiser has loaded.
 * DOMParser builds an inert document: no scripts run and no images or other resources load in it.
 */
export function textOnly(html: string | null | undefined): string {
  if (!html) return '';
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const element of body.querySelectorAll(NON_TEXT)) element.remove();
  return body.textContent ?? '';
}
