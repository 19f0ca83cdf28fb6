/** What the events service records: event and transaction shapes (the store keeps them, store.ts). */

export interface EventClient {
  id: number;
  uuid: string | null;
  email: string | null;
  customId: string | null;
}

export interface RecordedEvent {
  /**
   * The event's id, as the vendor's listing items carry it. Seeded events get a deterministic one (history.ts);
   * recordEvent gives every other event a random one when it is stored, so it is the same on every read.
   */
  uuid?: string;
  /** ISO 8601, UTC. */
  time: string;
  action: string;
  label: string;
  client: EventClient;
  params: Record<string, unknown>;
}

/** Events of one transaction (its charge and product events), by workspace id, orderId and eventSalt. */
export interface TransactionEvents {
  charge: RecordedEvent;
  products: RecordedEvent[];
}

/** A replaced transaction's events stay in the store with this param set to true; listings leave them out. */
export const SUPERSEDED_PARAM = 'superseded';

export function isCurrent(event: RecordedEvent): boolean {
  return event.params[SUPERSEDED_PARAM] !== true;
}
