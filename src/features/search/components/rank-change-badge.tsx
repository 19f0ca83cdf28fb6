import { Badge } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { RankChange } from '../api/rank-changes';

/** B's rank of an item compared with A's. */
export function RankChangeBadge({ change }: { change: RankChange | undefined }) {
  if (!change) return null;
  switch (change.kind) {
    case 'same':
      return (
        <Badge size="sm" variant="light" color="gray">
          same rank
        </Badge>
      );
    case 'new':
      return (
        <Badge size="sm" variant="light" color="grape">
          not in A
        </Badge>
      );
    default:
      return (
        <Badge
          size="sm"
          variant="light"
          color={change.kind === 'up' ? 'teal' : 'red'}
          leftSection={
            change.kind === 'up' ? <IconArrowUp size={12} aria-hidden /> : <IconArrowDown size={12} aria-hidden />
          }
        >
          {change.kind === 'up' ? 'up' : 'down'} {change.by} (was {change.from})
        </Badge>
      );
  }
}
