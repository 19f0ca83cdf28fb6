import type { CSSProperties } from 'react';

/**
 * Mantine's conversions of prop values to CSS, as its core does them (`rem`, `getSize`, the style props' resolvers):
 * the lite components (./lite.tsx) write the same styles without that core. Mantine's own components render the
 * same markup for the same props; ./lite.test.tsx compares the two.
 */

/** Mantine's named sizes: spacing, font sizes, line heights, radii. */
const sizeNames = new Set(['xs', 'sm', 'md', 'lg', 'xl']);
/** The theme's colour names (Mantine's defaults; the app's theme adds none). */
const themeColors = new Set([
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'green',
  'lime',
  'yellow',
  'orange',
  'teal',
]);
const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export type MantineSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type SizeValue = MantineSize | number | (string & {});

/** `16` → `calc(1rem * var(--mantine-scale))`; strings in px or without a unit likewise; others as they are. */
export function rem(value: number | string): string {
  if (value === 0 || value === '0') return '0rem';
  if (typeof value === 'number') return `calc(${value / 16}rem * var(--mantine-scale))`;
  if (value === '' || value.startsWith('calc(') || value.startsWith('clamp(') || value.includes('rgba(')) return value;
  if (value.includes(',')) return value.split(',').map(rem).join(',');
  if (value.includes(' ')) return value.split(' ').map(rem).join(' ');
  const number = Number(value.replace('px', ''));
  return Number.isNaN(number) ? value : `calc(${number / 16}rem * var(--mantine-scale))`;
}

const cssUnits =
  /^[+-]?[0-9]+(\.[0-9]+)?(px|em|rem|ex|ch|lh|rlh|vw|vh|vmin|vmax|vb|vi|svw|svh|lvw|lvh|dvw|dvh|cm|mm|in|pt|pc|q|cqw|cqh|cqi|cqb|cqmin|cqmax|%)?$/;

/** Whether Mantine takes a size as a length (a number, `12px`, `calc(…)`) rather than a name (`sm`). */
export function isNumberLike(value: unknown): boolean {
  if (typeof value === 'number') return true;
  if (typeof value !== 'string') return false;
  if (value.startsWith('calc(') || value.startsWith('var(') || (value.includes(' ') && value.trim() !== ''))
    return true;
  return value
    .trim()
    .split(/\s+/)
    .every((part) => cssUnits.test(part));
}

/** A size prop as a CSS value: a length as it is (in rem), a name as the variable `--<prefix>-<name>`. */
export function getSize(size: SizeValue | undefined, prefix: string, convertToRem = true): string | undefined {
  if (size === undefined) return undefined;
  if (isNumberLike(size)) return convertToRem ? rem(size) : String(size);
  return `var(--${prefix}-${size})`;
}

export const getSpacing = (size: SizeValue | undefined) => getSize(size, 'mantine-spacing');
export const getFontSize = (size: SizeValue | undefined) => getSize(size, 'mantine-font-size');
export const getLineHeight = (size: SizeValue | undefined) => getSize(size, 'mantine-line-height', false);
export const getRadius = (size: SizeValue | undefined) =>
  size === undefined ? 'var(--mantine-radius-default)' : getSize(size, 'mantine-radius');

/** A colour name (`red`, `red.7`, `dimmed`) as Mantine parses it: the CSS variable that holds it, if any. */
function parseColor(color: string) {
  if (color === 'bright' || color === 'dimmed' || color === 'white' || color === 'black')
    return { name: color, shade: undefined, isThemeColor: false, variable: `--mantine-color-${color}` };
  const [name = '', shade] = color.split('.');
  if (themeColors.has(name))
    return {
      name,
      shade: shade ? Number(shade) : undefined,
      isThemeColor: true,
      variable: shade ? `--mantine-color-${name}-${shade}` : `--mantine-color-${name}-filled`,
    };
  return { name: color, shade: undefined, isThemeColor: false, variable: undefined };
}

function colorValue(color: string): string {
  const parsed = parseColor(color);
  return parsed.variable ? `var(${parsed.variable})` : color;
}

function textColorValue(color: string): string {
  const parsed = parseColor(color);
  if (parsed.isThemeColor && parsed.shade === undefined) return `var(--mantine-color-${parsed.name}-text)`;
  return colorValue(color);
}

export type Variant = 'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'transparent';

/**
 * Mantine's default variant colours (`defaultVariantColorsResolver`) for a theme colour, the only kind the app
 * passes: background, hover, text and border.
 */
export function variantColors(color: string, variant: Variant) {
  const border = `${rem(1)} solid transparent`;
  const parsed = parseColor(color);
  if (!parsed.isThemeColor || parsed.shade !== undefined)
    throw new Error(`lite components take theme colours without a shade, not ${color}`);
  const v = (suffix: string) => `var(--mantine-color-${color}-${suffix})`;
  switch (variant) {
    case 'filled':
      return { background: v('filled'), hover: v('filled-hover'), color: 'var(--mantine-color-white)', border };
    case 'light':
      return { background: v('light'), hover: v('light-hover'), color: v('light-color'), border };
    case 'outline':
      return {
        background: 'transparent',
        hover: v('outline-hover'),
        color: v('outline'),
        border: `${rem(1)} solid ${v('outline')}`,
      };
    case 'subtle':
      return { background: 'transparent', hover: v('light-hover'), color: v('light-color'), border };
    case 'transparent':
      return { background: 'transparent', hover: 'transparent', color: v('light-color'), border };
    case 'default':
      return {
        background: 'var(--mantine-color-default)',
        hover: 'var(--mantine-color-default-hover)',
        color: 'var(--mantine-color-default-color)',
        border: `${rem(1)} solid var(--mantine-color-default-border)`,
      };
  }
}

/** Whether `value` names a heading's sizes (`h1`…`h6`), as a font size or a title's size may. */
export const isHeading = (value: unknown): value is string => typeof value === 'string' && headings.has(value);

/** A font size: a theme size's or a heading's variable, or a length in rem. */
export function fontSizeValue(value: string | number): string {
  if (typeof value === 'string' && sizeNames.has(value)) return `var(--mantine-font-size-${value})`;
  if (isHeading(value)) return `var(--mantine-${value}-font-size)`;
  return rem(value);
}

type Resolver = (value: string | number) => string | number;
const spacingValue: Resolver = (value) => {
  if (typeof value === 'number') return rem(value);
  const name = value.replace('-', '');
  if (!sizeNames.has(name)) return rem(value);
  return value.startsWith('-') ? `calc(var(--mantine-spacing-${name}) * -1)` : `var(--mantine-spacing-${name})`;
};
const identity: Resolver = (value) => value;
const resolvers = {
  spacing: spacingValue,
  identity,
  color: (value) => colorValue(String(value)),
  textColor: (value) => textColorValue(String(value)),
  fontSize: (value) => fontSizeValue(value),
  lineHeight: (value) => {
    if (typeof value === 'string' && sizeNames.has(value)) return `var(--mantine-line-height-${value})`;
    if (isHeading(value)) return `var(--mantine-${value}-line-height)`;
    return value;
  },
  fontFamily: (value) =>
    ({
      text: 'var(--mantine-font-family)',
      mono: 'var(--mantine-font-family-monospace)',
      monospace: 'var(--mantine-font-family-monospace)',
      heading: 'var(--mantine-font-family-headings)',
      headings: 'var(--mantine-font-family-headings)',
    })[value] ?? value,
} satisfies Record<string, Resolver>;

/** The style props the app passes to the lite components, with Mantine's CSS property and resolver for each. */
const styleProps = {
  m: ['margin', 'spacing'],
  mt: ['marginTop', 'spacing'],
  mb: ['marginBottom', 'spacing'],
  ml: ['marginLeft', 'spacing'],
  mr: ['marginRight', 'spacing'],
  mx: ['marginInline', 'spacing'],
  my: ['marginBlock', 'spacing'],
  p: ['padding', 'spacing'],
  pt: ['paddingTop', 'spacing'],
  pb: ['paddingBottom', 'spacing'],
  pl: ['paddingLeft', 'spacing'],
  pr: ['paddingRight', 'spacing'],
  px: ['paddingInline', 'spacing'],
  py: ['paddingBlock', 'spacing'],
  w: ['width', 'spacing'],
  h: ['height', 'spacing'],
  miw: ['minWidth', 'spacing'],
  maw: ['maxWidth', 'spacing'],
  mih: ['minHeight', 'spacing'],
  bg: ['background', 'color'],
  c: ['color', 'textColor'],
  ff: ['fontFamily', 'fontFamily'],
  fz: ['fontSize', 'fontSize'],
  fw: ['fontWeight', 'identity'],
  lh: ['lineHeight', 'lineHeight'],
  ta: ['textAlign', 'identity'],
  tt: ['textTransform', 'identity'],
  td: ['textDecoration', 'identity'],
  display: ['display', 'identity'],
  flex: ['flex', 'identity'],
  pos: ['position', 'identity'],
} as const satisfies Record<string, readonly [keyof CSSProperties, keyof typeof resolvers]>;

export type StyleProps = { [name in keyof typeof styleProps]?: string | number };

/**
 * Splits `props` into Mantine's style props, resolved to inline styles, and the rest. Responsive
 * values (objects) are not supported: Mantine writes those as a generated stylesheet.
 */
export function extractStyleProps<P extends StyleProps>(props: P) {
  const inline: Record<string, string | number> = {};
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    const entry = (styleProps as Record<string, readonly [string, keyof typeof resolvers]>)[name];
    if (!entry) rest[name] = value;
    else if (value !== undefined) inline[entry[0]] = resolvers[entry[1]](value as string | number);
  }
  return { inline: inline as CSSProperties, rest: rest as Omit<P, keyof StyleProps> };
}

/** Mantine's `mod`: `{ withBorder: true }` → `data-with-border="true"`, skipping empty values. */
export function dataAttributes(mod: Record<string, unknown>): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(mod)) {
    if (value === undefined || value === '' || value === false || value === null) continue;
    const name = key.startsWith('data-') ? key.slice(5) : key;
    attributes[`data-${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`] = value;
  }
  return attributes;
}
