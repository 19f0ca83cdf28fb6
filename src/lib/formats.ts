/**
 * Formats the service reference defines, checked the same way by the dashboard's forms and by the simulator
 * that answers them (like the country list in countries.ts).
 */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}

/** An ISO 8601 calendar date (YYYY-MM-DD) naming a day that exists (no 2023-02-29, no 2024-13-01). */
export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
