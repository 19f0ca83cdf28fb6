import { convertIndexedToRgb, decode as decodePng, encode as encodePng } from 'fast-png';
import { decode as decodeJpeg } from 'jpeg-js';
import type { Shape } from './catalogue';
import { MAX_UPLOAD_BYTES } from '../limits';

/**
 * Item images: drawn, not stored. An item's picture is its category's silhouette in its colour on white
 * (stores: a storefront in the brand's colour), rendered as RGB pixels and encoded as PNG with fast-png, the
 * white made transparent. Every item with the same look has the same picture, so pixels and PNGs are cached per
 * look (a few hundred at most).
 * Uploaded query images (visual search) are decoded here too: PNG (fast-png) or JPEG (jpeg-js).
 */

export const IMAGE_SIZE = 128;
export const BACKGROUND: readonly [number, number, number] = [255, 255, 255];

/** An RGB raster, 3 bytes per pixel, rows top to bottom. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Look {
  color: readonly [number, number, number];
  shape: Shape;
}

type Rgb = readonly [number, number, number];

const shade = (c: Rgb, f: number): Rgb => [Math.round(c[0] * f), Math.round(c[1] * f), Math.round(c[2] * f)];
const inRect = (u: number, v: number, x0: number, y0: number, x1: number, y1: number) =>
  u >= x0 && u <= x1 && v >= y0 && v <= y1;
const inCircle = (u: number, v: number, cx: number, cy: number, r: number) => (u - cx) ** 2 + (v - cy) ** 2 <= r * r;

function inPolygon(u: number, v: number, points: ReadonlyArray<readonly [number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > v !== yj > v && u < ((xj - xi) * (v - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const STAR: ReadonlyArray<readonly [number, number]> = Array.from({ length: 10 }, (_, k) => {
  const angle = -Math.PI / 2 + (k * Math.PI) / 5;
  const r = k % 2 === 0 ? 0.38 : 0.16;
  return [0.5 + r * Math.cos(angle), 0.53 + r * Math.sin(angle)] as const;
});

const DARK: Rgb = [44, 44, 48];
const LIGHT: Rgb = [226, 232, 240];

/** The colour at normalised coordinates (u, v) ∈ [0,1]², or null for the background. */
function paint(shape: Shape, c: Rgb, u: number, v: number): Rgb | null {
  switch (shape) {
    case 'shoe':
      if (inRect(u, v, 0.1, 0.7, 0.9, 0.78)) return DARK;
      if (
        inRect(u, v, 0.14, 0.28, 0.44, 0.7) ||
        (inRect(u, v, 0.14, 0.46, 0.88, 0.7) && inCircle(u, v, 0.6, 0.74, 0.33))
      )
        return c;
      return null;
    case 'shirt':
      if (inCircle(u, v, 0.5, 0.22, 0.07)) return null;
      if (inRect(u, v, 0.3, 0.22, 0.7, 0.86)) return c;
      if (
        inPolygon(u, v, [
          [0.3, 0.22],
          [0.12, 0.34],
          [0.18, 0.48],
          [0.3, 0.4],
        ])
      )
        return c;
      if (
        inPolygon(u, v, [
          [0.7, 0.22],
          [0.88, 0.34],
          [0.82, 0.48],
          [0.7, 0.4],
        ])
      )
        return c;
      return null;
    case 'bag':
      if (inRect(u, v, 0.22, 0.38, 0.78, 0.86)) return c;
      if (v < 0.38 && inCircle(u, v, 0.5, 0.38, 0.19) && !inCircle(u, v, 0.5, 0.38, 0.14)) return DARK;
      return null;
    case 'ball':
      if (!inCircle(u, v, 0.5, 0.52, 0.33)) return null;
      return Math.abs(v - 0.52) < 0.03 ? DARK : c;
    case 'tent':
      if (
        inPolygon(u, v, [
          [0.5, 0.42],
          [0.4, 0.8],
          [0.6, 0.8],
        ])
      )
        return DARK;
      if (
        inPolygon(u, v, [
          [0.5, 0.18],
          [0.1, 0.8],
          [0.9, 0.8],
        ])
      )
        return c;
      return null;
    case 'mug':
      if (inRect(u, v, 0.26, 0.28, 0.66, 0.82)) return c;
      if (u > 0.66 && inCircle(u, v, 0.66, 0.55, 0.15) && !inCircle(u, v, 0.66, 0.55, 0.09)) return c;
      return null;
    case 'device':
      if (inRect(u, v, 0.37, 0.26, 0.63, 0.5)) return LIGHT;
      if (inRect(u, v, 0.3, 0.18, 0.7, 0.82)) return c;
      return null;
    case 'book':
      if (inRect(u, v, 0.25, 0.18, 0.33, 0.82)) return shade(c, 0.7);
      if (inRect(u, v, 0.25, 0.18, 0.75, 0.82)) return c;
      return null;
    case 'star':
      return inPolygon(u, v, STAR) ? c : null;
    case 'store':
      if (inRect(u, v, 0.42, 0.6, 0.58, 0.86)) return DARK;
      if (inRect(u, v, 0.12, 0.3, 0.88, 0.42)) return Math.floor((u - 0.12) / 0.095) % 2 === 0 ? c : LIGHT;
      if (inRect(u, v, 0.16, 0.42, 0.84, 0.86)) return shade(c, 0.85);
      return null;
  }
}

const rasters = new Map<string, Raster>();
const pngs = new Map<string, Uint8Array>();

function lookKey(look: Look): string {
  return `${look.shape}/${look.color.join(',')}`;
}

/** The item's picture as pixels (cached per look). */
export function renderLook(look: Look, size = IMAGE_SIZE): Raster {
  const key = `${lookKey(look)}/${size}`;
  const cached = rasters.get(key);
  if (cached) return cached;
  const data = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const rgb = paint(look.shape, look.color, (x + 0.5) / size, (y + 0.5) / size) ?? BACKGROUND;
      const o = (y * size + x) * 3;
      data[o] = rgb[0];
      data[o + 1] = rgb[1];
      data[o + 2] = rgb[2];
    }
  }
  const raster = { width: size, height: size, data };
  rasters.set(key, raster);
  return raster;
}

/**
 * The item's picture as a PNG file (cached per look): the shape on a transparent background, as a cut-out product
 * image, so the result card's frame shows around it in either colour scheme
 * (docs/decisions/0155-product-images-in-dark-mode.md). The transparent pixels keep the white of the raster, and
 * decodeImage composites transparency on white: the file searched with gives renderLook's raster back.
 */
export function pngOfLook(look: Look): Uint8Array {
  const key = lookKey(look);
  let png = pngs.get(key);
  if (!png) {
    const raster = renderLook(look);
    const size = raster.width;
    const data = new Uint8Array(size * size * 4);
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const p = y * size + x;
        data.set(raster.data.subarray(p * 3, p * 3 + 3), p * 4);
        data[p * 4 + 3] = paint(look.shape, look.color, (x + 0.5) / size, (y + 0.5) / size) ? 255 : 0;
      }
    }
    png = encodePng({ width: size, height: size, data, channels: 4, depth: 8 });
    pngs.set(key, png);
  }
  return png;
}

export function encodeRaster(raster: Raster): Uint8Array {
  return encodePng({ width: raster.width, height: raster.height, data: raster.data, channels: 3, depth: 8 });
}

const MAX_PIXELS = 4096 * 4096;

export type DecodeResult = { ok: true; raster: Raster; format: 'png' | 'jpeg' } | { ok: false; message: string };

function isPng(bytes: Uint8Array): boolean {
  return bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
}

function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** Any PNG (grey, grey+alpha, RGB, RGBA, palette; 8 or 16 bit) or JPEG → RGB, transparency composited on white. */
export function decodeImage(bytes: Uint8Array): DecodeResult {
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, message: 'The image is larger than 10 MB' };
  try {
    if (isPng(bytes)) {
      const png = decodePng(bytes);
      if (png.width * png.height > MAX_PIXELS)
        return { ok: false, message: 'The image has more than 4096×4096 pixels' };
      let data: ArrayLike<number> = png.data;
      let channels = png.channels;
      const max = png.depth === 16 ? 65_535 : png.depth === 8 ? 255 : 2 ** png.depth - 1;
      let scale = 255 / max;
      if (png.palette) {
        data = convertIndexedToRgb(png);
        channels = png.palette[0]?.length ?? 3;
        scale = 1;
      }
      const out = new Uint8Array(png.width * png.height * 3);
      for (let p = 0; p < png.width * png.height; p += 1) {
        const at = p * channels;
        const grey = channels <= 2;
        const r = (data[at] ?? 0) * scale;
        const g = grey ? r : (data[at + 1] ?? 0) * scale;
        const b = grey ? r : (data[at + 2] ?? 0) * scale;
        const alpha = channels === 2 || channels === 4 ? ((data[at + channels - 1] ?? 0) * scale) / 255 : 1;
        out[p * 3] = Math.round(r * alpha + 255 * (1 - alpha));
        out[p * 3 + 1] = Math.round(g * alpha + 255 * (1 - alpha));
        out[p * 3 + 2] = Math.round(b * alpha + 255 * (1 - alpha));
      }
      return { ok: true, raster: { width: png.width, height: png.height, data: out }, format: 'png' };
    }
    if (isJpeg(bytes)) {
      const jpeg = decodeJpeg(bytes, {
        useTArray: true,
        formatAsRGBA: false,
        maxResolutionInMP: 17,
        maxMemoryUsageInMB: 256,
      });
      return { ok: true, raster: { width: jpeg.width, height: jpeg.height, data: jpeg.data }, format: 'jpeg' };
    }
  } catch (error) {
    return {
      ok: false,
      message: `The image could not be decoded: ${error instanceof Error ? error.message : 'unknown error'}`,
    };
  }
  return { ok: false, message: 'The image must be a PNG or JPEG file' };
}
