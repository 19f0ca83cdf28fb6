import { LiteButton, LiteStack, LiteText } from './ui/lite';

interface EmptyListProps {
  message: string;
  /** Offered when filters are why the list is empty. */
  onClearFilters?: () => void;
}

/** What a list says when it has nothing to show, with the way out when filters hide everything. */
export function EmptyList({ message, onClearFilters }: EmptyListProps) {
  return (
    <LiteStack align="center" p="xl" gap="xs">
      <LiteText fw={500}>{message}</LiteText>
      {onClearFilters && (
        <LiteButton variant="default" onClick={onClearFilters}>
          Clear filters
        </LiteButton>
      )}
    </LiteStack>
  );
}
