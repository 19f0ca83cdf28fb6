/**
 * Deterministic randomness for the seed. Nothing in the seed may call Math.random: every seeded value is a pure
 * function of SIMULATOR_SEED and the record's index, so record N can be produced without producing the ones
 * before it, and the data is identical on every start, in the browser and in Node.
 */

/** The one seed all simulator data derives from. Changing it changes every generated id, key and secret. */
export const SIMULATOR_SEED = 20_260_115;

/** mulberry32: a tiny, fast 32-bit PRNG. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a hash of the given parts, used to derive an independent PRNG stream per record and purpose. */
export function hashSeed(...parts: ReadonlyArray<string | number>): number {
  let h = 0x811c9dc5;
  const text = parts.join('\u0000');
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A PRNG stream for one purpose of one record, e.g. `rngFor('workspace', 12)`. */
export function rngFor(...parts: ReadonlyArray<string | number>): () => number {
  return mulberry32(hashSeed(SIMULATOR_SEED, ...parts));
}

export function randomBytes(rng: () => number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) bytes[i] = Math.floor(rng() * 256);
  return bytes;
}

export function randomHex(rng: () => number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += Math.floor(rng() * 16).toString(16);
  return out;
}

/** A version-4-shaped UUID built from the PRNG (deterministic, so not random in the RFC sense). */
export function randomUuid(rng: () => number): string {
  const bytes = randomBytes(rng, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function randomInt(rng: () => number, minInclusive: number, maxInclusive: number): number {
  return minInclusive + Math.floor(rng() * (maxInclusive - minInclusive + 1));
}
