import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DeferredTooltip } from './ui/deferred-tooltip';
import classes from './copy-button.module.css';

/** How long the button says "Copied" (as Mantine's CopyButton). */
const copiedForMs = 1_000;

/**
 * A small icon button that copies a value to the clipboard and says so ("Copied", its tooltip and a check mark for
 * a second). Plain elements (copy-button.module.css), for the headers that show with the page.
 */
export function CopyButton({ value, label, size = 'md' }: { value: string; label: string; size?: 'sm' | 'md' }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedForMs);
    return () => clearTimeout(timer);
  }, [copied]);
  const iconSize = size === 'sm' ? 14 : 16;
  return (
    <DeferredTooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
      <button
        type="button"
        className={classes.button}
        data-size={size}
        data-copied={copied || undefined}
        aria-label={`Copy ${label}`}
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => undefined,
          );
        }}
      >
        {copied ? <IconCheck size={iconSize} aria-hidden /> : <IconCopy size={iconSize} aria-hidden />}
      </button>
    </DeferredTooltip>
  );
}

/** An identifier with a copy button, on one line; `named` shows its label before it (dimmed). */
export function CopyableValue({
  value,
  label,
  named = false,
  size = 'md',
}: {
  value: string;
  label: string;
  named?: boolean;
  size?: 'sm' | 'md';
}) {
  return (
    <span className={classes.row}>
      {named && <span className={classes.name}>{label}</span>}
      <span className={classes.value} title={value}>
        {value}
      </span>
      <CopyButton value={value} label={label} size={size} />
    </span>
  );
}
