import { LiteButton } from '../../../components/ui/lite';
import { IconDownload } from '@tabler/icons-react';
import { intentHandlers, overlayOnIntent, type IntentTriggerProps } from '../../../lib/on-first-use';
import type { ExportButtonProps } from './export-run';

/** The button as the list first draws it, and stays while the export's code is on its way. */
function ExportTrigger({ totalCount, ...props }: ExportButtonProps & IntentTriggerProps) {
  return (
    <LiteButton
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      disabled={totalCount === 0}
      {...intentHandlers(props)}
    >
      Export CSV
    </LiteButton>
  );
}

// The export's running, progress and download (export-run.tsx) load when the person points at, focuses or presses
// the button, not with the list: its first paint is at its budget (docs/performance.md). Mantine's Modal and
// Progress load later still, when an export starts.
export const ExportButton = overlayOnIntent<ExportButtonProps>(
  async () => (await import('./export-run')).ExportRun,
  ExportTrigger,
);
