/**
 * Puts text on the clipboard. The async Clipboard API needs a secure context and permission; when it
 * is missing or refused, a hidden textarea + execCommand('copy') still works in most browsers.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, document not focused): try the legacy path below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const previousFocus =
    document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  previousFocus?.focus();
  if (!copied) throw new Error('Clipboard unavailable');
}
