// @vitest-environment jsdom
import { followColorScheme, resolvedColorScheme } from './color-scheme';
import { colorSchemeKey } from './preferences';

/** Mantine's colour-scheme manager writes the choice; these tests play its part. */
const storage = () => window.localStorage;

describe('resolvedColorScheme', () => {
  it('follows a stored choice of light or dark whatever the system prefers', () => {
    expect(resolvedColorScheme('dark', false)).toBe('dark');
    expect(resolvedColorScheme('light', true)).toBe('light');
  });

  it("follows the system for 'auto', no choice or anything else stored", () => {
    expect(resolvedColorScheme('auto', true)).toBe('dark');
    expect(resolvedColorScheme(null, false)).toBe('light');
    expect(resolvedColorScheme('purple', true)).toBe('dark');
  });
});

describe('followColorScheme', () => {
  let systemDark = false;
  let listeners: (() => void)[] = [];

  beforeEach(() => {
    systemDark = false;
    listeners = [];
    storage().clear();
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({
        get matches() {
          return systemDark;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sets the scheme on the root at once and again when the system's scheme changes", () => {
    const root = document.createElement('html');
    followColorScheme(root);
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
    systemDark = true;
    for (const listener of listeners) listener();
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('keeps a stored choice when the system changes, and follows a choice made in another tab', () => {
    storage().setItem(colorSchemeKey, 'dark');
    const root = document.createElement('html');
    followColorScheme(root);
    systemDark = false;
    for (const listener of listeners) listener();
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
    storage().setItem(colorSchemeKey, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: colorSchemeKey, newValue: 'light' }));
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
