import { paymentInWords, sourceInWords } from './purchase-words';

describe('a purchase in words', () => {
  it('names every source the service reference lists', () => {
    expect(
      ['WEB_DESKTOP', 'WEB_MOBILE', 'MOBILE_APP', 'POS', 'MOBILE', 'DESKTOP'].map((source) => sourceInWords(source)),
    ).toEqual(['Website, desktop', 'Website, mobile', 'Mobile app', 'In store (point of sale)', 'Mobile', 'Desktop']);
  });

  it('names the payment methods, and makes words of one it does not know', () => {
    expect(['CASH', 'CARD', 'BLIK', 'PAYPAL'].map((method) => paymentInWords(method))).toEqual([
      'Cash',
      'Card',
      'BLIK',
      'PayPal',
    ]);
    expect(paymentInWords('BANK_TRANSFER')).toBe('Bank transfer');
    expect(sourceInWords('KIOSK')).toBe('Kiosk');
  });

  it('leaves a value already in words, and an absent one, as they are', () => {
    expect(paymentInWords('Gift card')).toBe('Gift card');
    expect(paymentInWords(null)).toBeNull();
    expect(sourceInWords(null)).toBeNull();
  });
});
