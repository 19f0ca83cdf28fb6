/** The `Api-Version` header's value, on the operations whose `apiVersion` is set. */
export const API_VERSION = '4.4';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<P extends unknown[] = []> {
  method: HttpMethod;
  path: (...params: P) => string;
  source: 'reference' | 'public' | 'chosen';
  apiVersion?: boolean;
  permission?: string;
}

/** Encodes one path segment. */
export const seg = encodeURIComponent;

export function endpoint<P extends unknown[] = []>(definition: Endpoint<P>): Endpoint<P> {
  return definition;
}
