/** A plain textarea drawn like the plain text fields, with the theme's colours (light and dark). */
export const textAreaStyle = {
  width: '100%',
  minHeight: 100,
  padding: 8,
  font: 'inherit',
  color: 'inherit',
  background: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-sm)',
} as const;
