import { LiteLoader } from '../../../components/ui/lite';
import { TextInput } from '../../../components/ui/mantine';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { parameterFieldId } from './parameter-field-id';

/** Quiet time after the last keystroke before the query is searched. */
export const typingDebounceMs = 250;

interface QueryBoxProps {
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  error?: string;
  label: string;
}

/**
 * As-you-type querying: the query is applied once typing pauses (250 ms), so a word typed quickly costs one
 * request; a request still running when the next one starts is cancelled (see searchResultsQuery). Enter
 * applies at once.
 */
export function QueryBox({ value, onChange, busy, error, label }: QueryBoxProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  // The query changed from outside (a link, a saved search, a suggestion): show it. The echo of what this box
  // itself applied is not an outside change: the person may have typed on since.
  const [applied, setApplied] = useState<string | null>(null);
  if (shown !== value) {
    setShown(value);
    if (value !== applied) setDraft(value);
  }
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const schedule = (next: string, delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setApplied(next);
      latest.current(next);
    }, delay);
  };

  return (
    <TextInput
      id={parameterFieldId('query')}
      label={label}
      description="Results update as you type."
      placeholder="Try: running shoes"
      size="md"
      value={draft}
      error={error}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={busy ? <LiteLoader size="xs" role="status" aria-label="Searching" /> : null}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setDraft(next);
        schedule(next, typingDebounceMs);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          schedule(draft, 0);
        }
      }}
      autoComplete="off"
      type="search"
    />
  );
}
