import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import { randomBytes, rngFor } from '../seed/prng';

/**
 * JWT bearer tokens: HS256 with a secret derived from the seed. Because the secret is fixed, a token survives a
 * simulator restart and a page reload, and a tampered token (payload or signature) still fails verification.
 * Only the simulator verifies these tokens; a real deployment's tokens are verified against its public key.
 */

export const CONSUMER_TYPES = ['USER', 'WORKSPACE', 'PROFILE', 'ANONYMOUS'] as const;
export type ConsumerType = (typeof CONSUMER_TYPES)[number];

export const TOKEN_ISSUER = 'cdp-simulator';

const claimsSchema = z.object({
  iss: z.literal(TOKEN_ISSUER),
  /** Consumer id as a string: user id, workspace id (Workspace token), client id (Profile/Anonymous). */
  sub: z.string().min(1),
  ctype: z.enum(CONSUMER_TYPES),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string().min(1),
  /** User tokens: MFA_PENDING is good only for the MFA verification call. */
  stage: z.enum(['MFA_PENDING', 'AUTHENTICATED']).optional(),
  /** User tokens: multi-factor authentication was verified during this login. */
  mfa: z.boolean().optional(),
  /** Workspace numeric id and guid, when the token is bound to a workspace. */
  ws: z.number().int().optional(),
  wsg: z.string().optional(),
  /** Workspace tokens: the API key's permissions. */
  perm: z.array(z.string()).optional(),
  /** Profile and Anonymous tokens. */
  cid: z.number().int().optional(),
  uuid: z.string().optional(),
  customId: z.string().optional(),
  /** Profile tokens: identity provider the profile logged in with. */
  origin: z.string().optional(),
});

export type TokenClaims = z.infer<typeof claimsSchema>;
/** What a caller decides; the issuer adds iss, iat, exp and jti. */
export type NewTokenClaims = Omit<TokenClaims, 'iss' | 'iat' | 'exp' | 'jti'>;

let signingKey: Uint8Array | undefined;

/** 32 bytes derived from the seed: the same on every start, in every host. */
export function tokenSigningKey(): Uint8Array {
  signingKey ??= randomBytes(rngFor('jwt-signing-key'), 32);
  return signingKey;
}

function newJti(): string {
  return globalThis.crypto.randomUUID();
}

export interface IssuedToken {
  token: string;
  claims: TokenClaims;
}

export async function issueToken(
  claims: NewTokenClaims,
  options: { nowMs: number; ttlSeconds: number },
): Promise<IssuedToken> {
  const iat = Math.floor(options.nowMs / 1000);
  const exp = iat + options.ttlSeconds;
  const jti = newJti();
  const { sub, ...rest } = claims;
  const token = await new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(jti)
    .sign(tokenSigningKey());
  return { token, claims: { ...claims, iss: TOKEN_ISSUER, iat, exp, jti } };
}

/** A new token with the same consumer, binding and MFA state, and a fresh iat/exp/jti (refresh). */
export function reissue(claims: TokenClaims, options: { nowMs: number; ttlSeconds: number }): Promise<IssuedToken> {
  const { iss: _iss, iat: _iat, exp: _exp, jti: _jti, ...rest } = claims;
  return issueToken(rest, options);
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies signature, issuer and expiry (jose's own clock check, at the simulator's time). */
export async function verifyToken(token: string, nowMs: number): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, tokenSigningKey(), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'iat', 'exp', 'jti'],
    });
    const parsed = claimsSchema.safeParse(payload);
    return parsed.success ? { ok: true, claims: parsed.data } : { ok: false, reason: 'invalid' };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

/** Reads a token's payload without verifying it (tests and diagnostics only). */
export function decodeTokenUnverified(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
