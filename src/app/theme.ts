import { createTheme } from '@mantine/core';

// Shade 8 of the primary colour keeps white text on filled buttons above the WCAG AA contrast ratio in both
// colour schemes (the default shade 6 does not).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
