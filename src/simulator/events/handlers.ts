import type { HttpHandler } from 'msw';
import type { SimContext } from '../context';
import { listingHandlers } from './listing-handlers';
import { eventPostHandlers } from './post-handlers';
import { transactionHandlers } from './transaction-handlers';

/** Every event and transaction operation (see listing-handlers.ts, post-handlers.ts, transaction-handlers.ts). */
export function eventHandlers(ctx: SimContext): HttpHandler[] {
  return [...transactionHandlers(ctx), ...eventPostHandlers(ctx), ...listingHandlers(ctx)];
}
