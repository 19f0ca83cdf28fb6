/** The input types a person types text into: a shortcut with Ctrl or ⌘ stays theirs there (Ctrl+K in a field). */
const TEXT_ENTRY = /^(text|search|email|url|tel|password|number|date|datetime-local|month|week|time)$/;

const EDITABLE = '[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]';

/**
 * Whether a key pressed in `target` is the field's own, so that a page's shortcut leaves it alone. A key without Ctrl
 * or ⌘ belongs to any form control (a checkbox's space, a select's letters, a radio's arrows); one with them only
 * to where text is typed, so that Ctrl+K still opens the palette from a checkbox just ticked.
 */
export function keyBelongsToField(target: EventTarget | null, withModifier: boolean): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // The attribute as well: jsdom, where the unit tests run, has no isContentEditable.
  const editable = target.isContentEditable || target.closest(EDITABLE) !== null;
  if (editable || target.tagName === 'TEXTAREA') return true;
  if (target.tagName === 'SELECT') return !withModifier;
  if (target instanceof HTMLInputElement) return !withModifier || TEXT_ENTRY.test(target.type);
  return false;
}
