import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format';

// The tests run in en-US (the person's locale is the browser's); Intl puts a no-break space after the code.
describe('formatMoney', () => {
  it('shows an amount with its currency, grouped and to the currency’s decimals', () => {
    expect(formatMoney(2141.4, 'PLN')).toBe('PLN\u00a02,141.40');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(12, 'JPY')).toBe('¥12');
  });

  it('reads a numeric string as event params carry it', () => {
    expect(formatMoney('2141.4', 'PLN')).toBe('PLN\u00a02,141.40');
  });

  it('keeps an unknown currency code after the amount, and the number alone without a currency', () => {
    expect(formatMoney(5, 'XYZW')).toBe('5.00 XYZW');
    expect(formatMoney(1234.567, null)).toBe('1,234.57');
  });

  it('shows a dash for no amount or one that is not a number', () => {
    expect(formatMoney(null, 'PLN')).toBe('—');
    expect(formatMoney(undefined, 'PLN')).toBe('—');
    expect(formatMoney('abc', 'PLN')).toBe('—');
  });
});
