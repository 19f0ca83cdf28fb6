import { LiteStack } from '../../../components/ui/lite';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TimelineEvent } from '../model/timeline-pages';
import { EventTime } from './event-time';
import classes from './timeline.module.css';

interface TimelineEntryProps {
  item: TimelineEvent;
  /** The id of the expanded part (unique on the page). */
  detailsId: string;
  expanded: boolean;
  onToggle: (key: string) => void;
  /** What follows the time on the one-line button (action badge, summary). */
  line: ReactNode;
  /** What the entry shows when expanded; rendered only then. */
  details: () => ReactNode;
}

/** A timeline entry: a one-line button with the time that expands to details below it. */
export function TimelineEntry({ item, detailsId, expanded, onToggle, line, details }: TimelineEntryProps) {
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
          <EventTime iso={item.event.time} />
        </span>
        {line}
      </button>
      {expanded && (
        <LiteStack gap="xs" className={classes.details} id={detailsId}>
          {details()}
        </LiteStack>
      )}
    </div>
  );
}
