import type { Raster } from './images';

/**
 * Visual similarity from pixels. A picture becomes a feature vector (VISUAL_DIMENSIONS numbers) that the engine
 * stores per item (Orama `vector[…]`) and compares by cosine similarity:
 * - colour: a 4×4×4 RGB histogram of the foreground pixels (everything not near-white), square-rooted
 *   (Hellinger) and normalised, weight 0.85 — so a red shoe finds red things first;
 * - shape: the share of foreground in each cell of a 4×4 grid, normalised, weight 0.45 — among equally red
 *   things, shoe-shaped ones come first;
 * - a constant, so that a blank picture still has a direction.
 * Large pictures are sampled on a grid of at most 160×160 points.
 */

export const VISUAL_DIMENSIONS = 64 + 16 + 1;
const COLOR_WEIGHT = 0.85;
const SHAPE_WEIGHT = 0.45;
const CONSTANT = 0.05;
const MAX_SAMPLES_PER_SIDE = 160;
/** A pixel brighter than this on every channel counts as background. */
const BACKGROUND_LEVEL = 244;

/** A rectangle of the picture in normalised units ((0,0) top-left, 1 = full width or height). */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const FULL_REGION: Region = { x: 0, y: 0, width: 1, height: 1 };

/**
 * The region used for an anchor: a square of half the picture's shorter side, centred on the anchor and moved
 * inside the picture when it would stick out.
 */
export function regionAround(anchor: { x: number; y: number }, width: number, height: number): Region {
  const side = Math.min(width, height) / 2;
  const left = Math.min(Math.max(anchor.x * width - side / 2, 0), width - side);
  const top = Math.min(Math.max(anchor.y * height - side / 2, 0), height - side);
  return { x: left / width, y: top / height, width: side / width, height: side / height };
}

function normalise(values: number[], weight: number): number[] {
  const norm = Math.sqrt(values.reduce((s, v) => s + v * v, 0));
  return norm === 0 ? values.map(() => 0) : values.map((v) => (v / norm) * weight);
}

/** The feature vector of a picture, or of a region of it. */
export function featuresOf(raster: Raster, region: Region = FULL_REGION): number[] {
  const x0 = Math.floor(region.x * raster.width);
  const y0 = Math.floor(region.y * raster.height);
  const w = Math.max(1, Math.round(region.width * raster.width));
  const h = Math.max(1, Math.round(region.height * raster.height));
  const stepsX = Math.min(w, MAX_SAMPLES_PER_SIDE);
  const stepsY = Math.min(h, MAX_SAMPLES_PER_SIDE);
  const histogram = new Array<number>(64).fill(0);
  const grid = new Array<number>(16).fill(0);
  let foreground = 0;
  for (let sy = 0; sy < stepsY; sy += 1) {
    const y = Math.min(raster.height - 1, y0 + Math.floor(((sy + 0.5) * h) / stepsY));
    for (let sx = 0; sx < stepsX; sx += 1) {
      const x = Math.min(raster.width - 1, x0 + Math.floor(((sx + 0.5) * w) / stepsX));
      const o = (y * raster.width + x) * 3;
      const r = raster.data[o] ?? 255;
      const g = raster.data[o + 1] ?? 255;
      const b = raster.data[o + 2] ?? 255;
      if (r > BACKGROUND_LEVEL && g > BACKGROUND_LEVEL && b > BACKGROUND_LEVEL) continue;
      foreground += 1;
      histogram[(r >> 6) * 16 + (g >> 6) * 4 + (b >> 6)]! += 1;
      grid[Math.min(3, Math.floor((sy * 4) / stepsY)) * 4 + Math.min(3, Math.floor((sx * 4) / stepsX))]! += 1;
    }
  }
  const total = Math.max(1, foreground);
  const colour = normalise(
    histogram.map((c) => Math.sqrt(c / total)),
    COLOR_WEIGHT,
  );
  const shape = normalise(
    grid.map((c) => (c * 16) / (stepsX * stepsY)),
    SHAPE_WEIGHT,
  );
  return [...colour, ...shape, CONSTANT];
}
