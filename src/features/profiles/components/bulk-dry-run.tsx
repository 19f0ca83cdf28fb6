import { IconDownload } from '@tabler/icons-react';
import { LiteButton, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { Checkbox } from '../../../components/ui/mantine';
import { toCsv } from '../../../lib/csv';
import { downloadText } from '../../../lib/download';
import type { BulkAction, FieldValues } from '../model/bulk-action';
import { dryRunCsvRows, type DryRun } from '../model/bulk-job';

const n = (value: number) => value.toLocaleString('en');

/** "11,902 will change · 506 already so (skipped) · 0 refused": the dry run's verdict, before any detail. */
export function dryRunVerdict(dry: DryRun): string {
  return `${n(dry.willChange)} will change · ${n(dry.skipped)} already so (skipped) · ${n(dry.refused)} refused`;
}

function otherCaseSentence(action: BulkAction, count: number): string | null {
  if (count === 0 || (action.kind !== 'add-tag' && action.kind !== 'remove-tag')) return null;
  const who = `${n(count)} ${count === 1 ? 'profile has' : 'profiles have'}`;
  if (action.kind === 'add-tag')
    return action.ignoreCase
      ? `${who} "${action.tag}" in another letter case: counted as having it, and skipped.`
      : `${who} "${action.tag}" already in another letter case (other case): they would get "${action.tag}" besides it.`;
  return action.ignoreCase
    ? `${who} "${action.tag}" in another letter case: it is removed from them too.`
    : `${who} "${action.tag}" only in another letter case (other case): skipped, it stays on them.`;
}

const valuesText = (values: FieldValues | null) =>
  values
    ? Object.entries(values)
        .map(([field, value]) => `${field} ${JSON.stringify(value)}`)
        .join(', ')
    : '';

export interface BulkDryRunProps {
  action: BulkAction;
  dry: DryRun;
  /** Treat letter case as equal: the dry run is made again at once. */
  onIgnoreCase: (ignore: boolean) => void;
}

/** The dry run: the verdict, the "other case" profiles with the choice to treat case as equal, ten samples, CSV. */
export function BulkDryRun({ action, dry, onIgnoreCase }: BulkDryRunProps) {
  const otherCase = otherCaseSentence(action, dry.otherCase);
  const download = async () => {
    downloadText(`bulk-dry-run-${new Date().toISOString().slice(0, 10)}.csv`, await toCsv(dryRunCsvRows(dry)));
  };
  return (
    <LiteStack gap="xs" component="section" aria-labelledby="bulk-dry-run-verdict">
      <LiteTitle order={3} size="h5" id="bulk-dry-run-verdict">
        {dryRunVerdict(dry)}
      </LiteTitle>
      <LiteText size="sm" c="dimmed">
        Dry run: nothing has been sent. Each profile is read again right before its chunk is sent, so a profile changed
        meanwhile is decided anew.
      </LiteText>
      {otherCase && (
        <>
          <LiteText size="sm">{otherCase}</LiteText>
          {'ignoreCase' in action && (
            <Checkbox
              label="Treat letter case as equal"
              checked={action.ignoreCase}
              onChange={(event) => onIgnoreCase(event.currentTarget.checked)}
            />
          )}
        </>
      )}
      {dry.samples.length > 0 && (
        <>
          <LiteText size="sm" fw={600}>
            {dry.samples.length === 1 ? 'The change' : `${dry.samples.length} of the changes`}, before → after:
          </LiteText>
          <ul aria-label="Sample changes" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {dry.samples.map((row) => (
              <li key={row.clientId}>
                <LiteText size="sm" component="span" style={{ overflowWrap: 'anywhere' }}>
                  Profile {row.clientId}: {valuesText(row.before)} → {valuesText(row.after)}
                </LiteText>
              </li>
            ))}
          </ul>
        </>
      )}
      <LiteButton
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => void download()}
        style={{ alignSelf: 'flex-start' }}
      >
        Download the list (CSV)
      </LiteButton>
    </LiteStack>
  );
}
