import * as z from 'zod/mini';
import {
  defaultProfileListParams,
  listParamsFromSearch,
  searchFromListParams,
  type ProfileListParams,
} from '../../profiles';

/*
 * The audience wall's choices, as they stand in its URL (a copied link reproduces the same wall): which sample,
 * its seed and size, the profile list's own filters (Filtered) and how the tiles are laid out. Defaults are left out of the URL; anything that does not parse falls back to the default.
 */
export const wallSampleKinds = ['random', 'filtered', 'balanced', 'personas'] as const;
export type WallSampleKind = (typeof wallSampleKinds)[number];
/** The sizes offered; any size from 1 to `maxWallSize` is accepted. */
export const wallSizes = [12, 24, 48, 96] as const;
export const maxWallSize = 200;
/** The most profiles a persona holds (model/personas.ts). */
export const maxPersonaProfiles = 50;
export const wallLayouts = ['tiles', 'rendering'] as const;
export type WallLayout = (typeof wallLayouts)[number];

export interface WallParams {
  kind: WallSampleKind;
  /** The Random and Balanced samples' seed. */
  seed: number;
  size: number;
  /** The Personas sample's persona (its id, model/personas.ts). */
  persona: string | null;
  /** The profile list's filters (only the Filtered sample uses them). */
  filters: Pick<ProfileListParams, 'anonymous' | 'filters'>;
  /** Tiles one by one, or grouped by rendering. */
  layout: WallLayout;
}

export const defaultWallParams: WallParams = {
  kind: 'random',
  seed: 1,
  size: 24,
  persona: null,
  filters: { anonymous: 'all', filters: {} },
  layout: 'tiles',
};

const integerText = z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number));
const seedSchema = z.pipe(integerText, z.number().check(z.gte(0)));
/** A size from 1 to 200: the field refuses anything else with this rule's message. */
export const wallSizeSchema = z
  .number()
  .check(
    z.int('Enter a whole number'),
    z.gte(1, 'At least 1 profile'),
    z.lte(maxWallSize, `At most ${maxWallSize} profiles`),
  );
const sizeText = z.pipe(integerText, wallSizeSchema);
const kindSchema = z.enum(wallSampleKinds);
/** A persona's id as the URL carries it (model/personas.ts makes it from the name). */
export const personaIdSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(40));
const personaSchema = z.nullable(personaIdSchema);
const layoutSchema = z.enum(wallLayouts);

const read = <T>(schema: z.ZodMiniType<T>, value: string | null, fallback: T): T => {
  if (value === null) return fallback;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

export function wallParamsFromSearch(search: URLSearchParams): WallParams {
  const list = listParamsFromSearch(search);
  return {
    kind: read(kindSchema, search.get('sample'), defaultWallParams.kind),
    seed: read(seedSchema, search.get('seed'), defaultWallParams.seed),
    size: read(sizeText, search.get('size'), defaultWallParams.size),
    persona: read(personaSchema, search.get('persona'), defaultWallParams.persona),
    filters: { anonymous: list.anonymous, filters: list.filters },
    layout: read(layoutSchema, search.get('layout'), defaultWallParams.layout),
  };
}

/** The sample kinds a seed decides. */
export const seeded = (kind: WallSampleKind) => kind === 'random' || kind === 'balanced';

/** The URL query of a wall; defaults and the choices the sample kind does not use are left out. */
export function searchFromWallParams(params: WallParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.kind !== defaultWallParams.kind) search.set('sample', params.kind);
  if (seeded(params.kind) && params.seed !== defaultWallParams.seed) search.set('seed', String(params.seed));
  // A persona's size is its own: the size field does not apply.
  if (params.kind !== 'personas' && params.size !== defaultWallParams.size) search.set('size', String(params.size));
  if (params.kind === 'personas' && params.persona) search.set('persona', params.persona);
  if (params.kind === 'filtered') {
    const filters = searchFromListParams({ ...defaultProfileListParams, ...params.filters });
    for (const [key, value] of filters) search.set(key, value);
  }
  if (params.layout !== defaultWallParams.layout) search.set('layout', params.layout);
  return search;
}
