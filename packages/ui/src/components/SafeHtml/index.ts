export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { preloadSafeHtml } from './load-sanitizer';
export { sanitizeHtml } from './sanitize';
