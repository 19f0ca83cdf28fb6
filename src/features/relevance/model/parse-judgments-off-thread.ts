import { workerCall } from '../../../lib/worker-call';
import type { JudgmentFormat, JudgmentImport } from './judgment-import';
import type { JudgmentImportRequest, JudgmentImportResponse } from './judgment-import-worker';

const parseInWorker = workerCall<JudgmentImportRequest, JudgmentImportResponse>(
  () => new Worker(new URL('./judgment-import-worker.ts', import.meta.url), { type: 'module' }),
  async () => (await import('./judgment-import-worker')).answer,
);

/** A judgment file parsed in the import worker (10,000 judgments with no long task on the page). */
export async function parseJudgmentsOffThread(text: string, format: JudgmentFormat): Promise<JudgmentImport> {
  return (await parseInWorker({ text, format })).result;
}
