import type { ServiceEvent } from '../api/schemas';

/**
 * What paging and de-duplicating an event reads: the timeline's events (ServiceEvent) and the activity count's
 * lighter ones (CountedEvent) both have it.
 */
export type IdentifiedEvent = Pick<ServiceEvent, 'uuid' | 'time' | 'action'> & {
  client?: { id?: number | null } | null;
  params?: { eventCreateTime?: unknown; orderId?: unknown; sku?: unknown } | null;
};

/**
 * The profile timeline pages through `GET /v4/events/by-client` newest first, 500 events per request: each
 * "load older" asks again with `time[to]` = the oldest time loaded so far. Bounds are inclusive, so the events
 * at that instant come again and are dropped here; if a whole page shares one instant (more than 500 events
 * in the same millisecond), the next request steps one millisecond back and the page says so (`skippedAt`), so
 * the view can tell the person instead of hiding it.
 */
export interface TimelinePage<E extends IdentifiedEvent = ServiceEvent> {
  events: E[];
  /** The `time[to]` this page was asked with (epoch ms); undefined: up to now. */
  to: number | undefined;
  /** The request's limit. */
  limit: number;
  /** Set when events at this instant could not all be listed (see above). */
  skippedAt?: number;
}

export interface TimelineEvent<E extends IdentifiedEvent = ServiceEvent> {
  /** Unique within the loaded timeline (stable while more pages load). */
  key: string;
  /** Epoch ms. */
  ms: number;
  event: E;
}

const eventMs = (event: IdentifiedEvent) => Date.parse(event.time);

/** What the next "load older" request asks for (`time[to]`), or undefined when the listing is exhausted. */
export function olderCursor(page: TimelinePage<IdentifiedEvent>): number | undefined {
  if (page.events.length < page.limit) return undefined;
  const oldest = eventMs(page.events[page.events.length - 1]!);
  return oldest === page.to ? oldest - 1 : oldest;
}

/** Whether a page was cut at an instant it could not get past (see `olderCursor`). */
export function stuckAt(page: TimelinePage<IdentifiedEvent>): number | undefined {
  if (page.events.length < page.limit) return undefined;
  const oldest = eventMs(page.events[page.events.length - 1]!);
  return oldest === page.to ? oldest : undefined;
}

/**
 * Identity of an event for de-duplication across page boundaries: its `uuid` when the service gives one (the
 * order of events at one instant may differ between two requests), else what the event says.
 */
export function eventIdentity(event: IdentifiedEvent): string {
  if (event.uuid) return `uuid:${event.uuid}`;
  const params = event.params ?? {};
  return [
    event.time,
    event.action,
    event.client?.id ?? '',
    params.eventCreateTime ?? '',
    params.orderId ?? '',
    params.sku ?? '',
  ].join('|');
}

/**
 * Merges pages one at a time, in order (newest first): each call gives the page's events without the repeats at
 * its boundary with the pages before it. The activity count merges its pages as they arrive, so that no single
 * task handles the whole range.
 */
export function timelineMerger<E extends IdentifiedEvent>(): (page: TimelinePage<E>) => TimelineEvent<E>[] {
  /** Occurrences of each identity so far (keys stay unique when two events are identical). */
  const seen = new Map<string, number>();
  /** The events at the oldest instant merged so far, where the next page's repeats would be. */
  let oldestRun: TimelineEvent<E>[] = [];
  let first = true;
  return (page) => {
    // Occurrences at the boundary instant already listed by the earlier pages: the repeats to drop.
    const repeats = new Map<string, number>();
    if (!first && page.to !== undefined && oldestRun[0]?.ms === page.to) {
      for (const listed of oldestRun) {
        const identity = eventIdentity(listed.event);
        repeats.set(identity, (repeats.get(identity) ?? 0) + 1);
      }
    }
    first = false;
    const added: TimelineEvent<E>[] = [];
    for (const event of page.events) {
      const ms = eventMs(event);
      const identity = eventIdentity(event);
      const pending = repeats.get(identity) ?? 0;
      if (ms === page.to && pending > 0) {
        repeats.set(identity, pending - 1);
        continue;
      }
      const occurrence = seen.get(identity) ?? 0;
      seen.set(identity, occurrence + 1);
      const merged = { key: occurrence === 0 ? identity : `${identity}#${occurrence}`, ms, event };
      added.push(merged);
      if (oldestRun[0]?.ms === ms) oldestRun.push(merged);
      else oldestRun = [merged];
    }
    return added;
  };
}

/** The pages' events as one newest-first list without the repeats at each page boundary. */
export function mergeTimelinePages<E extends IdentifiedEvent>(pages: readonly TimelinePage<E>[]): TimelineEvent<E>[] {
  const merge = timelineMerger<E>();
  return pages.flatMap((page) => merge(page));
}
