import { EventStore } from './store';
import { type RecordedEvent } from './state';

function event(clientId: number, time: string): RecordedEvent {
  return {
    time,
    action: 'client.updateData',
    label: '',
    client: { id: clientId, uuid: null, email: null, customId: null },
    params: { eventCreateTime: Date.parse(time), changed: [] },
  };
}

describe('Event store', () => {
  it('keeps events per workspace and per client, in recording order', () => {
    const store = new EventStore();
    store.recordEvent(1200, event(1, '2026-01-01T00:00:00.000Z'));
    store.recordEvent(1200, event(2, '2026-01-01T00:00:01.000Z'));
    store.recordEvent(1200, event(1, '2026-01-01T00:00:02.000Z'));
    store.recordEvent(1207, event(1, '2026-01-01T00:00:03.000Z'));
    expect(store.eventsOf(1200, 1).map((e) => e.time)).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:02.000Z',
    ]);
    expect(store.eventsOf(1207, 1)).toHaveLength(1);
    expect(store.eventsOf(1200, 3)).toEqual([]);
    expect(store.eventsOfWorkspace(1200)).toHaveLength(3);
  });

  it('runs its beforeRead hook before every read, and clear() empties it', () => {
    const store = new EventStore();
    let reads = 0;
    store.beforeRead = () => {
      reads += 1;
    };
    store.recordEvent(1200, event(1, '2026-01-01T00:00:00.000Z'));
    store.eventsOf(1200, 1);
    store.eventsOfWorkspace(1200);
    expect(reads).toBe(2);
    store.clear();
    expect(store.eventsOf(1200, 1)).toEqual([]);
  });

  it('seeds no events', async () => {
    const { createSimulator } = await import('../index');
    expect(createSimulator().state.events.eventsOfWorkspace(1200)).toEqual([]);
  });
});
