/**
 * Workspace logos served by the simulator (`GET /__simulator/logos/<subdomain>.svg`): a rounded square in a
 * colour derived from the name, with the initials. Deterministic, so the same workspace always looks the same.
 */
const palette = ['#1864ab', '#087f5b', '#862e9c', '#c92a2a', '#e8590c', '#2b8a3e', '#5f3dc4', '#0b7285'];

export function logoSvg(subdomain: string): string {
  let hash = 0;
  for (const char of subdomain) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const color = palette[hash % palette.length];
  const initials = subdomain
    .split('-')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .replace(/[^A-Z0-9]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="41" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}
