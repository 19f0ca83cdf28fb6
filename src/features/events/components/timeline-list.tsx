import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { TimelineRow } from '../model/timeline-rows';
import { TimelineEventRow } from './timeline-event-row';
import { TimelinePurchaseRow } from './timeline-purchase-row';
import classes from './timeline.module.css';

interface TimelineListProps {
  rows: TimelineRow[];
  openKey: string | undefined;
  onToggle: (key: string) => void;
}

/** Heights in px, as timeline.module.css sets them. */
const DAY_HEADER_HEIGHT = 33;
const ROW_HEIGHT = 38;

/** The last day-header index at or before `index` (day indexes ascending). */
function dayHeaderAt(dayIndexes: readonly number[], index: number): number {
  let low = 0;
  let high = dayIndexes.length - 1;
  let found = dayIndexes[0] ?? 0;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (dayIndexes[mid]! <= index) {
      found = dayIndexes[mid]!;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/**
 * The timeline, virtualised: only the rows in view are in the DOM, so 10,000 loaded events scroll like 50. The
 * header of the day at the top stays visible (sticky) while its events scroll under it.
 */
export function TimelineList({ rows, openKey, onToggle }: TimelineListProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const dayIndexes = useMemo(() => rows.flatMap((row, index) => (row.kind === 'day' ? [index] : [])), [rows]);
  const activeDayRef = useRef(0);
  const rangeExtractor = useCallback(
    (range: Range) => {
      activeDayRef.current = dayHeaderAt(dayIndexes, range.startIndex);
      return [...new Set([activeDayRef.current, ...defaultRangeExtractor(range)])].sort((a, b) => a - b);
    },
    [dayIndexes],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself on scroll
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewportRef.current,
    // Exact for collapsed rows and day headers (fixed heights in the CSS); only an expanded row is measured.
    estimateSize: (index) => (rows[index]?.kind === 'day' ? DAY_HEADER_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 12,
    rangeExtractor,
    // The viewport's height (timeline.module.css): the first render draws the rows it will show, in the transition
    // it arrives in, rather than none and then all of them in one synchronous render once the viewport is measured.
    initialRect: { width: 0, height: Math.min(window.innerHeight * 0.7, 760) },
  });

  // Sizes go back to the fixed ones when the expanded row changes (a collapsed row must not keep its old height).
  useEffect(() => {
    virtualizer.measure();
  }, [openKey, virtualizer]);

  // A link with an expanded event opens scrolled to it (once, when it is loaded).
  const scrolledTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!openKey || scrolledTo.current === openKey) return;
    const index = rows.findIndex((row) => row.kind !== 'day' && row.key === openKey);
    if (index < 0) return;
    scrolledTo.current = openKey;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [openKey, rows, virtualizer]);

  return (
    <div ref={viewportRef} className={classes.viewport} role="region" aria-label="Events, newest first" tabIndex={0}>
      <div style={{ height: virtualizer.getTotalSize(), width: '100%', position: 'relative' }}>
        {virtualizer.getVirtualItems().map((virtualRow) => {
          const row = rows[virtualRow.index]!;
          const sticky = row.kind === 'day' && activeDayRef.current === virtualRow.index;
          const measured = row.kind !== 'day' && openKey === row.key;
          return (
            <div
              key={virtualRow.key}
              data-index={virtualRow.index}
              ref={measured ? virtualizer.measureElement : undefined}
              style={
                sticky
                  ? { position: 'sticky', top: 0, zIndex: 2 }
                  : {
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width: '100%',
                      transform: `translateY(${virtualRow.start}px)`,
                    }
              }
            >
              {row.kind === 'day' && (
                <div className={classes.dayHeader} role="heading" aria-level={2}>
                  <span>{row.label}</span>
                  <span className={classes.dayCount}>
                    {row.count} {row.count === 1 ? 'entry' : 'entries'}
                  </span>
                </div>
              )}
              {row.kind === 'event' && (
                <TimelineEventRow item={row.item} expanded={openKey === row.key} onToggle={onToggle} />
              )}
              {row.kind === 'purchase' && (
                <TimelinePurchaseRow
                  item={row.item}
                  products={row.products}
                  expanded={openKey === row.key}
                  onToggle={onToggle}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
