import { IconFileUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import classes from './file-drop-zone.module.css';

interface FileDropZoneProps {
  /** The field's name, shown above the zone and its accessible name: "File to import". */
  label: string;
  /** What kinds of file are taken, in words: "CSV or JSON". */
  acceptedLabel: string;
  /** File name endings taken, with the dot, lower case: ['.csv', '.json']. */
  extensions: readonly string[];
  /** The largest file taken, in bytes. */
  maxBytes: number;
  disabled?: boolean;
  /** A file that passed the type and size checks. */
  onFile: (file: File) => void;
}

/** "12 KB", "3.4 MB": a file's size as a person reads it (1 KB = 1,024 bytes, as file managers count). */
function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes.toLocaleString('en')} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A file field that takes a dropped file or opens the chooser when pressed (a real button: Enter and Space
 * open it). It says what it takes, shows the chosen file's name and size, and refuses a file of another type or
 * over the size limit with the reason under the zone, before anything reads it. Mantine's Dropzone is not a
 * dependency (docs/decisions/0153-import-drop-zone.md).
 */
export function FileDropZone({ label, acceptedLabel, extensions, maxBytes, disabled, onFile }: FileDropZoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const take = (file: File | undefined) => {
    if (!file) return;
    const name = file.name.toLowerCase();
    const refusal = !extensions.some((ending) => name.endsWith(ending))
      ? `“${file.name}” is not a ${acceptedLabel} file. Choose a file ending in ${extensions.join(' or ')}.`
      : file.size > maxBytes
        ? `“${file.name}” is ${fileSize(file.size)}; the largest file this takes is ${fileSize(maxBytes)}.`
        : file.size === 0
          ? `“${file.name}” is empty.`
          : null;
    setProblem(refusal);
    setChosen(refusal ? null : file);
    if (!refusal) onFile(file);
  };

  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    // Without it the browser opens the dropped file in the tab instead of handing it to the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <div>
      <span id={`${id}-label`} className={classes.label}>
        {label}
      </span>
      <button
        type="button"
        className={classes.zone}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}${chosen ? ` ${id}-chosen` : ''}`}
        aria-invalid={problem ? true : undefined}
        data-dragging={dragging || undefined}
        data-invalid={problem ? true : undefined}
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <IconFileUpload size={28} aria-hidden />
        <span className={classes.title}>
          {dragging ? 'Drop the file to read it' : 'Drop a file here, or choose one'}
        </span>
        <span id={`${id}-hint`} className={classes.hint}>
          {acceptedLabel}, up to {fileSize(maxBytes)}.
        </span>
      </button>
      {/* The chooser the zone opens; hidden, the button above is what the keyboard and screen readers reach. */}
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={extensions.join(',')}
        disabled={disabled}
        onChange={(event) => {
          take(event.currentTarget.files?.[0]);
          // The same file chosen again (after "Choose another file") still fires a change.
          event.currentTarget.value = '';
        }}
      />
      {chosen && (
        <div id={`${id}-chosen`} className={classes.chosen}>
          Chosen: <strong>{chosen.name}</strong> ({fileSize(chosen.size)})
        </div>
      )}
      {problem && (
        <div id={`${id}-error`} className={classes.error} role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
