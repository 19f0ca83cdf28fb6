import { LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { List } from '../../../components/ui/mantine';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { partLabels, type DocumentPart } from '../model/editor-form';

export type SaveOutcome =
  { state: 'nothing' } | { state: 'done'; ran: DocumentPart[]; failed: { part: DocumentPart; message: string }[] };

/**
 * After a save: which operations ran, and which (if any) the service refused. Shown inside the sticky save bar
 * (in its status region), where the person who pressed Save is looking.
 */
export function SaveResult({ outcome }: { outcome: SaveOutcome | null }) {
  if (!outcome) return null;
  if (outcome.state === 'nothing')
    return (
      <LiteGroup gap={6} wrap="nowrap">
        <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0 }} />
        <LiteText size="sm">Nothing changed: nothing was sent.</LiteText>
      </LiteGroup>
    );
  const { ran, failed } = outcome;
  const saved = ran.length > 0 && (
    <LiteText size="sm">Saved: {ran.map((part) => partLabels[part]).join(', ')}.</LiteText>
  );
  if (failed.length === 0)
    return (
      <LiteGroup gap={6} wrap="nowrap" fw={500}>
        <IconCheck size={16} aria-hidden color="var(--mantine-color-teal-filled)" style={{ flexShrink: 0 }} />
        {saved}
      </LiteGroup>
    );
  return (
    <LiteStack gap={2}>
      <LiteGroup gap={6} wrap="nowrap">
        <IconX size={16} aria-hidden color="var(--mantine-color-error)" style={{ flexShrink: 0 }} />
        <LiteText size="sm" fw={600} c="var(--mantine-color-error)">
          Saved in part
        </LiteText>
      </LiteGroup>
      {saved}
      <LiteText size="sm">Not saved (your changes are still in the form):</LiteText>
      <List size="sm">
        {failed.map(({ part, message }) => (
          <List.Item key={part}>
            {partLabels[part]}: {message}
          </List.Item>
        ))}
      </List>
    </LiteStack>
  );
}
