/**
 * Recorded events, per workspace, append-only (the reference: events are never deleted). The profile module
 * records `client.updateData` here when a queued change is applied; transactions.ts and post-handlers.ts record the
 * API's transactions and event posts. Nothing is seeded here: the seeded history is derived by history.ts and
 * merged by the listings. A replaced (overwritten) event stays here with `params.superseded: true`.
 */

import { type RecordedEvent, type TransactionEvents } from './state';

/** The store as plain data (see snapshot). */
export interface SavedEvents {
  workspaces: [number, RecordedEvent[]][];
  /** Key, index of the charge event, indexes of the product events. */
  transactions: [string, number, number[]][];
  salted: [string, number][];
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

  /** Everything recorded, as plain data; transactions and salted events point into their workspace's list by index. */
  snapshot(): SavedEvents {
    const positions = new Map<RecordedEvent, number>();
    const workspaces: SavedEvents['workspaces'] = [];
    for (const [workspaceId, { all }] of this.byWorkspace) {
      all.forEach((event, at) => positions.set(event, at));
      workspaces.push([workspaceId, all]);
    }
    const at = (event: RecordedEvent) => positions.get(event) ?? -1;
    return {
      workspaces,
      transactions: [...this.transactions].map(([key, tx]) => [key, at(tx.charge), tx.products.map(at)]),
      salted: [...this.salted].map(([key, event]) => [key, at(event)]),
    };
  }

  /** Replaces the content with a snapshot's (keys start with the workspace id, see the maps above). */
  restore(saved: SavedEvents): void {
    this.clear();
    for (const [workspaceId, events] of saved.workspaces) {
      for (const event of events) this.recordEvent(workspaceId, event);
    }
    const eventAt = (key: string, at: number) => this.byWorkspace.get(Number(key.split('/')[0]))?.all[at];
    for (const [key, chargeAt, productsAt] of saved.transactions) {
      const charge = eventAt(key, chargeAt);
      const products = productsAt.map((at) => eventAt(key, at));
      if (charge && products.every((event) => event !== undefined)) {
        this.transactions.set(key, { charge, products: products as RecordedEvent[] });
      }
    }
    for (const [key, at] of saved.salted) {
      const event = eventAt(key, at);
      if (event) this.salted.set(key, event);
    }
  }

  clear(): void {
    this.byWorkspace.clear();
    this.transactions.clear();
    this.salted.clear();
  }
}
