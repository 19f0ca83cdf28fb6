/**
 * The styles `MantineProvider` writes for the app's theme, rendered once at build time: its CSS variables (those that
 * differ from Mantine's defaults) and the responsive `hiddenFrom`/`visibleFrom` classes, as a stylesheet.
 *
 * Why: the pages drawn before any Mantine code loads (sign-in, the loading state, the error page of a failed
 * download) use the theme's colours and fonts too (docs/decisions/0162-first-paint-without-mantine-components.md),
 * and the app's provider need not write them again as it renders (src/components/theme-provider.tsx): two style
 * elements inserted into every first render, each a recalculation of the page's styles. Rendered by Mantine itself,
 * so it cannot drift from what the provider would write.
 *
 * Loaded when the stylesheet is first transformed (build/mantine-styles-per-component.ts), not with the config:
 * rendering needs React's server renderer, Mantine and the app's theme module.
 */
export async function themeStylesheet(): Promise<string> {
  const [{ MantineProvider }, { createElement }, { renderToStaticMarkup }, { cssVariablesResolver, theme }] =
    await Promise.all([
      import('@mantine/core'),
      import('react'),
      import('react-dom/server'),
      import('../src/components/theme.ts'),
    ]);
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, defaultColorScheme: 'auto', cssVariablesResolver }, null),
  );
  const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css.trim());
  if (styles.length !== 2 || !styles[0] || !styles[1])
    throw new Error(`MantineProvider wrote ${styles.length} style elements, not its variables and classes`);
  return styles.join('\n');
}
