/** Documents operations under `/schema-service/v2`; contract in ../README.md "Documents". */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../context';
import { generateHandlers } from './generate-handlers';
import { listingHandlers } from './listing-handlers';
import { mutationHandlers } from './mutation-handlers';

export function documentHandlers(ctx: SimContext): HttpHandler[] {
  // Generate first: `/documents/by-id/{id}/generate` must not be read as a slug.
  return [...generateHandlers(ctx), ...mutationHandlers(ctx), ...listingHandlers(ctx)];
}
