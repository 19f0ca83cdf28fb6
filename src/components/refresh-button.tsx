import { Button, Group, Text } from './lite/lite-ui';
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
    <Group gap={6} wrap="nowrap">
      {withTime && query.dataUpdatedAt > 0 && (
        <Text size="xs" c="dimmed" visibleFrom="sm">
          Updated <DateTime value={query.dataUpdatedAt} />
        </Text>
      )}
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={() => void query.refetch()}
        loading={query.isFetching}
      >
        Refresh
      </Button>
    </Group>
  );
}
