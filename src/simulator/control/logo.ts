/**
 * Images served by the simulator, deterministic so the same workspace or profile always looks the same:
 * workspace logos (`GET /__simulator/logos/<subdomain>.svg`: a rounded square with the initials) and profile
 * avatars (`GET /__simulator/avatars/<uuid>.svg`: a round portrait silhouette).
 */
const palette = ['#1864ab', '#087f5b', '#862e9c', '#c92a2a', '#e8590c', '#2b8a3e', '#5f3dc4', '#0b7285'];

function colourOf(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length]!;
}

export function logoSvg(subdomain: string): string {
  const initials = subdomain
    .split('-')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .replace(/[^A-Z0-9]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colourOf(subdomain)}"/><text x="32" y="41" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

export function avatarSvg(uuid: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colourOf(uuid)}"/><circle cx="32" cy="25" r="11" fill="#fff" fill-opacity="0.9"/><path d="M12 54c3-11 12-16 20-16s17 5 20 16" fill="#fff" fill-opacity="0.9"/></svg>`;
}
