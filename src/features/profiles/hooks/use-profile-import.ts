import { useEffect, useRef, useState } from 'react';
import {
  cellsOfItem,
  guessMapping,
  planImport,
  type ExistingRows,
  type ImportMapping,
  type ImportPlan,
  type ImportRow,
  type ValidatedImport,
} from '../model/import-rows';
import type { ImportWorkerRequest, ImportWorkerResponse } from '../model/import-worker';
import { findExistingRows, type ImportProgress, type ImportReport } from '../api/send-import';
import { useImportProfiles } from '../api/use-import-profiles';

export type ImportStep =
  | { name: 'choose' }
  | { name: 'reading' }
  | { name: 'map'; file: string; columns: string[]; preview: ImportRow[]; total: number }
  | { name: 'checking' }
  | { name: 'matching'; progress: ImportProgress }
  | { name: 'review'; validated: ValidatedImport; matches: Set<number> }
  | { name: 'sending'; progress: ImportProgress }
  | { name: 'report'; report: ImportReport };

/**
 * The import's steps: the file read and the rows checked by a worker (off the main thread), the existing profiles
 * looked for, the rows sent in batches; matching and sending can be cancelled, and a failure keeps the last step.
 */
export function useProfileImport(workspaceGuid: string) {
  const importProfiles = useImportProfiles(workspaceGuid);
  const [step, setStep] = useState<ImportStep>({ name: 'choose' });
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [failure, setFailure] = useState<unknown>(null);
  // Skipping is the default: a file of "new" profiles must not change existing ones unless the person says so.
  const [existing, setExisting] = useState<ExistingRows>('skip');
  const worker = useRef<Worker | null>(null);
  // The cells of the rows the check refused (the worker keeps the others), for the rejected-rows download.
  const rejectedCells = useRef<Map<number, ImportRow>>(new Map());
  const controller = useRef<AbortController | null>(null);
  const mapStep = useRef<Extract<ImportStep, { name: 'map' }> | null>(null);

  useEffect(() => () => worker.current?.terminate(), []);

  const ask = (request: ImportWorkerRequest) =>
    new Promise<ImportWorkerResponse>((resolve) => {
      worker.current ??= new Worker(new URL('../model/import-worker.ts', import.meta.url), { type: 'module' });
      worker.current.onmessage = (event: MessageEvent<ImportWorkerResponse>) => resolve(event.data);
      worker.current.postMessage(request);
    });

  const read = async (file: File) => {
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
    const next = {
      name: 'map' as const,
      file: file.name,
      columns: answer.columns,
      preview: answer.preview,
      total: answer.total,
    };
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
    const validated = answer.result;
    controller.current = new AbortController();
    setStep({ name: 'matching', progress: { sent: 0, total: validated.items.length } });
    try {
      const matches = await findExistingRows(
        validated.items,
        (progress) => setStep({ name: 'matching', progress }),
        controller.current.signal,
      );
      if (controller.current.signal.aborted) return setStep(mapStep.current ?? { name: 'choose' });
      setStep({ name: 'review', validated, matches });
    } catch (error) {
      setFailure(error);
      if (mapStep.current) setStep(mapStep.current);
    }
  };

  const send = async (validated: ValidatedImport, matches: Set<number>) => {
    const plan: ImportPlan = planImport(validated.items, matches, existing);
    controller.current = new AbortController();
    setFailure(null);
    setStep({ name: 'sending', progress: { sent: 0, total: plan.create.length + plan.update.length } });
    try {
      const report = await importProfiles.mutateAsync({
        validated,
        plan,
        rowsOf: (row) =>
          rejectedCells.current.get(row) ?? cellsOfItem(validated.items.find((entry) => entry.row === row)?.item ?? {}),
        onProgress: (progress) => setStep({ name: 'sending', progress }),
        signal: controller.current.signal,
      });
      setStep({ name: 'report', report });
    } catch (error) {
      setFailure(error);
      setStep({ name: 'review', validated, matches });
    }
  };

  const cancel = () => controller.current?.abort();
  const backToMapping = () => mapStep.current && setStep(mapStep.current);

  return {
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
  };
}
