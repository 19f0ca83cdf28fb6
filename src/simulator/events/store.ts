/**
 * Recorded events, per workspace, append-only (the reference: events are never deleted). The profile module
 * records `client.updateData` here when a queued change is applied; the events module will add the listings,
 * transactions and the other actions. Nothing is seeded here.
 */

export interface EventClient {
  id: number;
  uuid: string | null;
  email: string | null;
  customId: string | null;
}

export interface RecordedEvent {
  /** ISO 8601, UTC. */
  time: string;
  action: string;
  label: string;
  client: EventClient;
  params: Record<string, unknown>;
}

export class EventStore {
  private readonly byWorkspace = new Map<number, { all: RecordedEvent[]; byClient: Map<number, RecordedEvent[]> }>();

  /**
   * Runs before every read. The simulator sets it to apply the profile changes that are due, so a read never
   * misses an event whose change should already have happened.
   */
  beforeRead: () => void = () => {};

  recordEvent(workspaceId: number, event: RecordedEvent): void {
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
  }
}
