import { session } from './api';

/**
 * Every page inside a workspace lives under `/w/<workspace guid>/…`, so a copied link carries its workspace
 * (docs/decisions/0055-workspace-in-the-url.md). Pages outside any workspace (`/sign-in`, `/workspaces`) have
 * no prefix.
 */
const prefix = /^\/w\/([^/?#]+)(?=[/?#]|$)/i;

/** The workspace guid a path names (lower case), or null for a path outside the workspace scheme. */
export function workspaceOfPath(path: string): string | null {
  const match = prefix.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return null;
  }
}

/** The in-workspace part of a path: `/w/<guid>/profiles/3?x=1` → `/profiles/3?x=1` (an unprefixed path as is). */
export function pathInWorkspace(path: string): string {
  const rest = path.replace(prefix, '');
  if (rest === path) return path;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * An in-app path of a page inside `workspaceGuid` (the session's workspace unless given):
 * `appPath('/profiles/12')` → `/w/<guid>/profiles/12`. A path that already names a workspace is moved into
 * this one. Without any workspace the path stays unprefixed; the router sends it to the workspace chooser.
 */
export function appPath(path: string, workspaceGuid: string | null = session.get()?.workspace?.guid ?? null): string {
  const rest = pathInWorkspace(path.startsWith('/') ? path : `/${path}`);
  if (!workspaceGuid) return rest;
  const base = `/w/${encodeURIComponent(workspaceGuid)}`;
  // The overview is the workspace's root: `/w/<guid>`, with its query if any.
  return rest === '/' || rest.startsWith('/?') || rest.startsWith('/#') ? `${base}${rest.slice(1)}` : `${base}${rest}`;
}
