import { LiteAlert, LiteLoader, LiteGroup, LiteText } from '../../../components/ui/lite';

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
      <LiteAlert color="blue" role="status" title="Change queued">
        <LiteGroup gap="xs">
          <LiteLoader size="xs" aria-hidden />
          <LiteText size="sm">The service accepted the change ({fields}) and is applying it…</LiteText>
        </LiteGroup>
      </LiteAlert>
    );
  }
  if (status.state === 'applied') {
    return (
      <LiteAlert color="teal" role="status" title="Change applied">
        <LiteText size="sm">Saved and applied: {fields}.</LiteText>
      </LiteAlert>
    );
  }
  return (
    <LiteAlert color="yellow" role="status" title="Still being applied">
      <LiteText size="sm">
        The service accepted the change ({fields}) but has not applied it yet. It will show here once it has; reload the
        page to check.
      </LiteText>
    </LiteAlert>
  );
}
