import { readLocal, writeLocal } from '../../../lib/local-store';
import type { Persona } from './personas';
import { maxPersonaProfiles, personaIdSchema } from './wall-params';

/*
 * The workspace's personas in this browser's localStorage (decision 0179), as the search playground keeps its
 * saved searches: small, not secret (profile ids and a name), per workspace. Anything stored that does not read
 * as a persona is left out.
 */
const storageKey = (ws: string) => `cdp.wall.personas.${ws}`;

function isPersona(value: unknown): value is Persona {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    personaIdSchema.safeParse(record.id).success &&
    typeof record.name === 'string' &&
    Array.isArray(record.clientIds) &&
    record.clientIds.length <= maxPersonaProfiles &&
    record.clientIds.every((id) => Number.isInteger(id) && (id as number) > 0)
  );
}

const cache = new Map<string, { raw: string | null; list: Persona[] }>();

export function readPersonas(ws: string): Persona[] {
  const raw = readLocal(storageKey(ws));
  const cached = cache.get(ws);
  if (cached && cached.raw === raw) return cached.list;
  let list: Persona[];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isPersona) : [];
  } catch {
    list = [];
  }
  cache.set(ws, { raw, list });
  return list;
}

/** Saves personas, each replacing the one with its id; sorted by name. */
export function savePersonas(ws: string, personas: readonly Persona[]): void {
  const ids = new Set(personas.map((persona) => persona.id));
  const list = [...readPersonas(ws).filter((persona) => !ids.has(persona.id)), ...personas].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  writeLocal(storageKey(ws), JSON.stringify(list));
}

export function deletePersona(ws: string, id: string): void {
  writeLocal(storageKey(ws), JSON.stringify(readPersonas(ws).filter((persona) => persona.id !== id)));
}
