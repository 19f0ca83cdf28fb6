import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, lightVariantText, theme } from './theme';

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the theme in the light scheme', () => {
  const light: Record<string, string> = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never).light;
  /** A variable's colour, following `var(--mantine-color-<name>-<shade>)` into the palette. */
  const colour = (variable: string): string => {
    const value = light[variable] ?? '';
    const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
    return shade ? (DEFAULT_THEME.colors[shade[1] as 'red'][Number(shade[2])] as string) : value;
  };

  it.each(Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark'))(
    "writes %s's light variant at 4.5:1 or more on its background and its hover",
    (name) => {
      const text = lightVariantText[name] ?? (DEFAULT_THEME.colors[name as 'red'][9] as string);
      expect(colour(`--mantine-color-${name}-light-color`) || text).toBe(text);
      expect(contrast(text, colour(`--mantine-color-${name}-light`))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, colour(`--mantine-color-${name}-light-hover`))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
