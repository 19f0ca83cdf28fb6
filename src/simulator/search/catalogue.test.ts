import { describe, expect, it } from 'vitest';
import { historyOf } from '../events/history';
import { seededClientId } from '../seed';
import { workspace } from '../testing';
import {
  CATEGORIES,
  COLORS,
  INDEX_DEFINITIONS,
  PRODUCT_COUNT,
  STORE_COUNT,
  generateItems,
  indexIdOf,
} from './catalogue';
import { decode as decodePng } from 'fast-png';
import { decodeImage, pngOfLook, renderLook } from './images';

const northwind = workspace(0);
const products = generateItems(northwind, 'products');

describe('catalogue', () => {
  it('has at least 10,000 products with every contract field, the same on every run', () => {
    expect(products).toHaveLength(PRODUCT_COUNT);
    expect(PRODUCT_COUNT).toBeGreaterThanOrEqual(10_000);
    for (const field of [
      'itemId',
      'sku',
      'title',
      'description',
      'brand',
      'category',
      'categories',
      'price',
      'currency',
      'color',
      'sizes',
      'rating',
      'reviewsCount',
      'stock',
      'inStock',
      'PageVisitsPopularity',
      'TransactionsPopularity',
      'imageLink',
      'link',
      'createdAt',
    ]) {
      expect(products[500]).toHaveProperty(field);
    }
    expect(products.some((p) => p.salePrice !== undefined)).toBe(true);
    expect(products.some((p) => p.salePrice === undefined)).toBe(true);
    for (const p of products.slice(0, 200)) {
      expect(p.inStock).toBe((p.stock as number) > 0);
      expect(p.rating as number).toBeGreaterThanOrEqual(0);
      expect(p.rating as number).toBeLessThanOrEqual(5);
      expect(Object.keys(COLORS)).toContain(p.color);
      expect(Object.keys(CATEGORIES)).toContain(p.category);
    }
    expect(generateItems(northwind, 'products')[777]).toEqual(products[777]);
    expect(new Set(products.map((p) => p.itemId)).size).toBe(PRODUCT_COUNT);
  });

  it('contains every sku the seeded event history buys', () => {
    const bought = new Set<string>();
    for (const i of [0, 1, 2]) {
      for (const e of historyOf(northwind, seededClientId(northwind, i)))
        if (e.action === 'product.buy') bought.add(String(e.params.sku));
    }
    expect(bought.size).toBeGreaterThan(10);
    const skus = new Set(products.map((p) => p.sku));
    for (const sku of bought) expect(skus.has(sku)).toBe(true);
  });

  it('has a few hundred stores with geo points, and different items per workspace', () => {
    const stores = generateItems(northwind, 'stores');
    expect(stores).toHaveLength(STORE_COUNT);
    for (const store of stores) {
      expect(store.location).toEqual({ lat: expect.any(Number), lon: expect.any(Number) });
      expect(store).toHaveProperty('openNow');
    }
    expect(generateItems(workspace(1), 'products')[100]).not.toEqual(products[100]);
    expect(indexIdOf(workspace(1), 'products')).not.toBe(indexIdOf(northwind, 'products'));
  });

  it('every field the definitions name is typed, and facetable/sortable attributes exist', () => {
    for (const definition of Object.values(INDEX_DEFINITIONS)) {
      for (const name of [
        ...definition.facetable,
        ...definition.sortable,
        ...definition.metrics,
        ...definition.dynamicFacets,
      ]) {
        expect(definition.fields).toHaveProperty(name);
      }
    }
  });

  it('draws item images as 128×128 PNGs in the item colour', () => {
    const decoded = decodeImage(pngOfLook({ color: COLORS.red!, shape: 'shoe' }));
    if (!decoded.ok) throw new Error(decoded.message);
    expect(decoded.raster.width).toBe(128);
    const centre = (64 * 128 + 64) * 3;
    expect([...decoded.raster.data.slice(centre, centre + 3)]).toEqual([...COLORS.red!]);
    expect([...decoded.raster.data.slice(0, 3)]).toEqual([255, 255, 255]);
  });

  it('draws the shape on a transparent background, so a dark card is not white around it', () => {
    const look = { color: COLORS.red!, shape: 'shoe' } as const;
    const png = decodePng(pngOfLook(look));
    expect(png.channels).toBe(4);
    const alpha = (x: number, y: number) => png.data[(y * 128 + x) * 4 + 3];
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(64, 64)).toBe(255);
    // Searching with the item's own image still gives the picture the index was built from.
    const decoded = decodeImage(pngOfLook(look));
    if (!decoded.ok) throw new Error(decoded.message);
    expect([...decoded.raster.data]).toEqual([...renderLook(look).data]);
  });
});
