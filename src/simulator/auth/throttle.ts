import { errorResponse } from '../errors';

/**
 * Limits on guessing: wrong passwords per account and per client, wrong MFA codes per account. The reference
 * says "Rate limits: not shown"; these are the simulator's own numbers (README, "Design notes").
 *
 * A limiter counts failures per key within a sliding window; the failure that reaches the maximum locks the key
 * for `lockMs`, and while it is locked nothing is evaluated (a right password is refused too, otherwise the lock
 * would only slow a guesser down). When the lock ends the count starts again at 0.
 */

export interface AttemptPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** Wrong passwords for one account (user username, or workspace + customer email). */
export const PASSWORD_ACCOUNT_POLICY: Readonly<AttemptPolicy> = Object.freeze({
  maxFailures: 5,
  windowMs: FIFTEEN_MINUTES,
  lockMs: FIFTEEN_MINUTES,
});

/**
 * Wrong passwords from one client, whatever the account: higher than the per-account limit, so that people
 * behind one address (an office, the e2e suite) do not lock each other out, while trying one password on many
 * accounts still stops soon.
 */
export const PASSWORD_CLIENT_POLICY: Readonly<AttemptPolicy> = Object.freeze({
  maxFailures: 20,
  windowMs: FIFTEEN_MINUTES,
  lockMs: FIFTEEN_MINUTES,
});

/**
 * Wrong MFA codes for one user, across logins. Twice the per-login limit (state.ts MAX_WRONG_MFA_CODES): the
 * per-login rule sends the person back to the password, this one stops a guesser who signs in again and again.
 */
export const MFA_ACCOUNT_POLICY: Readonly<AttemptPolicy> = Object.freeze({
  maxFailures: 10,
  windowMs: FIFTEEN_MINUTES,
  lockMs: FIFTEEN_MINUTES,
});

interface Entry {
  /** Times (epoch ms) of the failures still inside the window. */
  failures: number[];
  /** Epoch ms until which the key is locked; 0 when it is not. */
  lockedUntil: number;
}

/** Entries kept before the expired ones are swept, so guessed names cannot grow the state without bound. */
const SWEEP_AT = 10_000;

export class AttemptLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(readonly policy: Readonly<AttemptPolicy>) {}

  /** The end of the key's lock (epoch ms), or null when the key may try. */
  lockedUntil(key: string, nowMs: number): number | null {
    const entry = this.entries.get(key);
    if (!entry || entry.lockedUntil <= nowMs) return null;
    return entry.lockedUntil;
  }

  /** Records one failure; returns the end of the lock when this failure started one, else null. */
  fail(key: string, nowMs: number): number | null {
    if (this.entries.size >= SWEEP_AT) this.sweep(nowMs);
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
    const since = nowMs - this.policy.windowMs;
    entry.failures = entry.failures.filter((at) => at > since);
    entry.failures.push(nowMs);
    if (entry.failures.length >= this.policy.maxFailures) {
      entry.lockedUntil = nowMs + this.policy.lockMs;
      entry.failures = [];
    }
    this.entries.set(key, entry);
    return entry.lockedUntil > nowMs ? entry.lockedUntil : null;
  }

  /** Failures counted for the key now (for tests and the control API). */
  failures(key: string, nowMs: number): number {
    const since = nowMs - this.policy.windowMs;
    return this.entries.get(key)?.failures.filter((at) => at > since).length ?? 0;
  }

  /** A success: the key's count starts again (a running lock is not lifted: nothing reaches here while locked). */
  clear(key: string): void {
    this.entries.delete(key);
  }

  clearAll(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private sweep(nowMs: number): void {
    const since = nowMs - this.policy.windowMs;
    for (const [key, entry] of this.entries) {
      if (entry.lockedUntil <= nowMs && entry.failures.every((at) => at <= since)) this.entries.delete(key);
    }
  }
}

/** The limiters of one simulator (reset with the rest of its state). */
export interface AuthThrottleState {
  passwordByAccount: AttemptLimiter;
  passwordByClient: AttemptLimiter;
  mfaByAccount: AttemptLimiter;
  /** The last accepted TOTP time step (RFC 6238 counter) by username: a code is good for one login only. */
  totpLastStep: Map<string, number>;
}

export function createAuthThrottleState(): AuthThrottleState {
  return {
    passwordByAccount: new AttemptLimiter(PASSWORD_ACCOUNT_POLICY),
    passwordByClient: new AttemptLimiter(PASSWORD_CLIENT_POLICY),
    mfaByAccount: new AttemptLimiter(MFA_ACCOUNT_POLICY),
    totpLastStep: new Map(),
  };
}

export function resetAuthThrottleState(state: AuthThrottleState): void {
  state.passwordByAccount.clearAll();
  state.passwordByClient.clearAll();
  state.mfaByAccount.clearAll();
  state.totpLastStep.clear();
}

/**
 * The client a request comes from: the right-most `X-Forwarded-For` entry, which is the one the nearest proxy
 * wrote (the simulator's HTTP server appends the connection's address, see hosts/server/server.ts), else one shared
 * "local" client (the browser worker and Node tests have no connection to look at).
 */
export function clientOf(request: Request): string {
  const forwarded = request.headers.get('X-Forwarded-For');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last ? last.toLowerCase() : 'local';
}

/** "09:15 UTC": the simulator does not know the reader's time zone; the dashboard shows local time. */
function utcTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(11, 16)} UTC`;
}

/**
 * 429 with `Retry-After` (whole seconds, rounded up) and a message that says when to try again.
 * `what` opens the message, e.g. "Too many failed sign-in attempts".
 */
export function tooManyAttempts(request: Request, what: string, untilMs: number, nowMs: number): Response {
  const seconds = Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const message = `${what}. Try again at ${utcTime(untilMs)} (in ${minutes} minute${minutes === 1 ? '' : 's'}).`;
  return errorResponse(request, 429, message, undefined, { 'Retry-After': String(seconds) });
}
