import '@mantine/core/styles/Stack.css?mantine-layer';
import '@mantine/core/styles/Group.css?mantine-layer';
import '@mantine/core/styles/Text.css?mantine-layer';
import '@mantine/core/styles/Title.css?mantine-layer';
import '@mantine/core/styles/Paper.css?mantine-layer';
import '@mantine/core/styles/Anchor.css?mantine-layer';
import '@mantine/core/styles/Code.css?mantine-layer';
import '@mantine/core/styles/UnstyledButton.css?mantine-layer';
import '@mantine/core/styles/Button.css?mantine-layer';
import '@mantine/core/styles/Loader.css?mantine-layer';
import '@mantine/core/styles/Alert.css?mantine-layer';
import { Children, useId, type ComponentProps, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { tokenList } from './plain';
import {
  dataAttributes,
  extractStyleProps,
  fontSizeValue,
  getFontSize,
  getLineHeight,
  getRadius,
  getSize,
  getSpacing,
  isHeading,
  isNumberLike,
  rem,
  variantColors,
  type MantineSize,
  type SizeValue,
  type StyleProps,
  type Variant,
} from './lite-values';

/**
 * The kit's lite components (src/components/ui/, docs/decisions/0168-the-ui-kit-and-its-names.md): Mantine's layout
 * and text components, and its button and alert, drawn without Mantine's code, named `Lite…` because they are not
 * Mantine's. They write the same elements, classes, data attributes and CSS variables as `@mantine/core` renders for
 * the same props, styled by Mantine's own stylesheets (imported above, each in its cascade layer:
 * build/mantine-styles-per-component.ts).
 * Every page uses these rather than Mantine's, so Mantine's core (its theme, style props, styles API: some 15 KB
 * gzipped) loads after the page shows (docs/decisions/0162-first-paint-without-mantine-components.md). They read no
 * theme: the app's theme changes none of their defaults. ./lite.test.tsx renders each beside Mantine's and compares
 * the markup.
 */

/** Props every lite component takes, as Mantine's Box does. */
type BaseProps = StyleProps & {
  className?: string;
  style?: CSSProperties;
  /** Data attributes, as Mantine's `mod`. */
  mod?: Record<string, unknown>;
  /** Shown only from (or below) a breakpoint: the theme's stylesheet has these classes (build/theme-stylesheet.ts). */
  visibleFrom?: MantineSize;
  hiddenFrom?: MantineSize;
  children?: ReactNode;
};

/** Another element or component in place of the default one (Mantine's `component`): a router link, say. */
type Polymorphic = {
  component?: ElementType;
  /** For `component={Link}` or `NavLink`. */
  to?: string;
  end?: boolean;
};

// With `ref`: a menu or tooltip gives its target one (React 19 passes it as a prop), which reaches the element.
type ElementProps<E extends ElementType> = Omit<ComponentProps<E>, keyof BaseProps | 'color'>;

interface RenderOptions {
  component: ElementType;
  className: string | undefined;
  vars?: Record<string, string | undefined>;
  mod?: Record<string, unknown>;
  variant?: string;
  size?: SizeValue;
}

/** What Mantine's Box does with its props: style props to inline styles, `mod` to data attributes. */
function renderBox(props: BaseProps & Record<string, unknown>, options: RenderOptions) {
  const { className, style, mod, children, component: given, visibleFrom, hiddenFrom, ...others } = props;
  const { inline, rest } = extractStyleProps(others);
  const Element = (given as ElementType | undefined) ?? options.component;
  const size = options.size;
  return (
    <Element
      style={{ ...style, ...options.vars, ...inline }}
      className={tokenList(
        options.className,
        className,
        visibleFrom && `mantine-visible-from-${visibleFrom}`,
        hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
      )}
      data-variant={options.variant}
      data-size={size === undefined || isNumberLike(size) ? undefined : size}
      {...dataAttributes({ ...options.mod, ...mod })}
      {...rest}
    >
      {children}
    </Element>
  );
}

/** A flex container's props, Stack's and Group's. */
type FlexProps = BaseProps &
  Polymorphic &
  ElementProps<'div'> & {
    gap?: SizeValue;
    align?: CSSProperties['alignItems'];
    justify?: CSSProperties['justifyContent'];
  };

export type LiteStackProps = FlexProps;

export function LiteStack({ gap = 'md', align = 'stretch', justify = 'flex-start', ...props }: LiteStackProps) {
  return renderBox(props, {
    component: 'div',
    className: 'm_6d731127 mantine-Stack-root',
    vars: { '--stack-gap': getSpacing(gap), '--stack-align': align, '--stack-justify': justify },
  });
}

export type LiteGroupProps = FlexProps & {
  wrap?: CSSProperties['flexWrap'];
  grow?: boolean;
};

export function LiteGroup({
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  grow,
  children,
  ...props
}: LiteGroupProps) {
  // As Mantine's Group: children that render nothing take no share of a growing row.
  const filtered = Children.toArray(children);
  const resolvedGap = getSpacing(gap);
  const count = filtered.length;
  return renderBox(
    { ...props, children: filtered },
    {
      component: 'div',
      className: 'm_4081bf90 mantine-Group-root',
      mod: { grow },
      vars: {
        '--group-child-width': grow
          ? `calc(${100 / count}% - (${resolvedGap} - ${resolvedGap} / ${count}))`
          : undefined,
        '--group-gap': resolvedGap,
        '--group-align': align,
        '--group-justify': justify,
        '--group-wrap': wrap,
      },
    },
  );
}

export type LiteTextProps = BaseProps &
  Polymorphic &
  Omit<ElementProps<'p'>, 'size'> & {
    size?: SizeValue;
    span?: boolean;
    inherit?: boolean;
    inline?: boolean;
    truncate?: boolean | 'start' | 'end';
    lineClamp?: number;
  };

/** Text's own props apart from the rest, and what Text (or Anchor, which is a Text) renders for them. */
function textParts(
  { size, span, inherit = false, inline, truncate, lineClamp, ...rest }: LiteTextProps,
  staticSelector: 'Text' | 'Anchor',
  extraClass?: string,
): [Omit<LiteTextProps, 'size' | 'span' | 'inherit' | 'inline' | 'truncate' | 'lineClamp'>, RenderOptions] {
  return [
    rest,
    {
      component: span ? 'span' : 'p',
      className: tokenList(
        'mantine-focus-auto',
        extraClass,
        'm_b6d8b162',
        'mantine-Text-root',
        staticSelector === 'Anchor' && 'mantine-Anchor-root',
      ),
      size,
      vars: {
        '--text-fz': getFontSize(size),
        '--text-lh': getLineHeight(size),
        '--text-line-clamp': typeof lineClamp === 'number' ? String(lineClamp) : undefined,
      },
      mod: {
        truncate: truncate === 'start' ? 'start' : truncate ? 'end' : undefined,
        lineClamp: typeof lineClamp === 'number',
        inline,
        inherit,
      },
    },
  ];
}

export function LiteText(props: LiteTextProps) {
  return renderBox(...textParts(props, 'Text'));
}

export type LiteAnchorProps = LiteTextProps &
  Omit<ElementProps<'a'>, 'size'> & { underline?: 'hover' | 'always' | 'never' };

export function LiteAnchor({ underline = 'hover', ...props }: LiteAnchorProps) {
  const [rest, options] = textParts(props, 'Anchor', 'm_849cf0da');
  return renderBox(rest, { ...options, component: 'a', mod: { ...options.mod, underline } });
}

export type LiteTitleProps = BaseProps &
  Omit<ElementProps<'h1'>, 'size'> & {
    order?: 1 | 2 | 3 | 4 | 5 | 6;
    size?: SizeValue | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
    lineClamp?: number;
  };

export function LiteTitle({ order = 1, size, lineClamp, ...props }: LiteTitleProps) {
  // A heading's size sets all three; another size sets the font size, the order the rest.
  const sizes = isHeading(size) ? size : `h${order}`;
  return renderBox(props, {
    component: `h${order}`,
    className: 'm_8a5d1357 mantine-Title-root',
    size,
    mod: { order, lineClamp: typeof lineClamp === 'number' },
    vars: {
      '--title-fw': `var(--mantine-${sizes}-font-weight)`,
      '--title-lh': `var(--mantine-${sizes}-line-height)`,
      '--title-fz': fontSizeValue(size ?? sizes),
      '--title-line-clamp': typeof lineClamp === 'number' ? String(lineClamp) : undefined,
    },
  });
}

export type LitePaperProps = BaseProps &
  Polymorphic &
  ElementProps<'div'> & {
    withBorder?: boolean;
    radius?: SizeValue;
    shadow?: SizeValue;
  };

export function LitePaper({ withBorder, radius, shadow, ...props }: LitePaperProps) {
  return renderBox(props, {
    component: 'div',
    className: 'm_1b7284a3 mantine-Paper-root',
    mod: { withBorder },
    vars: {
      '--paper-radius': radius === undefined ? undefined : getRadius(radius),
      '--paper-shadow': shadow ? getSize(shadow, 'mantine-shadow', false) : undefined,
    },
  });
}

export type LiteBoxProps = BaseProps & Polymorphic & ElementProps<'div'>;

/** Mantine's Box: a `div` (or `component`) that takes style props. */
export function LiteBox(props: LiteBoxProps) {
  return renderBox(props, { component: 'div', className: undefined });
}

export type LiteCodeProps = BaseProps &
  ElementProps<'code'> & {
    /** A block of its own: a `pre`, as Mantine's. */
    block?: boolean;
  };

export function LiteCode({ block, ...props }: LiteCodeProps) {
  return renderBox(
    { ...props, dir: 'ltr' },
    { component: block ? 'pre' : 'code', className: 'm_b183c0a2 mantine-Code-root', mod: { block } },
  );
}

export type LiteUnstyledButtonProps = BaseProps & Polymorphic & ElementProps<'button'>;

export function LiteUnstyledButton({ component = 'button', ...props }: LiteUnstyledButtonProps) {
  return renderBox(
    { type: component === 'button' ? 'button' : undefined, ...props, component },
    { component, className: 'mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root' },
  );
}

export type LiteLoaderProps = BaseProps &
  Omit<ElementProps<'span'>, 'color'> & {
    size?: SizeValue;
    color?: string;
  };

/** Mantine's default loader (the oval). */
export function LiteLoader({ size, color, className, ...props }: LiteLoaderProps) {
  return renderBox(props, {
    component: 'span',
    className: tokenList('m_5ae2e3c mantine-Loader-root', className, 'm_b34414df'),
    size,
    vars: {
      '--loader-size': getSize(size, 'loader-size'),
      '--loader-color': color,
    },
  });
}

type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'compact-xs' | 'compact-sm' | 'compact-md';

export type LiteButtonProps = BaseProps &
  Polymorphic &
  ElementProps<'button'> & {
    variant?: Variant;
    /** A theme colour: `red`, `teal` (the primary colour when absent). */
    color?: string;
    size?: ButtonSize;
    radius?: SizeValue;
    leftSection?: ReactNode;
    rightSection?: ReactNode;
    fullWidth?: boolean;
    /** Where the label sits in a wide button (`--button-justify`). */
    justify?: CSSProperties['justifyContent'];
    loading?: boolean;
    'data-disabled'?: boolean;
    /** Of Mantine's styles API, only the label's style (a long label cut with an ellipsis). */
    styles?: { label?: CSSProperties };
  };

const loaderStyle: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: `translate(-50%, calc(-50% + ${rem(1)}))`,
};

/**
 * Mantine's Button. Its loader appears and goes at once where Mantine's slides in and out (150 ms): that transition
 * is the only thing it does not draw.
 */
export function LiteButton({
  variant,
  color,
  size,
  radius,
  leftSection,
  rightSection,
  fullWidth,
  justify,
  loading,
  styles,
  disabled,
  'data-disabled': dataDisabled,
  children,
  component = 'button',
  ...props
}: LiteButtonProps) {
  const colors = variantColors(color ?? 'blue', variant ?? 'filled');
  const styled = color !== undefined || variant !== undefined;
  const active = !disabled && !loading && !dataDisabled;
  return renderBox(
    {
      type: component === 'button' ? 'button' : undefined,
      ...props,
      component,
      // Mantine's Button also leaves `justify` on the element as an attribute; kept, so the markup is the same.
      justify,
      disabled: disabled || loading,
      children: (
        <>
          {loading && (
            <span className="m_a25b86ee mantine-Button-loader" style={loaderStyle} aria-hidden>
              <LiteLoader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />
            </span>
          )}
          <span className="m_80f1301b mantine-Button-inner">
            {leftSection && (
              <span className="m_a74036a mantine-Button-section" data-position="left">
                {leftSection}
              </span>
            )}
            <span className="m_811560b9 mantine-Button-label" style={styles?.label} data-loading={loading || undefined}>
              {children}
            </span>
            {rightSection && (
              <span className="m_a74036a mantine-Button-section" data-position="right">
                {rightSection}
              </span>
            )}
          </span>
        </>
      ),
    },
    {
      component,
      className: tokenList(
        'mantine-focus-auto',
        active && 'mantine-active',
        'm_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
      ),
      variant,
      size,
      mod: {
        disabled: disabled || dataDisabled,
        loading,
        block: fullWidth,
        'with-left-section': !!leftSection,
        'with-right-section': !!rightSection,
      },
      vars: {
        '--button-justify': justify,
        '--button-height': getSize(size, 'button-height'),
        '--button-padding-x': getSize(size, 'button-padding-x'),
        '--button-fz': size?.includes('compact') ? getFontSize(size.replace('compact-', '')) : getFontSize(size),
        '--button-radius': radius === undefined ? undefined : getRadius(radius),
        '--button-bg': styled ? colors.background : undefined,
        '--button-hover': styled ? colors.hover : undefined,
        '--button-color': colors.color,
        '--button-bd': styled ? colors.border : undefined,
      },
    },
  );
}

export type LiteAlertProps = BaseProps &
  Omit<ElementProps<'div'>, 'title'> & {
    color?: string;
    variant?: Variant;
    title?: ReactNode;
    icon?: ReactNode;
  };

/** Mantine's Alert, without its close button (no page's first paint has one). */
export function LiteAlert({ color, variant, title, icon, id, role, children, ...props }: LiteAlertProps) {
  const generatedId = `mantine-${useId().replace(/:/g, '')}`;
  const rootId = id ?? generatedId;
  const titleId = title ? `${rootId}-title` : undefined;
  const bodyId = `${rootId}-body`;
  const colors = variantColors(color ?? 'blue', variant ?? 'light');
  const styled = color !== undefined || variant !== undefined;
  return renderBox(
    {
      id: rootId,
      ...props,
      role: role ?? 'alert',
      'aria-describedby': children ? bodyId : undefined,
      'aria-labelledby': titleId,
      children: (
        <div className="m_a5d60502 mantine-Alert-wrapper">
          {icon && <div className="m_667f2a6a mantine-Alert-icon">{icon}</div>}
          <div className="m_667c2793 mantine-Alert-body">
            {title && (
              <div className="m_6a03f287 mantine-Alert-title">
                <span id={titleId} className="m_698f4f23 mantine-Alert-label">
                  {title}
                </span>
              </div>
            )}
            {children && (
              <div id={bodyId} className="m_7fa78076 mantine-Alert-message" data-variant={variant}>
                {children}
              </div>
            )}
          </div>
        </div>
      ),
    },
    {
      component: 'div',
      className: 'm_66836ed3 mantine-Alert-root',
      variant,
      vars: {
        '--alert-bg': styled ? colors.background : undefined,
        '--alert-color': colors.color,
        '--alert-bd': styled ? colors.border : undefined,
      },
    },
  );
}
