/**
 * Recorded events, per workspace, append-only (the reference: events are never deleted). The profile module
 * records `client.updateData` here when a queued change is applied; transactions.ts and post-handlers.ts record the
 * API's transactions and event posts. Nothing is seeded here: the seeded history is derived by history.ts and
 * merged by the listings. A replaced (overwritten) event stays here with `params.superseded: true`.
 */

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

export class EventStore {
  /** Transactions recorded through the API, by `${workspaceId}/${orderId}/${eventSalt}` (orderId+eventSalt overwrite). */
  readonly transactions = new Map<string, TransactionEvents>();
  /** Events posted with an eventSalt, by `${workspaceId}/${clientId}/${action}/${eventSalt}` (salt overwrite). */
  readonly salted = new Map<string, RecordedEvent>();

  private readonly byWorkspace = new Map<number, { all: RecordedEvent[]; byClient: Map<number, RecordedEvent[]> }>();

  /**
   * Runs before every read. The simulator sets it to apply the profile changes that are due, so a read never
   * misses an event whose change should already have happened.
   */
  beforeRead: () => void = () => {};

  recordEvent(workspaceId: number, event: RecordedEvent): void {
    event.uuid ??= globalThis.crypto.randomUUID();
    let workspace = this.byWorkspace.get(workspaceId);
    if (!workspace) {
      workspace = { all: [], byClient: new Map() };
      this.byWorkspace.set(workspaceId, workspace);
    }
    workspace.all.push(event);
    const ofClient = workspace.byClient.get(event.client.id);
    if (ofClient) ofClient.push(event);
    else workspace.byClient.set(event.client.id, [event]);
  }

  /** The client's events in the order they were recorded. */
  eventsOf(workspaceId: number, clientId: number): readonly RecordedEvent[] {
    this.beforeRead();
    return this.byWorkspace.get(workspaceId)?.byClient.get(clientId) ?? [];
  }

  /** Every event of the workspace in the order they were recorded. */
  eventsOfWorkspace(workspaceId: number): readonly RecordedEvent[] {
    this.beforeRead();
    return this.byWorkspace.get(workspaceId)?.all ?? [];
  }

  clear(): void {
    this.byWorkspace.clear();
    this.transactions.clear();
    this.salted.clear();
  }
}
