import { LiteText } from '../../../components/ui/lite';
import { memo } from 'react';
import type { TimelineEvent } from '../model/timeline-pages';
import { ActionBadge } from './action-badge';
import { eventSummary } from './action-style';
import { EventParamsView } from './event-params-view';
import { utcText } from './event-time';
import { TimelineEntry } from './timeline-entry';
import classes from './timeline.module.css';

interface TimelineEventRowProps {
  item: TimelineEvent;
  expanded: boolean;
  onToggle: (key: string) => void;
}

/**
 * One event: time, action, what happened; expands to its params. Memoised, and plain markup when collapsed:
 * while the list scrolls only the rows coming into view render.
 */
export const TimelineEventRow = memo(function TimelineEventRow({ item, expanded, onToggle }: TimelineEventRowProps) {
  const { event } = item;
  return (
    <TimelineEntry
      item={item}
      detailsId={`event-${item.key}`}
      expanded={expanded}
      onToggle={onToggle}
      line={
        <>
          <ActionBadge action={event.action} />
          <span className={classes.summary}>{eventSummary(event)}</span>
        </>
      }
      details={() => (
        <>
          <LiteText size="xs" c="dimmed">
            {utcText(event.time)}
            {event.label ? ` · label: ${event.label}` : ''}
          </LiteText>
          <EventParamsView params={event.params} />
        </>
      )}
    />
  );
});
