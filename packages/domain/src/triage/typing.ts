// Single-key shortcuts must never fire while a person types (docs/product.md#triage): a text field,
// a text area, a select, an editable region or a text-like ARIA widget keeps its keys. Read from the
// element's own properties, so the rule needs no DOM library and is tested without a browser.

/** Input types that take no typing: their keys (Space, Enter) are presses, not text. */
const NON_TEXT_INPUTS: ReadonlySet<string> = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** ARIA roles whose element takes typed keys or arrows of its own. */
const TYPING_ROLES: ReadonlySet<string> = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'listbox',
  'slider',
]);

interface ElementLike {
  tagName?: unknown;
  type?: unknown;
  isContentEditable?: unknown;
  getAttribute?: (name: string) => string | null;
}

/** True when a key pressed on `target` is typing (or a field's own arrows), not a shortcut. */
export function isTypingTarget(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const element = target as ElementLike;
  if (element.isContentEditable === true) return true;
  const tag = typeof element.tagName === 'string' ? element.tagName.toUpperCase() : '';
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = typeof element.type === 'string' ? element.type.toLowerCase() : 'text';
    return !NON_TEXT_INPUTS.has(type);
  }
  const role = typeof element.getAttribute === 'function' ? element.getAttribute('role') : null;
  return role !== null && TYPING_ROLES.has(role);
}
