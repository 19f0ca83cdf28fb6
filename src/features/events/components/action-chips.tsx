import { Button, Chip, Group } from '@mantine/core';

interface ActionChipsProps {
  counts: Array<{ action: string; count: number }>;
  selected: string[];
  onChange: (actions: string[]) => void;
}

/** One chip per action in the loaded events, with its count; chosen chips filter the timeline. */
export function ActionChips({ counts, selected, onChange }: ActionChipsProps) {
  // A chosen action with no loaded events still shows (count 0), so it can be unchosen.
  const missing = selected
    .filter((action) => !counts.some((c) => c.action === action))
    .map((action) => ({ action, count: 0 }));
  return (
    <Group gap="xs" role="group" aria-label="Filter by action">
      <Chip.Group multiple value={selected} onChange={onChange}>
        {[...counts, ...missing].map(({ action, count }) => (
          <Chip key={action} value={action} size="sm" variant="outline">
            {action} · {count.toLocaleString()}
          </Chip>
        ))}
      </Chip.Group>
      {selected.length > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange([])}>
          Show all actions
        </Button>
      )}
    </Group>
  );
}
