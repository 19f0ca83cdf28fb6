import { Secret, TOTP } from 'otpauth';
import type { SeedUser } from '../seed';
import { EMAIL_CODE_TTL_MS, type EmailCode, type SimulatorState } from '../state';

const TOTP_PERIOD_SECONDS = 30;
const TOTP_PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;
export const TOTP_WINDOW_STEPS = 1;

/** RFC 6238: SHA-1, 6 digits, 30-second steps; verification accepts one step either side. */
function totpFor(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS });
}

/** The TOTP code of a base32 secret at the given time (epoch ms). */
export function totpCode(secret: string, nowMs: number): string {
  return totpFor(secret).generate({ timestamp: nowMs });
}

/** The RFC 6238 time step (counter) at the given time. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / TOTP_PERIOD_MS);
}

export type TotpCheck = 'ok' | 'wrong' | 'used';

/**
 * Checks a TOTP code against the steps within the window. A code is good once: the accepted step is remembered
 * per user, and a code of that step or an earlier one is `used` on any later login (RFC 6238 section 5.2), so a
 * code seen over someone's shoulder or in a log cannot open a second session.
 */
export function checkTotp(state: SimulatorState, user: SeedUser, code: string, nowMs: number): TotpCheck {
  if (!user.totpSecret) return 'wrong';
  const totp = totpFor(user.totpSecret);
  const last = state.authThrottle.totpLastStep.get(user.username) ?? Number.NEGATIVE_INFINITY;
  const current = totpStep(nowMs);
  let used = false;
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step += 1) {
    if (totp.generate({ timestamp: step * TOTP_PERIOD_MS }) !== code) continue;
    if (step <= last) {
      used = true;
      continue;
    }
    state.authThrottle.totpLastStep.set(user.username, step);
    return 'ok';
  }
  return used ? 'used' : 'wrong';
}

/**
 * The TOTP code a login would accept now (for the control API and tests): the current step's, or the next
 * step's when the current one was used already; null when both were used (the next code comes with the next
 * step).
 */
export function usableTotpCode(state: SimulatorState, user: SeedUser, nowMs: number): string | null {
  if (!user.totpSecret) return null;
  const last = state.authThrottle.totpLastStep.get(user.username) ?? Number.NEGATIVE_INFINITY;
  const step = Math.max(totpStep(nowMs), last + 1);
  if (step > totpStep(nowMs) + TOTP_WINDOW_STEPS) return null;
  return totpCode(user.totpSecret, step * TOTP_PERIOD_MS);
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
