export interface TokenClaims {
  exp?: number;
  iat?: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads (does not verify: only the service can) the timing claims of a JWT. Null when it is not a JWT. */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    // Only two numbers are read, so a plain check does (no schema library on the start-up path).
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (!claims || typeof claims !== 'object') return null;
    const { exp, iat } = claims as Record<string, unknown>;
    if ((exp !== undefined && typeof exp !== 'number') || (iat !== undefined && typeof iat !== 'number')) return null;
    return { ...(exp !== undefined && { exp }), ...(iat !== undefined && { iat }) };
  } catch {
    return null;
  }
}

/** Longest lead before expiry at which a token is refreshed. */
export const maxRefreshLeadMs = 60_000;

/**
 * When to refresh a token: a minute before it expires, or a fifth of its lifetime before for short-lived
 * tokens (so a 10-second token is refreshed after 8 s, not immediately). Null when the token has no `exp`.
 */
export function refreshDelayMs(token: string, nowMs: number): number | null {
  const claims = readTokenClaims(token);
  if (!claims?.exp) return null;
  const expiresAtMs = claims.exp * 1000;
  const lifetimeMs = claims.iat ? (claims.exp - claims.iat) * 1000 : maxRefreshLeadMs * 5;
  const leadMs = Math.min(maxRefreshLeadMs, Math.max(0, lifetimeMs / 5));
  return Math.max(0, expiresAtMs - leadMs - nowMs);
}

export function isTokenExpired(token: string, nowMs: number): boolean {
  const claims = readTokenClaims(token);
  return claims?.exp !== undefined && claims.exp * 1000 <= nowMs;
}
