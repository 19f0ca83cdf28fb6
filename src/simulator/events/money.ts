import { ERROR_CODES, isPlainObject, type Validation } from '../http/errors';

/**
 * Money `{amount, currency}`: amount a finite number ≥ 0, currency an ISO 4217 code (three upper-case letters
 * from the runtime's ICU currency list, `Intl.supportedValuesOf('currency')`, or a built-in list without it).
 */

export interface Money {
  amount: number;
  currency: string;
}

const FALLBACK_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'PLN',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'CZK',
  'JPY',
  'CAD',
  'AUD',
  'BRL',
  'INR',
  'CNY',
  'MXN',
];

let currencies: ReadonlySet<string> | undefined;

export function isCurrencyCode(code: string): boolean {
  if (!currencies) {
    let list: string[];
    try {
      const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
      list = intl.supportedValuesOf?.('currency') ?? FALLBACK_CURRENCIES;
    } catch {
      list = FALLBACK_CURRENCIES;
    }
    currencies = new Set(list);
  }
  return /^[A-Z]{3}$/.test(code) && currencies.has(code);
}

/** Validates a present (non-undefined, non-null) money value at `field`. */
export function readMoney(v: Validation, field: string, value: unknown): Money | undefined {
  if (!isPlainObject(value)) {
    v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be an object {amount, currency}`, value);
    return undefined;
  }
  let ok = true;
  const { amount, currency } = value;
  if (amount === undefined || amount === null) {
    v.add(`${field}.amount`, ERROR_CODES.REQUIRED, `${field}.amount is required`, amount);
    ok = false;
  } else if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    v.add(`${field}.amount`, ERROR_CODES.INVALID_TYPE, `${field}.amount must be a number`, amount);
    ok = false;
  } else if (amount < 0) {
    v.add(`${field}.amount`, ERROR_CODES.OUT_OF_RANGE, `${field}.amount must be greater than or equal to zero`, amount);
    ok = false;
  }
  if (currency === undefined || currency === null || currency === '') {
    v.add(`${field}.currency`, ERROR_CODES.REQUIRED, `${field}.currency is required`, currency);
    ok = false;
  } else if (typeof currency !== 'string' || !isCurrencyCode(currency)) {
    v.add(
      `${field}.currency`,
      ERROR_CODES.INVALID_FORMAT,
      `${field}.currency must be an ISO 4217 currency code (e.g. EUR)`,
      currency,
    );
    ok = false;
  }
  return ok ? { amount: amount as number, currency: currency as string } : undefined;
}
