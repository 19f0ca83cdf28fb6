import {
  LiteAlert,
  LiteButton,
  LiteGroup,
  LitePaper,
  LiteStack,
  LiteText,
  LiteTitle,
} from '../../../components/ui/lite';
import { List, Progress, Radio } from '../../../components/ui/mantine';
import { IconDownload } from '@tabler/icons-react';
import { Link } from '../../../components/router-link';
import { ErrorState } from '../../../components/error-state';
import { FileDropZone } from '../../../components/file-drop-zone';
import { downloadText } from '../../../lib/download';
import { authorities } from '../../../lib/authorities';
import { usePermission, useSession } from '../../../lib/use-session';
import { PermissionButton } from '../../../components/permission-button';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import {
  mappingProblems,
  planImport,
  rejectedRowsCsv,
  type ExistingRows,
  type ImportMapping,
  type ValidatedImport,
} from '../model/import-rows';
import type { ImportReport } from '../api/send-import';
import { useProfileImport, type ImportStep } from '../hooks/use-profile-import';
import { ImportMappingTable } from './import-mapping';
import { BackToProfiles } from './back-to-profiles';
import { RejectedRowsTable } from './rejected-rows-table';
import { appPath } from '../../../lib/app-path';

/**
 * The largest file the import reads: 10 MB is some 50,000 rows of a wide CSV, read and checked in the background
 * in seconds and sent in batches of 1,000; a bigger file belongs in the service's own bulk tools (decision 0153).
 */
const maxImportBytes = 10 * 1024 * 1024;

/** Bulk import of profiles from CSV or JSON: read and check off the main thread, map, send in chunks, report. */
export function ProfileImportPage() {
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  // The rows go to the batch operation, which needs the edit authority (the endpoint table's batchProfiles). Without
  // it the file cannot even be chosen: a checked file could never be sent, and with personal data masked the check
  // would match rows wrongly (decision 0141).
  const { allowed: canImport } = usePermission(authorities.profilesEdit);
  const {
    step,
    setStep,
    mapping,
    setMapping,
    failure,
    existing,
    setExisting,
    read,
    check,
    send,
    cancel,
    backToMapping,
  } = useProfileImport(workspaceGuid);
  return (
    <LiteStack>
      <BackToProfiles />
      <LiteTitle order={1} size="h2">
        Import profiles
      </LiteTitle>
      <LiteText size="sm" c="dimmed">
        A CSV file with a header row, or a JSON array of objects. Rows that match an existing profile (by client id,
        custom id, email or uuid) are skipped or update it, as you choose; the others create profiles. The file is read
        and checked in the background; nothing is sent before you confirm.
      </LiteText>
      {!canImport && (
        <ReadOnlyNotice missing={[authorities.profilesEdit]} title="You can view profiles, not import them">
          Choosing a file is turned off.
        </ReadOnlyNotice>
      )}
      {failure !== null && <ErrorState error={failure} title="The import stopped" />}

      {(step.name === 'choose' || step.name === 'reading') && (
        <LitePaper withBorder p="md" radius="md">
          <FileDropZone
            label="File to import"
            acceptedLabel="CSV or JSON"
            extensions={['.csv', '.json']}
            maxBytes={maxImportBytes}
            onFile={(file) => void read(file)}
            disabled={step.name === 'reading' || !canImport}
          />
          {step.name === 'reading' && (
            <LiteText size="sm" mt="sm" role="status">
              Reading the file…
            </LiteText>
          )}
        </LitePaper>
      )}

      {step.name === 'map' && (
        <MapStep
          step={step}
          mapping={mapping}
          onMappingChange={setMapping}
          onChooseAnother={() => setStep({ name: 'choose' })}
          onCheck={() => void check()}
        />
      )}

      {step.name === 'checking' && <LiteText role="status">Checking every row…</LiteText>}

      {step.name === 'matching' && (
        <LitePaper withBorder p="md" radius="md">
          <LiteStack>
            <Progress
              value={(step.progress.sent / Math.max(1, step.progress.total)) * 100}
              aria-label="Looking for existing profiles"
            />
            <LiteText size="sm" role="status">
              {step.progress.of === 'profiles'
                ? `Reading the workspace's profiles to find existing ones: ${step.progress.sent.toLocaleString()} of ${step.progress.total.toLocaleString()}`
                : `Looking for existing profiles: ${step.progress.sent.toLocaleString()} of ${step.progress.total.toLocaleString()} rows`}
            </LiteText>
            <LiteGroup justify="flex-end">
              <LiteButton variant="default" onClick={() => cancel()}>
                Cancel
              </LiteButton>
            </LiteGroup>
          </LiteStack>
        </LitePaper>
      )}

      {step.name === 'review' && (
        <ReviewStep
          validated={step.validated}
          matches={step.matches}
          existing={existing}
          onExistingChange={setExisting}
          onBack={backToMapping}
          onSend={() => void send(step.validated, step.matches)}
        />
      )}

      {step.name === 'sending' && (
        <LitePaper withBorder p="md" radius="md">
          <LiteStack>
            <Progress
              value={(step.progress.sent / Math.max(1, step.progress.total)) * 100}
              aria-label="Import progress"
              animated
            />
            <LiteText size="sm" role="status">
              Sent {step.progress.sent.toLocaleString()} of {step.progress.total.toLocaleString()} rows
            </LiteText>
            <LiteGroup justify="flex-end">
              <LiteButton variant="default" color="red" onClick={() => cancel()}>
                Cancel import
              </LiteButton>
            </LiteGroup>
          </LiteStack>
        </LitePaper>
      )}

      {step.name === 'report' && <ReportStep report={step.report} />}
    </LiteStack>
  );
}

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** "N created, M updated, K skipped, R rejected". */
function reportLine(report: ImportReport): string {
  return `${report.created.toLocaleString()} created, ${report.updated.toLocaleString()} updated, ${report.skipped.toLocaleString()} skipped, ${report.rejected.length.toLocaleString()} rejected`;
}

/**
 * The list with the imported profiles first. The listing has no filter by import, so: newest activity first
 * (a created profile's last activity is the moment it was applied), on a page big enough for them.
 */
function importedProfilesLink(report: ImportReport): string {
  const size = [10, 20, 50, 100].find((n) => n >= report.created + report.updated) ?? 100;
  return appPath(`/profiles?sort=lastActivityDate&order=desc&size=${size}`);
}

interface ReviewStepProps {
  validated: ValidatedImport;
  matches: Set<number>;
  existing: ExistingRows;
  onExistingChange: (existing: ExistingRows) => void;
  onBack: () => void;
  onSend: () => void;
}

/** What will be sent: rows that create, rows that match an existing profile (skip or update), rows with problems. */
function ReviewStep({ validated, matches, existing, onExistingChange, onBack, onSend }: ReviewStepProps) {
  const plan = planImport(validated.items, matches, existing);
  const sending = plan.create.length + plan.update.length;
  return (
    <LitePaper withBorder p="md" radius="md">
      <LiteStack>
        <LiteText role="status">
          {count(plan.create.length, 'row')} will create profiles; {count(matches.size, 'row')} match an existing
          profile; {count(validated.rejected.length, 'row')} have problems and will not be sent.
        </LiteText>
        {matches.size > 0 && (
          <Radio.Group
            label="Rows that match an existing profile"
            value={existing}
            onChange={(value) => onExistingChange(value === 'update' ? 'update' : 'skip')}
          >
            <LiteStack gap="xs" mt="xs">
              <Radio value="skip" label="Skip rows that match an existing profile" />
              <Radio value="update" label="Update existing profiles" />
            </LiteStack>
          </Radio.Group>
        )}
        <RejectedRowsTable rejected={validated.rejected} />
        <LiteGroup justify="flex-end">
          <LiteButton variant="default" onClick={onBack}>
            Back to the mapping
          </LiteButton>
          <PermissionButton permission={authorities.profilesEdit} onClick={onSend} disabled={sending === 0}>
            Import {count(sending, 'row')}
          </PermissionButton>
        </LiteGroup>
      </LiteStack>
    </LitePaper>
  );
}

interface MapStepProps {
  step: Extract<ImportStep, { name: 'map' }>;
  mapping: ImportMapping;
  onMappingChange: (mapping: ImportMapping) => void;
  onChooseAnother: () => void;
  onCheck: () => void;
}

/** Where each column of the file goes, checked before the rows are. */
function MapStep({ step, mapping, onMappingChange, onChooseAnother, onCheck }: MapStepProps) {
  const problems = mappingProblems(mapping);
  return (
    <LitePaper withBorder p="md" radius="md">
      <LiteStack>
        <LiteText>
          <strong>{step.file}</strong>: {step.total.toLocaleString()} rows, {step.columns.length} columns. Check where
          each column goes:
        </LiteText>
        <ImportMappingTable
          columns={step.columns}
          preview={step.preview}
          mapping={mapping}
          onChange={onMappingChange}
        />
        {problems.length > 0 && (
          <LiteAlert color="orange" title="Fix the mapping first">
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </LiteAlert>
        )}
        <LiteGroup justify="flex-end">
          <LiteButton variant="default" onClick={onChooseAnother}>
            Choose another file
          </LiteButton>
          <LiteButton onClick={onCheck} disabled={problems.length > 0}>
            Check the rows
          </LiteButton>
        </LiteGroup>
      </LiteStack>
    </LitePaper>
  );
}

const downloadRejected = async (report: ImportReport) => {
  const csv = await rejectedRowsCsv(report.rejected);
  downloadText('rejected-profiles.csv', csv);
};

/** What the import did, the rejected rows (and their download), and the way to the imported profiles. */
function ReportStep({ report }: { report: ImportReport }) {
  return (
    <LitePaper withBorder p="md" radius="md" aria-labelledby="import-report-title" component="section">
      <LiteStack>
        <LiteTitle order={2} size="h4" id="import-report-title">
          {report.cancelled ? 'Import cancelled' : 'Import finished'}
        </LiteTitle>
        <LiteText role="status">
          {reportLine(report)}. Accepted changes are applied by the service within a few seconds.
        </LiteText>
        <RejectedRowsTable rejected={report.rejected} />
        <LiteGroup justify="flex-end">
          {report.rejected.length > 0 && (
            <LiteButton
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void downloadRejected(report)}
            >
              Download rejected rows (CSV)
            </LiteButton>
          )}
          {report.created + report.updated > 0 && (
            <LiteButton component={Link} to={importedProfilesLink(report)}>
              Open the imported profiles
            </LiteButton>
          )}
          <LiteButton component={Link} to={appPath('/profiles')} variant="default">
            Go to profiles
          </LiteButton>
        </LiteGroup>
      </LiteStack>
    </LitePaper>
  );
}
