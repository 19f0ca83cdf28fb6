/// <reference lib="webworker" />
import { renderWallLocally, type LocalRenderResult } from './wall-local';
import type { InsertProfile } from '../../../lib/inserts';

/*
 * Renders the wall's unsaved content off the main thread (a wall of 200 tiles never makes typing stutter).
 * Messages in: {type:'records', records} once per sample (kept here, so each record crosses once), then
 * {type:'render', id, text} after each pause in the typing. Out: {id, result}.
 */
export type WallRenderRequest =
  | { type: 'records'; records: Array<{ clientId: number; record: InsertProfile | null }> }
  | { type: 'render'; id: number; text: string };
export interface WallRenderResponse {
  id: number;
  result: LocalRenderResult;
}

let records: Array<{ clientId: number; record: InsertProfile | null }> = [];

self.onmessage = (event: MessageEvent<WallRenderRequest>) => {
  const request = event.data;
  if (request.type === 'records') {
    records = request.records;
    return;
  }
  const response: WallRenderResponse = { id: request.id, result: renderWallLocally(request.text, records) };
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(response);
};
