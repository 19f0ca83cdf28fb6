/// <reference lib="webworker" />
// Judgment files parsed off the main thread (issue 38: 10,000 judgments with no task over 200 ms).
import { parseJudgmentFile, type JudgmentFormat, type JudgmentImport } from './judgment-import';

export interface JudgmentImportRequest {
  id: number;
  text: string;
  format: JudgmentFormat;
}

export interface JudgmentImportResponse {
  id: number;
  result: JudgmentImport;
}

export function answer(request: JudgmentImportRequest): JudgmentImportResponse {
  return { id: request.id, result: parseJudgmentFile(request.text, request.format) };
}

// Evaluated as a worker only: the tests import `answer` in Node.
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  self.onmessage = (event: MessageEvent<JudgmentImportRequest>) => {
    (self as unknown as DedicatedWorkerGlobalScope).postMessage(answer(event.data));
  };
}
