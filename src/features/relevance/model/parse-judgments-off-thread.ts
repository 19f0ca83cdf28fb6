import type { JudgmentFormat, JudgmentImport } from './judgment-import';
import type { JudgmentImportRequest, JudgmentImportResponse } from './judgment-import-worker';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (result: JudgmentImport) => void>();

function importWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./judgment-import-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<JudgmentImportResponse>) => {
      waiting.get(event.data.id)?.(event.data.result);
      waiting.delete(event.data.id);
    };
  }
  return worker;
}

/**
 * A judgment file parsed in the import worker, as summarise-off-thread.ts does for the metrics; where there are no
 * workers (the component tests in jsdom) the same parser runs in the page, loaded on first use.
 */
export async function parseJudgmentsOffThread(text: string, format: JudgmentFormat): Promise<JudgmentImport> {
  const request: JudgmentImportRequest = { id: nextId++, text, format };
  if (typeof Worker === 'undefined') return (await import('./judgment-import-worker')).answer(request).result;
  return new Promise((resolve) => {
    waiting.set(request.id, resolve);
    importWorker().postMessage(request);
  });
}
