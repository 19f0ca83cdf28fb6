import { forwardRef, type ComponentProps } from 'react';
import classes from './json-code-editor.module.css';

type PlainJsonAreaProps = Omit<ComponentProps<'textarea'>, 'className' | 'spellCheck'> & {
  label: string;
  describedBy?: string;
  invalid?: boolean;
};

/**
 * The JSON content as a plain text area in the code editor's frame: what stands in for CodeMirror until it has
 * arrived (lazy-json-code-editor.tsx), or when it cannot be downloaded, and in the page's stand-in.
 */
export const PlainJsonArea = forwardRef<HTMLTextAreaElement, PlainJsonAreaProps>(function PlainJsonArea(
  { label, describedBy, invalid, ...props },
  ref,
) {
  return (
    <div className={classes.frame} data-invalid={invalid || undefined}>
      <textarea
        ref={ref}
        {...props}
        className={classes.placeholder}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        spellCheck={false}
      />
    </div>
  );
});
