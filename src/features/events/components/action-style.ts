import { formatMoney } from '../../../lib/money-format';
import type { ServiceEvent } from '../api/schemas';

/** A colour per well-known action, so the eye finds purchases and logins in a long timeline. */
const actionColors: Record<string, string> = {
  'transaction.charge': 'green',
  'product.buy': 'teal',
  'product.view': 'blue',
  'page.visit': 'gray',
  'item.search': 'violet',
  'client.addToCart': 'orange',
  'client.login': 'indigo',
  'client.register': 'indigo',
  'client.applicationStarted': 'cyan',
  'client.updateData': 'yellow',
};

export const actionColor = (action: string) => actionColors[action] ?? 'gray';

/** Actions the service is known to record (reference "Events produced", legacy posts, the simulator's history). */
export const knownActions: readonly string[] = [
  ...Object.keys(actionColors),
  'client.addToFavorites',
  'client.appearedInLocation',
].sort();

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** An amount as the app shows money: a number (or numeric string) with `currency`, or a money object. */
function money(value: unknown, currency: unknown): string {
  if (typeof value === 'object' && value !== null && 'amount' in value) {
    const { amount, currency: own } = value as { amount: unknown; currency?: unknown };
    return money(amount, own ?? currency);
  }
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  const shown = formatMoney(value, text(currency) || null);
  return shown === '—' ? '' : shown;
}

/** One line saying what happened, from the params the well-known actions carry. */
export function eventSummary(event: ServiceEvent): string {
  const p = event.params ?? {};
  switch (event.action) {
    case 'page.visit':
      return text(p.title) || text(p.url);
    case 'product.view':
      return [text(p.name) || text(p.sku), money(p.price, p.currency)].filter(Boolean).join(' · ');
    case 'item.search':
      return `“${text(p.query)}”${p.resultCount !== undefined ? ` · ${text(p.resultCount)} results` : ''}`;
    case 'client.addToCart':
    case 'product.buy':
      return `${text(p.name) || text(p.sku)}${p.quantity !== undefined ? ` × ${text(p.quantity)}` : ''}`;
    case 'client.login':
    case 'client.register':
      return text(p.source);
    case 'client.updateData':
      return Array.isArray(p.changed) ? `Changed: ${p.changed.map(text).join(', ')}` : '';
    case 'client.applicationStarted':
      return [text(p.applicationName), text(p.version)].filter(Boolean).join(' ');
    case 'transaction.charge':
      return money(p.revenue, p.currency);
    default:
      return event.label || '';
  }
}
