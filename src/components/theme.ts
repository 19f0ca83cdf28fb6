import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Shade 8 of the primary colour keeps white text on filled buttons above the WCAG AA contrast ratio in both
// colour schemes (the default shade 6 does not).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Close buttons (drawers, modals, alerts, notifications) are icons: give them a name for screen readers.
  // Plain objects rather than Component.extend(), so the theme does not pull those components into start-up.
  components: {
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Every modal and drawer (their roots, which Drawer and Modal render too) locks the page without hiding its
    // scroll bar: hiding it sets an inherited variable on <body>, which restyles the whole page in the frame that
    // shows the dialog (docs/decisions/0196-dialogs-keep-the-scroll-bar.md).
    DrawerRoot: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
    ModalRoot: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
    // A dialog's title bar is a div, not Mantine's <header>: a <header> outside sectioning content is a banner
    // landmark, a second one beside the page's own (axe: landmark-no-duplicate-banner, landmark-unique).
    DrawerHeader: { defaultProps: { component: 'div' } },
    ModalHeader: { defaultProps: { component: 'div' } },
    // A closed select's list is not in the page. Mantine keeps it mounted (hidden) by default, and positions each
    // hidden list as the page first renders: one forced style recalculation per select (on a phone, a tenth of a
    // second for a page with three filters). The list renders when it opens.
    Combobox: { defaultProps: { keepMounted: false } },
    // A menu opens with its first item focused (a visible focus after a key press), not an invisible placeholder,
    // which also broke the menu's required children for assistive technology (axe: aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false, menuItemTabIndex: 0 } },
  },
});

/**
 * The "light" variant's text in the light scheme for the palettes whose shade 9 reads under 4.5:1 on shades 0 and 1
 * (orange 3.6:1, yellow 2.7:1, lime 3.3:1, green 3.8:1, teal 4.3:1 on hover): shade 9 darkened just enough (mixed
 * with black) to reach 4.6:1. ./theme.test.ts checks every palette.
 */
export const lightVariantText: Readonly<Record<string, string>> = {
  green: '#267b37',
  lime: '#4b790b',
  yellow: '#a85700',
  orange: '#bb3e0d',
  teal: '#087a57',
};

/**
 * Contrast fixes for WCAG AA: "dimmed" text one shade stronger in both schemes (gray-6 on white is 3.3:1,
 * dark-2 on dark-7 4.0:1), and in the light scheme the "light" variant's background (and its hover) one shade
 * lighter, so its shade-9 text (or the darker one above) reads at 4.5:1 or more. Placeholders as "dimmed" too: a file
 * input's placeholder is page text (gray-5 on white is 2.1:1, dark-3 on an input in the dark scheme about 2.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.keys(resolved.colors).flatMap((name) => [
        [`--mantine-color-${name}-light`, `var(--mantine-color-${name}-0)`],
        [`--mantine-color-${name}-light-hover`, `var(--mantine-color-${name}-1)`],
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(lightVariantText).map(([name, color]) => [`--mantine-color-${name}-light-color`, color]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  },
});
