import { Secret, TOTP } from 'otpauth';
import type { SeedUser } from '../seed';
import { EMAIL_CODE_TTL_MS, type EmailCode, type SimulatorState } from '../state';

/** RFC 6238: SHA-1, 6 digits, 30-second steps; verification accepts one step either side. */
function totpFor(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

export const TOTP_WINDOW_STEPS = 1;

/** The TOTP code of a base32 secret at the given time (epoch ms). */
export function totpCode(secret: string, nowMs: number): string {
  return totpFor(secret).generate({ timestamp: nowMs });
}

export function verifyTotp(secret: string, code: string, nowMs: number): boolean {
  return totpFor(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW_STEPS }) !== null;
}

/** "Sends" a fresh 6-digit EMAIL code: stores it (replacing any earlier one) for the control API to reveal. */
export function sendEmailCode(state: SimulatorState, user: SeedUser, nowMs: number): EmailCode {
  const random = new Uint32Array(1);
  globalThis.crypto.getRandomValues(random);
  const code = String((random[0] ?? 0) % 1_000_000).padStart(6, '0');
  const entry: EmailCode = { code, sentAt: nowMs, expiresAt: nowMs + EMAIL_CODE_TTL_MS };
  state.emailCodes.set(user.username, entry);
  return entry;
}

export type EmailCheck = 'ok' | 'wrong' | 'expired';

/** Checks an EMAIL code; a correct code is used up (one-time). */
export function checkEmailCode(state: SimulatorState, user: SeedUser, code: string, nowMs: number): EmailCheck {
  const entry = state.emailCodes.get(user.username);
  if (!entry) return 'wrong';
  // Once the code has expired, any answer is told so: the person has to sign in again for a new one.
  if (nowMs >= entry.expiresAt) return 'expired';
  if (entry.code !== code) return 'wrong';
  state.emailCodes.delete(user.username);
  return 'ok';
}
