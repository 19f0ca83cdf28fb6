import { isTokenExpired, readTokenClaims, refreshDelayMs } from './jwt';
import { fakeJwt } from './test-jwt';

const nowMs = Date.UTC(2026, 10, 21, 12, 0, 0);
const nowS = nowMs / 1000;

describe('JWT expiry scheduling', () => {
  it('reads exp and iat from the payload', () => {
    expect(readTokenClaims(fakeJwt({ exp: 10, iat: 5, sub: 'x' }))).toEqual({ exp: 10, iat: 5 });
  });

  it('returns null for something that is not a JWT', () => {
    expect(readTokenClaims('opaque-token')).toBeNull();
    expect(readTokenClaims('a.!!!.c')).toBeNull();
    expect(refreshDelayMs('opaque-token', nowMs)).toBeNull();
  });

  it('refreshes an hour-long token one minute before it expires', () => {
    expect(refreshDelayMs(fakeJwt({ iat: nowS, exp: nowS + 3600 }), nowMs)).toBe(59 * 60_000);
  });

  it('refreshes a short-lived token a fifth of its lifetime before expiry', () => {
    expect(refreshDelayMs(fakeJwt({ iat: nowS, exp: nowS + 10 }), nowMs)).toBe(8_000);
  });

  it('refreshes at once a token that is already due', () => {
    expect(refreshDelayMs(fakeJwt({ iat: nowS - 3590, exp: nowS + 10 }), nowMs)).toBe(0);
    expect(refreshDelayMs(fakeJwt({ iat: nowS - 4000, exp: nowS - 400 }), nowMs)).toBe(0);
  });

  it('tells an expired token from an active one', () => {
    expect(isTokenExpired(fakeJwt({ exp: nowS - 1 }), nowMs)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: nowS + 1 }), nowMs)).toBe(false);
  });
});
