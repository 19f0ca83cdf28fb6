/** Lookups of the search indices: by id or name, by id alone (ids carry their workspace), by image path. */
import { workspaceAt, type SeedWorkspace } from '../seed/workspaces';
import { INDEX_NAMES, indexIdOf, type IndexName, type Item } from './catalogue';
import { engineIndex, type EngineIndex } from './engine';

/** An index of the workspace by its id or, for convenience, its name (`/indices/products/query`). */
export function findIndex(ws: SeedWorkspace, idOrName: string): EngineIndex | undefined {
  const name = INDEX_NAMES.find((n) => n === idOrName || indexIdOf(ws, n) === idOrName);
  return name ? engineIndex(ws, name) : undefined;
}

/** Index ids carry their workspace: `ws{index}-{name}-{hash}`. */
export function indexById(indexId: string): { ws: SeedWorkspace; name: IndexName } | undefined {
  const m = /^ws(\d+)-(.+)-[0-9a-f]{8}$/.exec(indexId);
  if (!m) return undefined;
  const ws = workspaceAt(Number(m[1]));
  const name = INDEX_NAMES.find((n) => n === m[2]);
  if (!ws || !name || indexIdOf(ws, name) !== indexId) return undefined;
  return { ws, name };
}

const IMAGE_PATH = /\/search\/v2\/images\/([^/]+)\/([^/]+)\.png$/;

/** The item whose image path this is (`/search/v2/images/{indexId}/{itemId}.png`). */
export function indexByImagePath(path: string): { index: EngineIndex; item: Item } | undefined {
  const m = IMAGE_PATH.exec(path);
  if (!m) return undefined;
  let indexId: string;
  let itemId: string;
  try {
    indexId = decodeURIComponent(m[1]!);
    itemId = decodeURIComponent(m[2]!);
  } catch {
    return undefined;
  }
  const found = indexById(indexId);
  if (!found) return undefined;
  const index = engineIndex(found.ws, found.name);
  const item = index.byId.get(itemId);
  return item ? { index, item } : undefined;
}
