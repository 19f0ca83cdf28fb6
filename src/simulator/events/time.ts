/**
 * The reference's time rules for events and transactions (pure; no clock of its own):
 * - a time carrying `Z` is UTC;
 * - an offset is applied: ahead of UTC (`+02:00`) subtracts, behind UTC (`-05:00`) adds;
 * - stored and returned times are UTC ISO 8601 with `Z` and milliseconds (`2026-01-15T09:00:00.000Z`);
 * - omitted → the receipt time;
 * - a future time is not an error: the receipt time is stored instead.
 * A time without `Z` or an offset, or one that is not a real date-time, is malformed (400 on the field).
 */

const ZONED_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Epoch ms of a zoned ISO 8601 date-time, or undefined when it is malformed or not a real date. */
export function parseZonedTime(value: string): number | undefined {
  const m = ZONED_DATE_TIME.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = '0', frac = '0', zone = 'Z'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = Math.floor(Number(`0.${frac}`) * 1000);
  const local = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // A day past the month's end (2026-02-30) rolls over: not a real date.
  if (new Date(local).getUTCDate() !== day) return undefined;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const oh = Number(digits.slice(0, 2));
    const om = Number(digits.slice(2, 4));
    if (oh > 18 || om > 59) return undefined;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om);
  }
  return local - offsetMinutes * 60_000;
}

/** UTC ISO 8601 with `Z` and milliseconds. */
export function isoUtc(ms: number): string {
  return new Date(ms).toISOString();
}

export type EventTimeResult = { ok: true; ms: number; iso: string } | { ok: false };

/**
 * The time to store for a request's `time` / `recordedAt`: undefined → receipt time; malformed (or not a string)
 * → not ok; later than the receipt time → receipt time.
 */
export function resolveEventTime(value: unknown, receiptMs: number): EventTimeResult {
  if (value === undefined) return { ok: true, ms: receiptMs, iso: isoUtc(receiptMs) };
  if (typeof value !== 'string') return { ok: false };
  const parsed = parseZonedTime(value);
  if (parsed === undefined) return { ok: false };
  const ms = parsed > receiptMs ? receiptMs : parsed;
  return { ok: true, ms, iso: isoUtc(ms) };
}

/**
 * A `time[from]`/`time[to]` query parameter: an ISO 8601 date-time with `Z` or any offset (`+00:00`, `+02:00`,
 * `-0500`; the vendor's clients send a numeric offset), as epoch ms; undefined when it is not one.
 */
export function parseQueryTime(value: string): number | undefined {
  return parseZonedTime(value);
}

/** A `+` sent unencoded in a URL arrives as a space: `2026-01-10T10:00:00 02:00`. */
export function looksLikeUnencodedPlus(value: string): boolean {
  return /T\d{2}:\d{2}(:\d{2}(\.\d+)?)? \d{2}:?\d{2}$/.test(value);
}
