import type { HttpHandler } from 'msw';
import type { SimContext } from '../context';
import { listingHandlers } from './listing';
import { eventPostHandlers } from './posts';
import { transactionHandlers } from './transactions';

/** Every event and transaction operation (see listing.ts, posts.ts, transactions.ts). */
export function eventHandlers(ctx: SimContext): HttpHandler[] {
  return [...transactionHandlers(ctx), ...eventPostHandlers(ctx), ...listingHandlers(ctx)];
}
