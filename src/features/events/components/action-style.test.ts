import { describe, expect, it } from 'vitest';
import type { ServiceEvent } from '../api/schemas';
import { eventSummary } from './action-style';

const event = (action: string, params: Record<string, unknown>) => ({ action, params }) as unknown as ServiceEvent;

// The tests run in en-US: money as the app's one formatter shows it (src/lib/money-format.ts).
describe('eventSummary', () => {
  it('shows a charge’s revenue as money, not as a bare number and code', () => {
    expect(eventSummary(event('transaction.charge', { revenue: 2141.4, currency: 'PLN' }))).toBe('PLN\u00a02,141.40');
  });

  it('shows a product’s price as money, a number or a money object', () => {
    expect(eventSummary(event('product.view', { name: 'Kettle', price: 89.9, currency: 'EUR' }))).toBe(
      'Kettle · €89.90',
    );
    expect(eventSummary(event('product.view', { name: 'Kettle', price: { amount: 89.9, currency: 'EUR' } }))).toBe(
      'Kettle · €89.90',
    );
    expect(eventSummary(event('product.view', { name: 'Kettle' }))).toBe('Kettle');
  });
});
