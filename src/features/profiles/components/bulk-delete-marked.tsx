import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { PermissionButton } from '../../../components/permission-button';
import { TextField } from '../../../components/ui/plain';
import { LiteAlert, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { authorities } from '../../../lib/authorities';
import { formatAbsolute } from '../../../lib/date-format';
import { markedIds, readMark } from '../model/bulk-delete';
import type { JournalRecord } from '../model/bulk-journal';

/**
 * The second step of a deletion (issue 37): after the hold, the count typed, ROLE_CLIENT_DELETE, a backup CSV
 * downloaded before the first DELETE, and profiles unmarked meanwhile kept (model/bulk-delete.ts).
 */
export function DeleteMarked({ record }: { record: JournalRecord }) {
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<{ field: 'count' | 'hold'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const count = markedIds(record.job).length;
  const mark = record.job.action.kind === 'mark-deletion' ? readMark(record.job.action.jobId) : null;
  const holdEndsAt = mark?.holdEndsAt ?? 0;
  // The form opens by itself when the hold ends while the page is open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= holdEndsAt) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(holdEndsAt - now, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [holdEndsAt, now]);
  const holdOver = now >= holdEndsAt;
  const headingId = `delete-${record.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      // The deletion's code loads on its first use (bulk-jobs-page.tsx): a failed download deleted nothing either.
      const { deleteMarkedProfiles } = await import('../api/bulk-jobs');
      const result = await deleteMarkedProfiles(client, record, typed);
      if (!result.ok) setProblem(result);
    } catch {
      // Only the re-read and the backup can throw (each DELETE's answer is counted): nothing was deleted yet.
      setProblem({
        field: 'hold',
        message:
          'Nothing was deleted: the profiles could not be read again, or the backup could not be written. Try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={headingId} noValidate>
      <LiteStack gap="xs">
        <LiteTitle order={3} size="h5" id={headingId}>
          Delete {count.toLocaleString('en')} marked {count === 1 ? 'profile' : 'profiles'}
        </LiteTitle>
        <LiteText size="sm">
          {holdOver
            ? 'The hold has passed.'
            : `On hold until ${formatAbsolute(holdEndsAt)}: every admin sees the mark until then and can remove it.`}{' '}
          Profiles whose mark was removed meanwhile are kept. A backup CSV of the others downloads before anything is
          deleted.
        </LiteText>
        <LiteText size="sm" fw={600}>
          A backup can re-create these records, but not their ids or their event history: those are gone for good.
        </LiteText>
        <TextField
          label={`Type ${count.toLocaleString('en')} to confirm`}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={problem?.field === 'count' ? problem.message : undefined}
          disabled={!holdOver || busy}
        />
        {problem?.field === 'hold' && (
          <LiteAlert color="red" variant="light" role="alert" title="Not deleted">
            {problem.message}
          </LiteAlert>
        )}
        <div>
          <PermissionButton
            permission={authorities.profilesDelete}
            type="submit"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={busy}
            disabled={!holdOver || busy}
          >
            Delete {count.toLocaleString('en')} marked {count === 1 ? 'profile' : 'profiles'}
          </PermissionButton>
        </div>
      </LiteStack>
    </form>
  );
}
