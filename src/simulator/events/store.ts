/**
 * Recorded events, per workspace, append-only (the reference: events are never deleted). The profile module
 * records `client.updateData` here when a queued change is applied; transactions.ts and post-handlers.ts record the
 * API's transactions and event posts. Nothing is seeded here: the seeded history is derived by history.ts and
 * merged by the listings. A replaced (overwritten) event stays here with `params.superseded: true`.
 */

import { type RecordedEvent, type TransactionEvents } from './state';

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
