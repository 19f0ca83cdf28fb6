import { Button, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ParameterValues } from '../model/parameters';

/** Shown in place (query, filter, image) or by the pager: not repeated as chips. */
const shownElsewhere = new Set(['query', 'filters', 'url', 'filterAnchor', 'page', 'correlationId', 'searchId']);

/** The parameters set that the panel holds (the count on its button, the chips). */
export const panelEntries = (values: ParameterValues) =>
  Object.entries(values).filter(([name]) => !shownElsewhere.has(name));

const describe = (value: string | readonly string[]) => (typeof value === 'string' ? value : value.join(', '));

/**
 * The parameters set, while the panel is closed: one chip each, whose press leaves the parameter out. The panel
 * (the "Parameters" button) edits them.
 */
export function SetParameterChips({
  values,
  side,
  onRemove,
}: {
  values: ParameterValues;
  /** Compare mode: the side the chips belong to. */
  side: 'a' | 'b' | null;
  onRemove: (name: string) => void;
}) {
  const entries = panelEntries(values);
  if (entries.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label={side ? `Parameters set in ${side.toUpperCase()}` : 'Parameters set'}>
      <Text size="sm" c="dimmed">
        {side ? `Set in ${side.toUpperCase()}:` : 'Set:'}
      </Text>
      {entries.map(([name, value]) => (
        <Button
          key={name}
          size="compact-sm"
          variant="light"
          ff="monospace"
          rightSection={<IconX size={12} aria-hidden />}
          aria-label={`${name} = ${describe(value)}: remove`}
          onClick={() => onRemove(name)}
        >
          {name} = {describe(value)}
        </Button>
      ))}
    </Group>
  );
}
