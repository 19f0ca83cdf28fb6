import type { ServiceEvent } from '../api/schemas';

/**
 * The profile timeline pages through `GET /v4/events/by-client` newest first, 500 events per request: each
 * "load older" asks again with `time[to]` = the oldest time loaded so far. Bounds are inclusive, so the events
 * at that instant come again and are dropped here; if a whole page shares one instant (more than 500 events
 * in the same millisecond), the next request steps one millisecond back and the page says so (`skippedAt`), so
 * the view can tell the person instead of hiding it.
 */
export interface TimelinePage {
  events: ServiceEvent[];
  /** The `time[to]` this page was asked with (epoch ms); undefined: up to now. */
  to: number | undefined;
  /** The request's limit. */
  limit: number;
  /** Set when events at this instant could not all be listed (see above). */
  skippedAt?: number;
}

export interface TimelineEvent {
  /** Unique within the loaded timeline (stable while more pages load). */
  key: string;
  /** Epoch ms. */
  ms: number;
  event: ServiceEvent;
}

const eventMs = (event: ServiceEvent) => Date.parse(event.time);

/** What the next "load older" request asks for (`time[to]`), or undefined when the listing is exhausted. */
export function olderCursor(page: TimelinePage): number | undefined {
  if (page.events.length < page.limit) return undefined;
  const oldest = eventMs(page.events[page.events.length - 1]!);
  return oldest === page.to ? oldest - 1 : oldest;
}

/** Whether a page was cut at an instant it could not get past (see `olderCursor`). */
export function stuckAt(page: TimelinePage): number | undefined {
  if (page.events.length < page.limit) return undefined;
  const oldest = eventMs(page.events[page.events.length - 1]!);
  return oldest === page.to ? oldest : undefined;
}

/**
 * Identity of an event for de-duplication across page boundaries: its `uuid` when the service gives one (the
 * order of events at one instant may differ between two requests), else what the event says.
 */
export function eventIdentity(event: ServiceEvent): string {
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

/** The pages' events as one newest-first list without the repeats at each page boundary. */
export function mergeTimelinePages(pages: readonly TimelinePage[]): TimelineEvent[] {
  const merged: TimelineEvent[] = [];
  /** Occurrences of each identity so far (keys stay unique when two events are identical). */
  const seen = new Map<string, number>();
  for (const [index, page] of pages.entries()) {
    // Occurrences at the boundary instant already listed by the earlier pages: the repeats to drop.
    const repeats = new Map<string, number>();
    if (index > 0 && page.to !== undefined) {
      for (let i = merged.length - 1; i >= 0 && merged[i]!.ms === page.to; i -= 1) {
        const identity = eventIdentity(merged[i]!.event);
        repeats.set(identity, (repeats.get(identity) ?? 0) + 1);
      }
    }
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
      merged.push({ key: occurrence === 0 ? identity : `${identity}#${occurrence}`, ms, event });
    }
  }
  return merged;
}
