/** "€1,234.50" in the person's locale; an unknown currency code is shown as "1,234.50 XYZ". */
export function formatMoney(amount: number | null, currency: string | null): string {
  if (amount === null) return '—';
  if (!currency) return amount.toLocaleString(undefined, { maximumFractionDigits: 2 });
  const format = currencyFormat(currency);
  return format
    ? format.format(amount)
    : `${amount.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}

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
