import { safeHttpUrl } from '../../../lib/safe-url';
import type { SearchItem } from './schemas';

/** Reading the loosely typed items of an index (products, stores, suggestions) for display. */
export const itemIdOf = (item: SearchItem): string => (item.itemId === undefined ? '' : String(item.itemId));

export function itemTitle(item: SearchItem): string {
  for (const key of ['title', 'name', 'text', 'phrase', 'suggestion']) {
    const value = item[key];
    if (typeof value === 'string' && value) return value;
  }
  return itemIdOf(item);
}

/** Only http(s) image URLs from the service are shown. */
export function itemImage(item: SearchItem): string | null {
  const value = item.imageLink ?? item.image ?? item.imageUrl;
  return typeof value === 'string' ? safeHttpUrl(value) : null;
}

/** A cell's text for any attribute value. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number')
    return Number.isInteger(value)
      ? value.toLocaleString()
      : value.toLocaleString(undefined, { maximumFractionDigits: 4 });
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  return JSON.stringify(value);
}

/** The attributes of items, in first-seen order, without the service's own `_` fields. */
export function attributesOf(items: readonly SearchItem[]): string[] {
  const seen = new Set<string>();
  for (const item of items) for (const key of Object.keys(item)) if (!key.startsWith('_')) seen.add(key);
  return [...seen];
}
