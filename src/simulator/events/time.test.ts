import { looksLikeUnencodedPlus, parseQueryTime, parseZonedTime, resolveEventTime } from './time';

const RECEIPT = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('Event time rules', () => {
  it('reads a time carrying Z as UTC', () => {
    expect(resolveEventTime('2026-01-10T08:30:00Z', RECEIPT)).toEqual({
      ok: true,
      ms: Date.UTC(2026, 0, 10, 8, 30),
      iso: '2026-01-10T08:30:00.000Z',
    });
  });

  it('subtracts an offset ahead of UTC', () => {
    expect(resolveEventTime('2026-01-10T10:30:00+02:00', RECEIPT)).toMatchObject({ iso: '2026-01-10T08:30:00.000Z' });
  });

  it('adds an offset behind UTC', () => {
    expect(resolveEventTime('2026-01-10T03:30:00-0500', RECEIPT)).toMatchObject({ iso: '2026-01-10T08:30:00.000Z' });
  });

  it('stores UTC ISO 8601 with Z and milliseconds', () => {
    expect(resolveEventTime('2026-01-10T08:30:00.5Z', RECEIPT)).toMatchObject({ iso: '2026-01-10T08:30:00.500Z' });
  });

  it('uses the receipt time when the time is omitted', () => {
    expect(resolveEventTime(undefined, RECEIPT)).toMatchObject({ ok: true, iso: '2026-01-15T09:00:00.000Z' });
  });

  it('stores the receipt time instead of a future time', () => {
    expect(resolveEventTime('2027-01-01T00:00:00Z', RECEIPT)).toMatchObject({
      ok: true,
      iso: '2026-01-15T09:00:00.000Z',
    });
  });

  it('refuses malformed times: no zone, not a real date, not a string', () => {
    expect(resolveEventTime('2026-01-10T08:30:00', RECEIPT)).toEqual({ ok: false });
    expect(resolveEventTime('2026-02-30T08:30:00Z', RECEIPT)).toEqual({ ok: false });
    expect(resolveEventTime('yesterday', RECEIPT)).toEqual({ ok: false });
    expect(resolveEventTime(1_700_000_000_000, RECEIPT)).toEqual({ ok: false });
    expect(parseZonedTime('2026-01-10T25:00:00Z')).toBeUndefined();
  });

  it('reads query times with Z or any offset, converted to UTC', () => {
    expect(parseQueryTime('2026-01-10T08:30:00Z')).toBe(Date.UTC(2026, 0, 10, 8, 30));
    expect(parseQueryTime('2026-01-10T08:30:00+00:00')).toBe(Date.UTC(2026, 0, 10, 8, 30));
    expect(parseQueryTime('2026-01-10T10:30:00+02:00')).toBe(Date.UTC(2026, 0, 10, 8, 30));
    expect(parseQueryTime('2026-01-10T03:30:00.000-05:00')).toBe(Date.UTC(2026, 0, 10, 8, 30));
    expect(parseQueryTime('2026-01-10')).toBeUndefined();
    expect(parseQueryTime('2026-01-10T08:30:00')).toBeUndefined();
  });

  it('recognises a + that arrived as a space (not percent-encoded)', () => {
    expect(looksLikeUnencodedPlus('2026-01-10T10:30:00 02:00')).toBe(true);
    expect(looksLikeUnencodedPlus('2026-01-10T10:30:00+02:00')).toBe(false);
    expect(looksLikeUnencodedPlus('yesterday')).toBe(false);
  });
});
