import { Alert, Button, FileInput, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { downloadText } from '../../../lib/download';
import { useSession } from '../../../lib/use-session';
import {
  cellsOfItem,
  guessMapping,
  mappingProblems,
  rejectedRowsCsv,
  type ImportMapping,
  type ImportRow,
  type ValidatedImport,
} from '../model/import-rows';
import type { ImportWorkerRequest, ImportWorkerResponse } from '../model/import-worker';
import type { ImportProgress, ImportReport } from '../api/send-import';
import { useImportProfiles } from '../api/use-import-profiles';
import { ImportMappingTable } from './import-mapping';
import { BackToProfiles } from './back-to-profiles';
import { RejectedRowsTable } from './rejected-rows-table';
import { appPath } from '../../../lib/app-path';

type Step =
  | { name: 'choose' }
  | { name: 'reading' }
  | { name: 'map'; columns: string[]; preview: ImportRow[]; total: number }
  | { name: 'checking' }
  | { name: 'review'; validated: ValidatedImport }
  | { name: 'sending'; progress: ImportProgress }
  | { name: 'report'; report: ImportReport };

/** Bulk import of profiles from CSV or JSON: read and check off the main thread, map, send in chunks, report. */
export function ProfileImportPage() {
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const importProfiles = useImportProfiles(workspaceGuid);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [failure, setFailure] = useState<unknown>(null);
  const worker = useRef<Worker | null>(null);
  // The cells of the rows the check refused (the worker keeps the others), for the rejected-rows download.
  const rejectedCells = useRef<Map<number, ImportRow>>(new Map());
  const controller = useRef<AbortController | null>(null);
  const mapStep = useRef<Extract<Step, { name: 'map' }> | null>(null);

  useEffect(() => () => worker.current?.terminate(), []);

  const ask = (request: ImportWorkerRequest) =>
    new Promise<ImportWorkerResponse>((resolve) => {
      worker.current ??= new Worker(new URL('../model/import-worker.ts', import.meta.url), { type: 'module' });
      worker.current.onmessage = (event: MessageEvent<ImportWorkerResponse>) => resolve(event.data);
      worker.current.postMessage(request);
    });

  const read = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    setStep({ name: 'reading' });
    const answer = await ask({ type: 'parse', file });
    if (answer.type === 'error') {
      setFailure(new Error(answer.message));
      return setStep({ name: 'choose' });
    }
    if (answer.type !== 'parsed') return;
    if (answer.total === 0) {
      setFailure(new Error('The file has no rows.'));
      return setStep({ name: 'choose' });
    }
    const next = { name: 'map' as const, columns: answer.columns, preview: answer.preview, total: answer.total };
    mapStep.current = next;
    setMapping(guessMapping(answer.columns));
    setStep(next);
  };

  const check = async () => {
    setStep({ name: 'checking' });
    const answer = await ask({ type: 'validate', mapping });
    if (answer.type !== 'validated')
      return setFailure(new Error(answer.type === 'error' ? answer.message : 'The rows could not be checked.'));
    rejectedCells.current = new Map(answer.result.rejected.map((entry) => [entry.row, entry.values]));
    setStep({ name: 'review', validated: answer.result });
  };

  const send = async (validated: ValidatedImport) => {
    controller.current = new AbortController();
    setFailure(null);
    setStep({ name: 'sending', progress: { sent: 0, total: validated.items.length } });
    try {
      const report = await importProfiles.mutateAsync({
        validated,
        rowsOf: (row) =>
          rejectedCells.current.get(row) ?? cellsOfItem(validated.items.find((entry) => entry.row === row)?.item ?? {}),
        onProgress: (progress) => setStep({ name: 'sending', progress }),
        signal: controller.current.signal,
      });
      setStep({ name: 'report', report });
    } catch (error) {
      setFailure(error);
      setStep({ name: 'review', validated });
    }
  };

  const downloadRejected = async (report: ImportReport) => {
    const csv = await rejectedRowsCsv(report.rejected);
    downloadText('rejected-profiles.csv', csv);
  };

  const problems = step.name === 'map' ? mappingProblems(mapping) : [];

  return (
    <Stack>
      <BackToProfiles />
      <Title order={1} size="h2">
        Import profiles
      </Title>
      <Text size="sm" c="dimmed">
        A CSV file with a header row, or a JSON array of objects. Rows that match an existing profile (by client id,
        custom id, email or uuid) update it; the others create profiles. The file is read and checked in the background;
        nothing is sent before you confirm.
      </Text>
      {failure !== null && <ErrorState error={failure} title="The import stopped" />}

      {(step.name === 'choose' || step.name === 'reading') && (
        <Paper withBorder p="md" radius="md">
          <FileInput
            label="File to import"
            placeholder="Choose a .csv or .json file"
            accept=".csv,.json,text/csv,application/json"
            leftSection={<IconFileUpload size={16} aria-hidden />}
            onChange={(file) => void read(file)}
            disabled={step.name === 'reading'}
          />
          {step.name === 'reading' && (
            <Text size="sm" mt="sm" role="status">
              Reading the file…
            </Text>
          )}
        </Paper>
      )}

      {step.name === 'map' && (
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Text>
              {step.total.toLocaleString()} rows, {step.columns.length} columns. Check where each column goes:
            </Text>
            <ImportMappingTable columns={step.columns} preview={step.preview} mapping={mapping} onChange={setMapping} />
            {problems.length > 0 && (
              <Alert color="orange" title="Fix the mapping first">
                <List size="sm">
                  {problems.map((problem) => (
                    <List.Item key={problem}>{problem}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep({ name: 'choose' })}>
                Choose another file
              </Button>
              <Button onClick={() => void check()} disabled={problems.length > 0}>
                Check the rows
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      {step.name === 'checking' && <Text role="status">Checking every row…</Text>}

      {step.name === 'review' && (
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Text role="status">
              {step.validated.items.length.toLocaleString()} rows are ready to send;{' '}
              {step.validated.rejected.length.toLocaleString()} rows have problems and will not be sent.
            </Text>
            <RejectedRowsTable rejected={step.validated.rejected} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => mapStep.current && setStep(mapStep.current)}>
                Back to the mapping
              </Button>
              <Button onClick={() => void send(step.validated)} disabled={step.validated.items.length === 0}>
                Import {step.validated.items.length.toLocaleString()} rows
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      {step.name === 'sending' && (
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Progress
              value={(step.progress.sent / Math.max(1, step.progress.total)) * 100}
              aria-label="Import progress"
              animated
            />
            <Text size="sm" role="status">
              Sent {step.progress.sent.toLocaleString()} of {step.progress.total.toLocaleString()} rows
            </Text>
            <Group justify="flex-end">
              <Button variant="default" color="red" onClick={() => controller.current?.abort()}>
                Cancel import
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      {step.name === 'report' && (
        <Paper withBorder p="md" radius="md" aria-labelledby="import-report-title" component="section">
          <Stack>
            <Title order={2} size="h4" id="import-report-title">
              {step.report.cancelled ? 'Import cancelled' : 'Import finished'}
            </Title>
            <Text role="status">
              {step.report.accepted.toLocaleString()} rows accepted, {step.report.rejected.length.toLocaleString()} rows
              rejected. Accepted changes are applied by the service within a few seconds.
            </Text>
            <RejectedRowsTable rejected={step.report.rejected} />
            <Group justify="flex-end">
              {step.report.rejected.length > 0 && (
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  onClick={() => void downloadRejected(step.report)}
                >
                  Download rejected rows (CSV)
                </Button>
              )}
              <Button component={Link} to={appPath('/profiles')}>
                Go to profiles
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
