// @vitest-environment jsdom
import { keyBelongsToField } from './key-target';

const element = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container.firstElementChild;
};

describe('keyBelongsToField', () => {
  it.each([
    ['<input type="text">', true, true],
    ['<input>', true, true],
    ['<input type="search">', true, true],
    ['<textarea></textarea>', true, true],
    ['<div contenteditable="true"></div>', true, true],
    ['<input type="checkbox">', true, false],
    ['<input type="radio">', true, false],
    ['<select></select>', true, false],
    ['<button>Go</button>', false, false],
    ['<div></div>', false, false],
  ])('%s: a plain key is its own: %s; Ctrl+K is its own: %s', (html, plain, withModifier) => {
    const target = element(html);
    expect(keyBelongsToField(target, false)).toBe(plain);
    expect(keyBelongsToField(target, true)).toBe(withModifier);
  });

  it('leaves what is not an element to the page', () => {
    expect(keyBelongsToField(null, false)).toBe(false);
    expect(keyBelongsToField(document, true)).toBe(false);
  });
});
