import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { resumeBulkRecord, runBulkRecord, type RunControl } from '../api/bulk-run';
import type { BulkIo } from '../model/bulk-job';
import type { JournalRecord } from '../model/bulk-journal';

export interface RunView {
  record: JournalRecord;
  phase: 'sending' | 'verifying' | 'finished';
}

/**
 * The drawer's run of a job: progress from each journal save, Pause and Cancel taken between chunks, Resume from
 * where it stopped. Closing the drawer mid-run pauses the job after its current chunk; the jobs page offers to
 * resume it.
 */
export function useBulkRun(io: BulkIo | null) {
  const client = useQueryClient();
  const [view, setView] = useState<RunView | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [asked, setAsked] = useState<'pause' | 'cancel' | null>(null);
  const pause = useRef(false);
  const cancel = useRef(false);
  useEffect(
    () => () => {
      pause.current = true;
    },
    [],
  );

  const go = async (record: JournalRecord, resume: boolean) => {
    if (!io) return;
    pause.current = false;
    cancel.current = false;
    setAsked(null);
    setFailure(null);
    setView({ record, phase: 'sending' });
    const control: RunControl = {
      shouldPause: () => pause.current,
      shouldCancel: () => cancel.current,
      onProgress: (saved, phase) => setView({ record: saved, phase }),
    };
    try {
      const final = resume
        ? await resumeBulkRecord(client, record, control, io)
        : await runBulkRecord(client, record, io, control);
      setView({ record: final, phase: 'finished' });
    } catch (error) {
      setFailure(error);
      setView((last) => last && { ...last, phase: 'finished' });
    }
  };

  return {
    view,
    failure,
    asked,
    start: (record: JournalRecord) => void go(record, false),
    resume: () => view && void go(view.record, true),
    pause: () => {
      pause.current = true;
      setAsked('pause');
    },
    cancel: () => {
      cancel.current = true;
      setAsked('cancel');
    },
  };
}
