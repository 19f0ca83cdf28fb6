/**
 * Deterministic randomness for the seed. Nothing in the seed may call Math.random: every seeded value is a pure
 * function of SIMULATOR_SEED and the record's index, so record N can be produced without producing the ones
 * before it, and the data is identical on every start, in the browser and in Node.
 */
import { mulberry32 } from '../../lib/seeded-random';

/** The one seed all simulator data derives from. Changing it changes every generated id, key and secret. */
export const SIMULATOR_SEED = 20_260_115;

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

/**
 * `rngFor(...parts, index)` for many indexes: the hash of the common parts is computed once (FNV-1a runs left to
 * right, so it resumes after them). Same streams as rngFor, for generators that make thousands of records.
 */
export function rngForIndex(...parts: ReadonlyArray<string | number>): (index: number) => () => number {
  let prefix = 0x811c9dc5;
  const text = `${[SIMULATOR_SEED, ...parts].join('\u0000')}\u0000`;
  for (let i = 0; i < text.length; i += 1) {
    prefix ^= text.charCodeAt(i);
    prefix = Math.imul(prefix, 0x01000193);
  }
  return (index) => {
    let h = prefix;
    const digits = String(index);
    for (let i = 0; i < digits.length; i += 1) {
      h ^= digits.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    return mulberry32(h >>> 0);
  };
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

const HEX_BYTES = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/**
 * A version-4-shaped UUID built from the PRNG (deterministic, so not random in the RFC sense): sixteen bytes of
 * `floor(rng() × 256)`, with the version and variant bits set. Joined from an array rather than concatenated:
 * the seed calls it for every generated profile, and a concatenated string stays a chain of pieces in memory.
 */
export function randomUuid(rng: () => number): string {
  const parts: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    let byte = Math.floor(rng() * 256);
    if (i === 6) byte = (byte & 0x0f) | 0x40;
    else if (i === 8) byte = (byte & 0x3f) | 0x80;
    if (i === 4 || i === 6 || i === 8 || i === 10) parts.push('-');
    parts.push(HEX_BYTES[byte] ?? '00');
  }
  return parts.join('');
}

export function randomInt(rng: () => number, minInclusive: number, maxInclusive: number): number {
  return minInclusive + Math.floor(rng() * (maxInclusive - minInclusive + 1));
}
