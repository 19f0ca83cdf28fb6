import { Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { memo } from 'react';
import type { TimelineEvent } from '../model/timeline-pages';
import { ActionBadge } from './action-badge';
import { eventSummary } from './action-style';
import { EventParamsView } from './event-params-view';
import { EventTime, utcText } from './event-time';
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
  const detailsId = `event-${item.key}`;
  return (
    <div className={classes.entry}>
      <button
        type="button"
        className={classes.entryButton}
        onClick={() => onToggle(item.key)}
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId : undefined}
      >
        {expanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
        <span className={classes.time}>
          <EventTime iso={event.time} />
        </span>
        <ActionBadge action={event.action} />
        <span className={classes.summary}>{eventSummary(event)}</span>
      </button>
      {expanded && (
        <Stack gap="xs" className={classes.details} id={detailsId}>
          <Text size="xs" c="dimmed">
            {utcText(event.time)}
            {event.label ? ` · label: ${event.label}` : ''}
          </Text>
          <EventParamsView params={event.params} />
        </Stack>
      )}
    </div>
  );
});
