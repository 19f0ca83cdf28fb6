import { Badge } from '../../../components/ui/mantine';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { RankChange } from '../model/rank-changes';

/**
 * B's rank of an item against A's, for movers only: "new" (not on A's page), "↑2" or "↓2" with A's rank. An item at
 * the same rank in both gets no badge, so the badges point at what changed.
 */
export function RankChangeBadge({ change }: { change: RankChange | undefined }) {
  if (!change || change.kind === 'same') return null;
  if (change.kind === 'new')
    return (
      <Badge size="sm" variant="light" color="grape" data-testid="rank-change">
        new<VisuallyHidden>: not on A&apos;s page</VisuallyHidden>
      </Badge>
    );
  const up = change.kind === 'up';
  return (
    <Badge size="sm" variant="light" color={up ? 'teal' : 'red'} data-testid="rank-change">
      <span aria-hidden>
        {up ? '↑' : '↓'}
        {change.by}
      </span>
      <VisuallyHidden>
        {up ? 'up' : 'down'} {change.by}
      </VisuallyHidden>{' '}
      (was {change.from})
    </Badge>
  );
}
