/**
 * A transaction's `source` and payment method in words. The service reference lists the sources
 * (`WEB_DESKTOP`, `WEB_MOBILE`, `MOBILE_APP`, `POS`, `MOBILE`, `DESKTOP`) and names only `CASH` among the payment
 * methods; a value not known here is shown as words made from the value itself ("BANK_TRANSFER" → "Bank transfer").
 */
const SOURCE_WORDS: Record<string, string> = {
  WEB_DESKTOP: 'Website, desktop',
  WEB_MOBILE: 'Website, mobile',
  MOBILE_APP: 'Mobile app',
  POS: 'In store (point of sale)',
  MOBILE: 'Mobile',
  DESKTOP: 'Desktop',
};

const PAYMENT_WORDS: Record<string, string> = {
  CASH: 'Cash',
  CARD: 'Card',
  BLIK: 'BLIK',
  PAYPAL: 'PayPal',
};

/** "BANK_TRANSFER" → "Bank transfer"; a value already in words stays as it is. */
function enumInWords(value: string): string {
  if (!/^[A-Z0-9]+(?:[_-][A-Z0-9]+)*$/.test(value)) return value;
  const words = value.toLowerCase().replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where the order was placed, in words; null when the order does not say. */
export const sourceInWords = (source: string | null): string | null =>
  source === null ? null : (SOURCE_WORDS[source.toUpperCase()] ?? enumInWords(source));

/** How the order was paid, in words; null when the order does not say. */
export const paymentInWords = (method: string | null): string | null =>
  method === null ? null : (PAYMENT_WORDS[method.toUpperCase()] ?? enumInWords(method));
