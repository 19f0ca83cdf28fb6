import { activeSortOf, cardFigures, sortValueOf } from './sort-value';

const shoe = { itemId: 'p-1', price: 35.01, salePrice: 26.34, currency: 'EUR' };
const plain = { itemId: 'p-2', price: 33.04, currency: 'EUR' };
const euro = (value: number) => value.toLocaleString(undefined, { style: 'currency', currency: 'EUR' });

describe('the value a card shows for the sort', () => {
  it('reads the sort a parameter set sends: attribute, metric or distance, else none', () => {
    expect(activeSortOf({ sortBy: ' price ', ordering: 'asc' })).toEqual({ kind: 'attribute', attribute: 'price' });
    expect(activeSortOf({ sortByMetric: 'PageVisitsPopularity' })).toEqual({
      kind: 'metric',
      attribute: 'PageVisitsPopularity',
    });
    expect(activeSortOf({ sortByGeoPoint: '52.2297, 21.0122' })).toEqual({
      kind: 'distance',
      from: { lat: 52.2297, lon: 21.0122 },
    });
    expect(activeSortOf({ sortByGeoPoint: 'Warsaw' })).toBeNull();
    expect(activeSortOf({ query: 'shoes' })).toBeNull();
  });

  it('sorted by price: the list price it was sorted by, then the sale price labelled', () => {
    const sort = { kind: 'attribute', attribute: 'price' } as const;
    expect(cardFigures(shoe, sort)).toEqual({
      sort: { label: 'price', text: euro(35.01) },
      price: euro(26.34),
      onSale: true,
      listPrice: null,
    });
    // Not on sale: the sort line is the price, shown once.
    expect(cardFigures(plain, sort)).toEqual({
      sort: { label: 'price', text: euro(33.04) },
      price: null,
      onSale: false,
      listPrice: null,
    });
  });

  it('sorted by salePrice: the sale price, then the list price; an item without one says so', () => {
    const sort = { kind: 'attribute', attribute: 'salePrice' } as const;
    expect(cardFigures(shoe, sort)).toEqual({
      sort: { label: 'salePrice', text: euro(26.34) },
      price: null,
      onSale: false,
      listPrice: euro(35.01),
    });
    expect(cardFigures(plain, sort)).toMatchObject({ sort: { label: 'salePrice', text: 'none' }, price: euro(33.04) });
  });

  it('unsorted: the price paid, "sale" and the list price; sorted by another attribute: that value first', () => {
    expect(cardFigures(shoe, null)).toEqual({ sort: null, price: euro(26.34), onSale: true, listPrice: euro(35.01) });
    expect(cardFigures({ ...shoe, rating: 4.5 }, { kind: 'attribute', attribute: 'rating' }).sort).toEqual({
      label: 'rating',
      text: (4.5).toLocaleString(),
    });
  });

  it('distance: the explanation’s metres, else the distance to the item’s location', () => {
    const from = { lat: 52.2297, lon: 21.0122 };
    const sort = { kind: 'distance', from } as const;
    const store = { itemId: 's-1', location: { lat: 52.2297, lon: 21.0222 } };
    expect(sortValueOf(store, sort)).toBeCloseTo(681, 0);
    expect(cardFigures(store, sort).sort).toEqual({ label: 'distance', text: '681 m' });
    expect(sortValueOf({ ...store, _explanation: { sortValue: 2450 } }, sort)).toBe(2450);
    expect(cardFigures({ ...store, _explanation: { sortValue: 2450 } }, sort).sort?.text).toBe(
      `${(2.5).toLocaleString()} km`,
    );
    expect(cardFigures({ itemId: 's-2' }, sort).sort).toEqual({ label: 'distance', text: 'none' });
  });

  it('an attribute left out by displayAttributes: the explanation’s sortValue', () => {
    expect(
      sortValueOf({ itemId: 'p-3', _explanation: { sortValue: 19.5 } }, { kind: 'attribute', attribute: 'price' }),
    ).toBe(19.5);
  });
});
