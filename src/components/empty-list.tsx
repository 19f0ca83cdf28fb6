import { Button, Stack, Text } from './lite/lite-ui';

interface EmptyListProps {
  message: string;
  /** Offered when filters are why the list is empty. */
  onClearFilters?: () => void;
}

/** What a list says when it has nothing to show, with the way out when filters hide everything. */
export function EmptyList({ message, onClearFilters }: EmptyListProps) {
  return (
    <Stack align="center" p="xl" gap="xs">
      <Text fw={500}>{message}</Text>
      {onClearFilters && (
        <Button variant="default" onClick={onClearFilters}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
