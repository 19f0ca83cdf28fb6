import { LiteButton, LiteGroup, LiteText } from './ui/lite';
import { IconRefresh } from '@tabler/icons-react';
import { DateTime } from './date-time';

interface RefreshButtonProps {
  /** The list's query: fetched again on a click; its dataUpdatedAt says when the shown rows were fetched. */
  query: { refetch: () => unknown; isFetching: boolean; dataUpdatedAt: number };
  /** Say when the shown rows were fetched (beside the button, from a small screen up). */
  withTime?: boolean;
}

/** Fetches a list again on demand: a change made elsewhere, or one the service is still applying, shows at once. */
export function RefreshButton({ query, withTime = false }: RefreshButtonProps) {
  return (
    <LiteGroup gap={6} wrap="nowrap">
      {withTime && query.dataUpdatedAt > 0 && (
        <LiteText size="xs" c="dimmed" visibleFrom="sm">
          Updated <DateTime value={query.dataUpdatedAt} />
        </LiteText>
      )}
      <LiteButton
        variant="default"
        size="compact-sm"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={() => void query.refetch()}
        loading={query.isFetching}
      >
        Refresh
      </LiteButton>
    </LiteGroup>
  );
}
