// Judgment files parsed off the main thread (issue 38: 10,000 judgments with no task over 200 ms).
import { answerRequests } from '../../../lib/worker-call';
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

// In a worker, answer the page; where the tests import `answer` in Node this does nothing.
answerRequests(answer);
