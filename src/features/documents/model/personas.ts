import * as z from 'zod/mini';
import { maxPersonaProfiles } from './wall-params';

/*
 * Personas (issue 36, decision 0179): named sets of up to 50 profiles, kept in this browser per workspace, that the
 * wall can show again and again. A persona is exchanged as a small JSON file: `{"version": 1, "personas": [{"name":
 * "Loyal Gdańsk", "profiles": [12, 40]}]}`. An import is refused whole, with the reason, when the version is not
 * known, a persona holds more than 50 profiles or an id is not a profile id.
 */

export const personaFileVersion = 1;
export { maxPersonaProfiles };
export const maxPersonaName = 60;

export interface Persona {
  /** The persona's id in the wall's URL (`persona=`), from its name. */
  id: string;
  name: string;
  clientIds: number[];
}

/** "Loyal Gdańsk" → "loyal-gdansk": letters and digits, the rest a dash. */
export function personaIdOf(name: string): string {
  const id = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return id || 'persona';
}

/** A persona's name, as the name field checks it. */
export const personaNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Give the persona a name'),
    z.maxLength(maxPersonaName, `At most ${maxPersonaName} characters`),
  );

const isProfileId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Profile ids typed in a field ("12, 40 77"): the ids, or the reason they are refused. */
export function parseProfileIds(text: string): { ok: true; ids: number[] } | { ok: false; message: string } {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0) return { ok: false, message: 'Enter one or more profile ids' };
  const bad = parts.find((part) => !/^\d{1,15}$/.test(part) || Number(part) <= 0);
  if (bad !== undefined) return { ok: false, message: `Profile ids are whole numbers above 0: "${bad}" is not` };
  return { ok: true, ids: [...new Set(parts.map(Number))] };
}

/** Profiles added to a persona (no repeats), or the reason they do not fit. */
export function withProfiles(
  persona: Persona,
  ids: readonly number[],
): { ok: true; persona: Persona } | { ok: false; message: string } {
  const clientIds = [...new Set([...persona.clientIds, ...ids])];
  if (clientIds.length > maxPersonaProfiles)
    return {
      ok: false,
      message: `A persona holds at most ${maxPersonaProfiles} profiles: this would make ${clientIds.length}`,
    };
  return { ok: true, persona: { ...persona, clientIds } };
}

/** The JSON file of some personas (the export). */
export function personaFile(personas: readonly Persona[]): string {
  return JSON.stringify(
    { version: personaFileVersion, personas: personas.map(({ name, clientIds }) => ({ name, profiles: clientIds })) },
    null,
    2,
  );
}

export type PersonaImport = { ok: true; personas: Persona[] } | { ok: false; message: string };

/** Reads a persona file; refused whole, with the first reason, when anything in it is wrong. */
export function readPersonaFile(text: string): PersonaImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This is not JSON: paste the file an export gave' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, message: 'This is not a persona file: it has no version' };
  const file = data as Record<string, unknown>;
  if (file.version !== personaFileVersion)
    return {
      ok: false,
      message: `Unknown version ${JSON.stringify(file.version ?? null)}: this dashboard reads version ${personaFileVersion}`,
    };
  if (!Array.isArray(file.personas) || file.personas.length === 0)
    return { ok: false, message: 'The file holds no persona' };
  const personas: Persona[] = [];
  for (const [index, entry] of file.personas.entries()) {
    const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const name = personaNameSchema.safeParse(typeof record.name === 'string' ? record.name : '');
    if (!name.success) return { ok: false, message: `Persona ${index + 1}: ${name.error.issues[0]?.message}` };
    const label = `Persona "${name.data}"`;
    if (!Array.isArray(record.profiles)) return { ok: false, message: `${label} has no list of profiles` };
    if (record.profiles.length > maxPersonaProfiles)
      return {
        ok: false,
        message: `${label} has ${record.profiles.length} profiles: at most ${maxPersonaProfiles}`,
      };
    const bad = record.profiles.find((id) => !isProfileId(id));
    if (bad !== undefined || record.profiles.length === 0)
      return {
        ok: false,
        message:
          bad === undefined
            ? `${label} has no profile`
            : `${label}: profile ids are whole numbers above 0, ${JSON.stringify(bad)} is not`,
      };
    personas.push({
      id: personaIdOf(name.data),
      name: name.data,
      clientIds: [...new Set(record.profiles as number[])],
    });
  }
  return { ok: true, personas };
}
