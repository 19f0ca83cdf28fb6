import { Alert, List, Text } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { partLabels, type DocumentPart } from '../api/editor-form';

export type SaveOutcome =
  { state: 'nothing' } | { state: 'done'; ran: DocumentPart[]; failed: { part: DocumentPart; message: string }[] };

/** After a save: which operations ran, and which (if any) the service refused. */
export function SaveResult({ outcome }: { outcome: SaveOutcome | null }) {
  if (!outcome) return null;
  if (outcome.state === 'nothing')
    return (
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} role="status">
        Nothing changed: nothing was sent.
      </Alert>
    );
  const { ran, failed } = outcome;
  return (
    <Alert
      color={failed.length ? 'red' : 'teal'}
      icon={failed.length ? <IconX aria-hidden /> : <IconCheck aria-hidden />}
      title={failed.length ? 'Saved in part' : 'Saved'}
      role="status"
    >
      {ran.length > 0 && <Text size="sm">Saved: {ran.map((part) => partLabels[part]).join(', ')}.</Text>}
      {failed.length > 0 && (
        <>
          <Text size="sm">Not saved (your changes are still in the form):</Text>
          <List size="sm">
            {failed.map(({ part, message }) => (
              <List.Item key={part}>
                {partLabels[part]}: {message}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
