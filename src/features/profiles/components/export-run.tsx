import { LiteButton } from '../../../components/ui/lite';
import { lazyAfterFirstPaint } from '../../../lib/after-content';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { IntentOverlayStart } from '../../../lib/on-first-use';
import { downloadText } from '../../../lib/download';
import { exportFileName, type ProfileListParams } from '../model/list-params';

/** The list's Export CSV: the listing's filters and sort, and how many match. */
export interface ExportButtonProps {
  params: ProfileListParams;
  totalCount: number;
}

// Mantine's Modal and Progress (`ui-modal`, `ui`) load when an export starts, not with the list (decision 0116).
// If that code cannot be downloaded, the export still runs and downloads; only its progress is not shown. The export
// itself (CSV, the profile's fields) loads on the press too: the list's first paint has no use for it.
const ExportDialog = lazyAfterFirstPaint(async () => (await import('./export-dialog')).ExportDialog);

/**
 * Exports the filtered listing, every page of it, to CSV, with progress and cancel. It replaces the list's stand-in
 * button (export-button.tsx) once the person means to use it: pressed meanwhile, the export starts as it mounts.
 */
export function ExportRun({ params, totalCount, openAtStart, focusAtStart }: ExportButtonProps & IntentOverlayStart) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async () => {
    controller.current = new AbortController();
    setError(null);
    setProgress({ done: 0, total: totalCount });
    try {
      const { exportProfiles } = await import('../api/export-profiles');
      const csv = await exportProfiles(
        params,
        (done, total) => setProgress({ done, total }),
        controller.current.signal,
      );
      if (!controller.current.signal.aborted) {
        downloadText(exportFileName(params, new Date()), csv);
        setProgress(null);
      }
    } catch (failure) {
      if (!controller.current.signal.aborted) setError(failure);
    }
  };

  const button = useRef<HTMLButtonElement>(null);
  const started = useRef(false);
  useEffect(() => {
    if (focusAtStart) button.current?.focus();
    // Once, even where effects run twice (development).
    if (openAtStart && !started.current) {
      started.current = true;
      void run();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the moment it replaces the stand-in, not later props
  }, []);

  const cancel = () => {
    controller.current?.abort();
    setProgress(null);
    setError(null);
  };

  return (
    <>
      <LiteButton
        ref={button}
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => void run()}
        disabled={totalCount === 0}
      >
        Export CSV
      </LiteButton>
      {(progress !== null || error !== null) && (
        <ExportDialog progress={progress} error={error} onRetry={() => void run()} onCancel={cancel} />
      )}
    </>
  );
}
