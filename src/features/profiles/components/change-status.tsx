import { Alert, Loader, Group, Text } from '../../../components/lite/lite-ui';

export type ChangeStatus =
  | { state: 'idle' }
  | { state: 'queued'; fields: string[] }
  | { state: 'applied'; fields: string[] }
  | { state: 'late'; fields: string[] };

/** What happened to a change the service accepted (202) and applies a moment later. */
export function ChangeStatusNote({ status }: { status: ChangeStatus }) {
  if (status.state === 'idle') return null;
  const fields = status.fields.join(', ');
  if (status.state === 'queued') {
    return (
      <Alert color="blue" role="status" title="Change queued">
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">The service accepted the change ({fields}) and is applying it…</Text>
        </Group>
      </Alert>
    );
  }
  if (status.state === 'applied') {
    return (
      <Alert color="teal" role="status" title="Change applied">
        <Text size="sm">Saved and applied: {fields}.</Text>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" role="status" title="Still being applied">
      <Text size="sm">
        The service accepted the change ({fields}) but has not applied it yet. It will show here once it has; reload the
        page to check.
      </Text>
    </Alert>
  );
}
