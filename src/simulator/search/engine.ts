import { create, insertMultiple, search, type AnyOrama, type Results, type AnyDocument } from '@orama/orama';
import type { SeedWorkspace } from '../seed/workspaces';
import {
  INDEX_DEFINITIONS,
  UNINDEXED_FIELDS,
  generateItems,
  indexIdOf,
  lookOf,
  type FieldKind,
  type IndexDefinition,
  type IndexName,
  type Item,
} from './catalogue';
import { renderLook } from './images';
import { VISUAL_DIMENSIONS, featuresOf } from './visual';

/**
 * The search engine: one Orama database per workspace and index, built on the first search of that index (items
 * generated, then inserted in one batch) and kept for the life of the process. The items never change, so the
 * databases are shared by every simulator instance (like the event history's caches); what changes per
 * simulator (the pagination cache) lives in the state.
 *
 * What Orama stores per item: the full-text properties (`title`, and one text property holding the searchable
 * keyword values, e.g. `brand_category_color__text`: brand is both an exact enum and searchable text), the exact
 * `enum`/`enum[]` keyword fields, numbers, booleans, the geo point, and the picture's feature vector (`visual`,
 * see visual.ts) — not the attributes in UNINDEXED_FIELDS (measured: each indexed property costs build time).
 */

export interface EngineIndex {
  ws: SeedWorkspace;
  indexId: string;
  definition: IndexDefinition;
  db: AnyOrama;
  items: readonly Item[];
  byId: ReadonlyMap<string, Item>;
  /** How long generating the items and building the database took (ms). */
  buildMs: number;
}

export const TEXT_SUFFIX = '__text';
export const VISUAL_PROPERTY = 'visual';

const cache = new Map<string, EngineIndex>();
/** Feature vectors per look (shape and colour), shared by every index. */
const features = new Map<string, number[]>();

function schemaType(kind: FieldKind): string | null {
  switch (kind) {
    case 'text':
      return 'string';
    case 'keyword':
      return 'enum';
    case 'keywords':
      return 'enum[]';
    case 'number':
    case 'date':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'geo':
      return 'geopoint';
  }
}

/** The name of the Orama property searched for a full-text field. */
export function textProperty(definition: IndexDefinition, field: string): string {
  return definition.fields[field] === 'text' && !UNINDEXED_FIELDS.has(field)
    ? field
    : `${field.replace(/\+/g, '_')}${TEXT_SUFFIX}`;
}

function engineDocument(definition: IndexDefinition, item: Item, visual: number[]): AnyDocument {
  const doc: AnyDocument = { id: item.itemId, [VISUAL_PROPERTY]: visual };
  for (const [field, kind] of Object.entries(definition.fields)) {
    if (UNINDEXED_FIELDS.has(field)) continue;
    const value = item[field];
    if (value === undefined || value === null) continue;
    doc[field] = kind === 'date' ? Date.parse(String(value)) : value;
  }
  for (const field of Object.keys(definition.searchable)) {
    const property = textProperty(definition, field);
    if (property !== field)
      doc[property] = field
        .split('+')
        .map((f) => String(item[f] ?? ''))
        .join(' ');
  }
  return doc;
}

export function engineIndex(ws: SeedWorkspace, name: IndexName): EngineIndex {
  const key = `${ws.index}/${name}`;
  const existing = cache.get(key);
  if (existing) return existing;
  const began = performance.now();
  const definition = INDEX_DEFINITIONS[name];
  const schema: Record<string, string> = { [VISUAL_PROPERTY]: `vector[${VISUAL_DIMENSIONS}]` };
  for (const [field, kind] of Object.entries(definition.fields)) {
    if (UNINDEXED_FIELDS.has(field)) continue;
    const type = schemaType(kind);
    if (type) schema[field] = type;
  }
  for (const field of Object.keys(definition.searchable)) schema[textProperty(definition, field)] = 'string';
  // Orama's type for the schema is a deep literal type; the schema here is built from the index definition.
  const db = create({ schema: schema as never, language: definition.language }) as AnyOrama;
  const items = generateItems(ws, name);
  const docs = items.map((item) => {
    const look = lookOf(name, item);
    const lookKey = `${look.shape}/${look.color.join(',')}`;
    let visual = features.get(lookKey);
    if (!visual) {
      // 64×64 is plenty for the features (they sample at most 160 points a side) and 4× cheaper to draw.
      visual = featuresOf(renderLook(look, 64));
      features.set(lookKey, visual);
    }
    return engineDocument(definition, item, visual);
  });
  // One batch: insertMultiple's batches only yield to the event loop, which a build on first use does not need.
  void insertMultiple(db, docs, docs.length);
  const index: EngineIndex = {
    ws,
    indexId: indexIdOf(ws, name),
    definition,
    db,
    items,
    byId: new Map(items.map((item) => [item.itemId, item])),
    buildMs: performance.now() - began,
  };
  cache.set(key, index);
  console.info(`[simulator] search index ${index.indexId}: ${items.length} items in ${index.buildMs.toFixed(0)} ms`);
  return index;
}

/** Orama's search, typed loosely (the schema is dynamic). Synchronous for an in-memory database. */
export function engineSearch(index: EngineIndex, params: Record<string, unknown>): Results<AnyDocument> {
  const result = search(index.db, params as never) as Results<AnyDocument> | Promise<Results<AnyDocument>>;
  if (result instanceof Promise) throw new Error('The search engine answered asynchronously');
  return result;
}
