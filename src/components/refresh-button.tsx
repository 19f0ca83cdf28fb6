import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { DateTime } from './date-time';

interface RefreshButtonProps {
  onRefresh: () => void;
  refreshing: boolean;
  /** When the shown rows were fetched (a query's dataUpdatedAt; 0 when not yet). */
  updatedAt?: number;
}

/** Fetches a list again on demand: a change made elsewhere, or one the service is still applying, shows at once. */
export function RefreshButton({ onRefresh, refreshing, updatedAt }: RefreshButtonProps) {
  return (
    <Group gap={6} wrap="nowrap">
      {updatedAt !== undefined && updatedAt > 0 && (
        <Text size="xs" c="dimmed" visibleFrom="sm">
          Updated <DateTime value={updatedAt} />
        </Text>
      )}
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={onRefresh}
        loading={refreshing}
      >
        Refresh
      </Button>
    </Group>
  );
}
