import { LiteText } from '../../../components/ui/lite';
import { FieldFrame, describedBy } from '../../../components/ui/plain';
import { useId } from 'react';

interface FileImportFieldProps {
  label: string;
  /** The formats taken, under the label. */
  description: string;
  accept: string;
  /** What was wrong with the last file, at the field. */
  error: string | undefined;
  /** What the last import did, as a status line under the field. */
  report: string | null;
  onFile: (file: File | undefined) => void;
}

/** A file chooser that imports into the suites: its problems at the field, its report under it. */
export function FileImportField({ label, description, accept, error, report, onFile }: FileImportFieldProps) {
  const id = useId();
  return (
    <>
      <FieldFrame id={id} label={label} description={description} error={error}>
        <input
          id={id}
          type="file"
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, description, error)}
          onChange={(event) => onFile(event.currentTarget.files?.[0])}
        />
      </FieldFrame>
      {report && (
        <LiteText size="sm" role="status">
          {report}
        </LiteText>
      )}
    </>
  );
}
