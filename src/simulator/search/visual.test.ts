import { encode as encodeJpeg } from 'jpeg-js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Loose } from '../testing';
import { COLORS } from './catalogue';
import { encodeRaster, renderLook, type Raster } from './images';
import { regionAround } from './visual';
import { FIRST_SEARCH_TIMEOUT_MS, createSearchTester, ids } from './test-support';

// Searches take milliseconds; the margin is for a busy machine running several test files at once.
vi.setConfig({ testTimeout: 30_000 });

const s = createSearchTester();

beforeAll(async () => {
  await s.get('products', 'query', { query: 'warm up', limit: 1 });
}, FIRST_SEARCH_TIMEOUT_MS);

function pngFile(raster: Raster, name = 'query.png'): File {
  return new File([encodeRaster(raster).slice()], name, { type: 'image/png' });
}

function form(file: File, params?: unknown): FormData {
  const data = new FormData();
  data.append('image', file);
  if (params !== undefined) data.append('params', JSON.stringify(params));
  return data;
}

/** A picture whose left half is a red shoe and right half a blue book (each drawn at full size, then halved). */
function redLeftBlueRight(): Raster {
  const left = renderLook({ color: COLORS.red!, shape: 'shoe' });
  const right = renderLook({ color: COLORS.blue!, shape: 'book' });
  const width = 256;
  const height = 128;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const source = x < 128 ? left : right;
      const o = (y * 128 + (x % 128)) * 3;
      data.set(source.data.subarray(o, o + 3), (y * width + x) * 3);
    }
  }
  return { width, height, data };
}

const items = (body: Loose): Loose[] => body.data;

describe('visual search', () => {
  it('a picture of a red shoe finds red shoes first', async () => {
    const r = await s.postForm('products', 'visual', form(pngFile(renderLook({ color: COLORS.red!, shape: 'shoe' }))));
    expect(r.status).toBe(200);
    const top = items(r.body).slice(0, 10);
    expect(top).toHaveLength(10);
    for (const item of top) expect(item).toMatchObject({ color: 'red', category: 'Shoes' });
  });

  it('colour outweighs shape: after the red shoes come other red things before shoes of other colours', async () => {
    const r = await s.postForm(
      'products',
      'visual',
      form(pngFile(renderLook({ color: COLORS.red!, shape: 'shoe' })), { limit: 500, ignoreQueryRules: true }),
    );
    const list = items(r.body);
    // About 1 in 13 products is red (≈ 770): the first 500 are all red, shoes first, then other red things.
    for (const item of list) expect(item.color).toBe('red');
    const firstOtherShape = list.findIndex((i) => i.category !== 'Shoes');
    expect(firstOtherShape).toBeGreaterThan(10);
    expect(list.slice(firstOtherShape).every((i) => i.category !== 'Shoes')).toBe(true);
  });

  it('the anchor restricts the picture to the region around it, and explain reports the region', async () => {
    const file = pngFile(redLeftBlueRight());
    const left = await s.postForm('products', 'visual/explain', form(file, { filterAnchor: '0.25,0.5', limit: 5 }));
    expect(left.status).toBe(200);
    for (const item of items(left.body)) expect(item.color).toBe('red');
    // A square of half the shorter side (64 px of 256×128), centred on the anchor.
    expect(left.body.extras.explanation.region).toEqual({ x: 0.125, y: 0.25, width: 0.25, height: 0.5 });
    const right = await s.postForm('products', 'visual/explain', form(file, { filterAnchor: '0.75,0.5', limit: 5 }));
    for (const item of items(right.body)) expect(item).toMatchObject({ color: 'blue', category: 'Books' });
    expect(right.body.extras.explanation.region).toEqual({ x: 0.625, y: 0.25, width: 0.25, height: 0.5 });
    // The region is all book cover: same colour, a fuller shape than the whole picture of a book.
    expect(items(right.body)[0]._explanation.extendedScoreFactors.cosineSimilarity).toBeGreaterThan(0.85);
  });

  it('the region is centred on the anchor and kept inside the picture', () => {
    expect(regionAround({ x: 0.5, y: 0.5 }, 100, 100)).toEqual({ x: 0.25, y: 0.25, width: 0.5, height: 0.5 });
    expect(regionAround({ x: 0, y: 1 }, 100, 100)).toEqual({ x: 0, y: 0.5, width: 0.5, height: 0.5 });
  });

  it('reads JPEG uploads and applies filters from the params part', async () => {
    const raster = renderLook({ color: COLORS.green!, shape: 'bag' });
    const rgba = new Uint8Array(raster.width * raster.height * 4);
    for (let p = 0; p < raster.width * raster.height; p += 1) {
      rgba.set(raster.data.subarray(p * 3, p * 3 + 3), p * 4);
      rgba[p * 4 + 3] = 255;
    }
    const jpeg = encodeJpeg({ width: raster.width, height: raster.height, data: rgba }, 90);
    const file = new File([new Uint8Array(jpeg.data)], 'bag.jpg', { type: 'image/jpeg' });
    const r = await s.postForm(
      'products',
      'visual',
      form(file, { filters: 'price < 100', limit: 5, ignoreQueryRules: true }),
    );
    expect(r.status).toBe(200);
    for (const item of items(r.body)) {
      expect(item).toMatchObject({ color: 'green', category: 'Bags' });
      expect(item.price).toBeLessThan(100);
    }
  });

  it('GET with the url of one of the simulator’s item images ranks that look first', async () => {
    const tent = await s.get('products', 'query', { query: 'camping tent', limit: 1 });
    const item = items(tent.body)[0];
    const r = await s.get('products', 'visual/explain', { url: item.imageLink, limit: 5, ignoreQueryRules: true });
    expect(r.status).toBe(200);
    // Every item of the same colour and category has the same picture: they all come first, equally similar.
    for (const found of items(r.body)) {
      expect(found).toMatchObject({ color: item.color, category: item.category });
      expect(found._explanation.extendedScoreFactors.cosineSimilarity).toBeCloseTo(1, 3);
    }
    const sameLook = await s.get('products', 'query', {
      query: '',
      filters: `color = "${item.color}" AND category = "${item.category}"`,
      limit: 1,
    });
    const all = await s.get('products', 'visual', {
      url: item.imageLink,
      limit: sameLook.body.meta.totalCount,
      ignoreQueryRules: true,
    });
    expect(ids(all.body)).toContain(item.itemId);
  });

  it('refuses other urls, missing images, non-images and a bad anchor', async () => {
    const other = await s.get('products', 'visual', { url: 'https://example.com/shoe.png' });
    expect(other.status).toBe(400);
    expect(other.body.errors[0]).toMatchObject({ field: 'url' });
    const missingUrl = await s.get('products', 'visual', {});
    expect(missingUrl.body.errors[0]).toMatchObject({ field: 'url', message: expect.stringContaining('required') });
    const noImage = new FormData();
    noImage.append('params', '{}');
    const missing = await s.postForm('products', 'visual', noImage);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ field: 'image' });
    const text = await s.postForm('products', 'visual', form(new File(['hello'], 'a.txt', { type: 'text/plain' })));
    expect(text.status).toBe(400);
    expect(text.body.errors[0]).toMatchObject({ field: 'image', message: 'The image must be a PNG or JPEG file' });
    const anchor = await s.postForm(
      'products',
      'visual',
      form(pngFile(renderLook({ color: COLORS.red!, shape: 'shoe' })), { filterAnchor: '1.5,0.2' }),
    );
    expect(anchor.status).toBe(400);
    expect(anchor.body.errors[0]).toMatchObject({ field: 'filterAnchor' });
  });

  it('keeps visual results for paging by correlation id', async () => {
    const file = pngFile(renderLook({ color: COLORS.navy!, shape: 'shirt' }));
    const page1 = await s.postForm('products', 'visual', form(file, { limit: 4 }));
    const page2 = await s.postForm(
      'products',
      'visual',
      form(file, { limit: 4, page: 2, correlationId: page1.body.extras.correlationId }),
    );
    const both = await s.postForm(
      'products',
      'visual',
      form(file, { limit: 8, correlationId: page1.body.extras.correlationId }),
    );
    expect([...ids(page1.body), ...ids(page2.body)]).toEqual(ids(both.body));
  });
});
