import { distanceMeters } from '../../../lib/geo';
import { formatMoney } from '../../../lib/money-format';
import type { SearchItem } from '../api/schemas';
import { displayValue } from './item-fields';
import type { ParameterValues } from './parameters';

/**
 * What a result card shows when a search is sorted: the value the service sorted by, named as the request and the
 * answer's `sortedBy` name it, and the prices beside it without repeating the one the sort line already shows.
 * The service sorts `sortBy=price` by the list price, while a card used to show only the sale price: a page
 * sorted by price then read €35.01, €26.34, €33.04 (docs/decisions/0137-cards-show-the-sort-value.md).
 */

interface Point {
  lat: number;
  lon: number;
}

/** The sort a search asked for: an attribute (sortBy), a popularity metric (sortByMetric), or the distance. */
export type ActiveSort = { kind: 'attribute' | 'metric'; attribute: string } | { kind: 'distance'; from: Point };

const textOf = (value: string | readonly string[] | undefined) => (typeof value === 'string' ? value.trim() : '');

function parsePoint(text: string): Point | null {
  const parts = text.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 2 || parts.some((part) => !Number.isFinite(part))) return null;
  return { lat: parts[0]!, lon: parts[1]! };
}

/** The sort in a parameter set as sent (the service accepts at most one of the three). */
export function activeSortOf(values: ParameterValues): ActiveSort | null {
  const sortBy = textOf(values.sortBy);
  if (sortBy) return { kind: 'attribute', attribute: sortBy };
  const metric = textOf(values.sortByMetric);
  if (metric) return { kind: 'metric', attribute: metric };
  const from = parsePoint(textOf(values.sortByGeoPoint));
  return from ? { kind: 'distance', from } : null;
}

const isPoint = (value: unknown): value is Point =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Point).lat === 'number' &&
  typeof (value as Point).lon === 'number';

/**
 * The value an item was sorted by: the attribute itself, else the explanation's `sortValue` (when
 * displayAttributes left the attribute out); for a distance, the explanation's metres or the distance to the
 * item's location. Null: the item has none (the service puts such items last).
 */
export function sortValueOf(item: SearchItem, sort: ActiveSort): number | string | null {
  const explained = item._explanation?.sortValue;
  const fromExplanation = typeof explained === 'number' || typeof explained === 'string' ? explained : null;
  if (sort.kind === 'distance') {
    if (typeof fromExplanation === 'number') return fromExplanation;
    const location = Object.values(item).find(isPoint);
    return location ? distanceMeters(sort.from, location) : null;
  }
  const value = item[sort.attribute];
  return typeof value === 'number' || typeof value === 'string' ? value : fromExplanation;
}

const moneyAttributes = new Set(['price', 'salePrice']);
const currencyOf = (item: SearchItem) => (typeof item.currency === 'string' ? item.currency : null);

function distanceText(metres: number): string {
  return metres < 1000
    ? `${Math.round(metres).toLocaleString()} m`
    : `${(metres / 1000).toLocaleString(undefined, { maximumFractionDigits: 1 })} km`;
}

export interface CardFigures {
  /** The value the results are sorted by, e.g. {label: 'price', text: '€35.01'}. */
  sort: { label: string; text: string } | null;
  /** The price a customer pays (the sale price when there is one), unless the sort line shows it already. */
  price: string | null;
  /** `price` is a sale price. */
  onSale: boolean;
  /** The list price beside a sale price, unless the sort line shows it already. */
  listPrice: string | null;
}

export function cardFigures(item: SearchItem, sort: ActiveSort | null): CardFigures {
  const currency = currencyOf(item);
  const list = typeof item.price === 'number' ? item.price : null;
  const sale = typeof item.salePrice === 'number' && item.salePrice !== list ? item.salePrice : null;
  let figure: CardFigures['sort'] = null;
  if (sort) {
    const value = sortValueOf(item, sort);
    const label = sort.kind === 'distance' ? 'distance' : sort.attribute;
    const text =
      value === null
        ? 'none'
        : typeof value === 'number' && sort.kind === 'distance'
          ? distanceText(value)
          : typeof value === 'number' && moneyAttributes.has(label)
            ? formatMoney(value, currency)
            : displayValue(value);
    figure = { label, text };
  }
  const sortedBy = sort && sort.kind !== 'distance' ? sort.attribute : null;
  const paid = sale ?? list;
  // The sort line already shows the price a customer pays (sorted by price without a sale, or by salePrice).
  const paidShown = paid !== null && sortedBy !== null && moneyAttributes.has(sortedBy) && item[sortedBy] === paid;
  return {
    sort: figure,
    price: paid === null || paidShown ? null : formatMoney(paid, currency),
    onSale: sale !== null && !paidShown,
    listPrice: sale !== null && list !== null && sortedBy !== 'price' ? formatMoney(list, currency) : null,
  };
}
