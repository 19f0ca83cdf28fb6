import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { TextField } from '../../../components/ui/plain';
import { useState } from 'react';
import { concurrencyRange, runProgressLabel } from '../model/run-summary';

interface RunProgressProps {
  done: number;
  total: number;
  failed: number;
  /** Shown while the run goes on; absent once it has ended. */
  onCancel?: () => void;
}

/**
 * A run's progress in one status region: the bar and "73/200 queries · 2 failed" are read out together, and Cancel
 * sits beside them while the run goes on.
 */
export function RunProgress({ done, total, failed, onCancel }: RunProgressProps) {
  const label = runProgressLabel(done, total, failed);
  return (
    <LiteGroup gap="sm" wrap="nowrap" align="center">
      <LiteStack gap={4} style={{ flex: 1, minWidth: 0 }} role="status" aria-label="Run progress">
        <progress value={done} max={Math.max(total, 1)} aria-label="Queries run" style={{ width: '100%' }} />
        <LiteText size="sm">{label}</LiteText>
      </LiteStack>
      {onCancel && (
        <LiteButton variant="default" onClick={onCancel}>
          Cancel
        </LiteButton>
      )}
    </LiteGroup>
  );
}

/** Checks a typed concurrency: a whole number from 1 to 8, said at the field when it is not. */
export function concurrencyError(text: string): string | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < concurrencyRange.min || value > concurrencyRange.max)
    return `Concurrency is a whole number from ${concurrencyRange.min} to ${concurrencyRange.max}.`;
  return null;
}

interface RunControlsProps {
  running: boolean;
  onRun: (concurrency: number) => void;
}

/** Run, with how many queries go at once (1–8, 4 by default); a bad value is refused at its field. */
export function RunControls({ running, onRun }: RunControlsProps) {
  const [text, setText] = useState(String(concurrencyRange.default));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = concurrencyError(text);
        setError(problem);
        if (!problem) onRun(Number(text));
      }}
    >
      <LiteGroup gap="sm" align="flex-end">
        <TextField
          label="Concurrency"
          description="Queries sent at once"
          inputMode="numeric"
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
          rootStyle={{ width: 160 }}
        />
        <LiteButton type="submit" disabled={running}>
          Run
        </LiteButton>
      </LiteGroup>
    </form>
  );
}
