import { LiteButton, LiteGroup, LiteText } from '../../../components/ui/lite';
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
    <LiteGroup gap={6} role="group" aria-label={side ? `Parameters set in ${side.toUpperCase()}` : 'Parameters set'}>
      <LiteText size="sm" c="dimmed">
        {side ? `Set in ${side.toUpperCase()}:` : 'Set:'}
      </LiteText>
      {entries.map(([name, value]) => (
        <LiteButton
          key={name}
          size="compact-sm"
          variant="light"
          ff="monospace"
          rightSection={<IconX size={12} aria-hidden />}
          aria-label={`${name} = ${describe(value)}: remove`}
          onClick={() => onRemove(name)}
        >
          {name} = {describe(value)}
        </LiteButton>
      ))}
    </LiteGroup>
  );
}
