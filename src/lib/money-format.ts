/**
 * The one way the app shows an amount of money: `Intl.NumberFormat` with the currency, in the person's locale (the
 * app's rule for every number and date: the browser's locale, `undefined` below), so "PLN 2,141.40" in English and
 * "2 141,40 zł" in Polish, never "2141.4 PLN". Event params carry amounts as numbers or numeric strings.
 */

/** "PLN 2,141.40"; an unknown currency code "2,141.40 XYZ"; no currency, the number alone; no amount, "—". */
export function formatMoney(amount: number | string | null | undefined, currency: string | null | undefined): string {
  const value = toAmount(amount);
  if (value === null) return '—';
  if (!currency) return plainAmount.format(value);
  const format = currencyFormat(currency);
  return format ? format.format(value) : `${fixedAmount.format(value)} ${currency}`;
}

/** A finite number from a number or a numeric string (as event params carry them), or null. */
function toAmount(amount: number | string | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? value : null;
}

const plainAmount = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const fixedAmount = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Creating a NumberFormat costs far more than using one: one per currency, kept (null: not a currency code).
const formats = new Map<string, Intl.NumberFormat | null>();

function currencyFormat(currency: string): Intl.NumberFormat | null {
  let format = formats.get(currency);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    } catch {
      format = null;
    }
    formats.set(currency, format);
  }
  return format;
}
