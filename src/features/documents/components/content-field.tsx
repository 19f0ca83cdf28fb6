import { LiteText } from '../../../components/ui/lite';
import { intentHandlers, overlayOnIntent } from '../../../lib/on-first-use';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { contentForTypeChange } from '../model/content-templates';
import { isBlankContent, parseContent } from '../model/document-rules';
import type { EditorValues } from '../model/editor-form';
import type { JsonCodeEditorHandle } from './json-code-editor';
import { ContentFieldFrame, contentPlaceholder, FormatButton, InsertFieldButton } from './editor-frames';
import type { InsertFieldMenuProps } from './insert-field-menu';
import { JsonCodeEditor } from './lazy-json-code-editor';

// Mantine's Menu (`ui-overlay`) loads when the person points at, focuses or presses the button: the editor's first
// paint does without it (decision 0120).
const InsertFieldMenuOnIntent = overlayOnIntent<InsertFieldMenuProps>(
  async () => (await import('./insert-field-menu')).InsertFieldMenu,
  (props) => <InsertFieldButton {...intentHandlers(props)} disabled={props.disabled} />,
);

/**
 * The JSON content in a code editor, with "Format" and a helper that inserts customer fields. `focusAt`: where the
 * page's stand-in had the caret as the editor replaced it. Choosing a type while the content is empty (or still the
 * previous type's template) starts the content from that type's template (model/content-templates.ts).
 */
export function ContentField({
  disabled,
  focusAt,
}: {
  disabled?: boolean;
  focusAt?: { start: number; end: number } | null;
}) {
  const form = useFormContext<EditorValues>();
  const { field, fieldState } = useController({ control: form.control, name: 'content' });
  const editor = useRef<JsonCodeEditorHandle>(null);
  const [note, setNote] = useState<string | null>(null);
  const error = fieldState.error?.message;

  // Only a type the person chooses fills the content: a reset (a restored draft, the server's version) never does.
  useEffect(() => {
    let previousType = form.getValues('schema');
    const subscription = form.watch((values, { name, type }) => {
      const before = previousType;
      previousType = values.schema ?? '';
      if (name !== 'schema' || type !== 'change') return;
      const next = contentForTypeChange(before, previousType, form.getValues('content'));
      if (next === null) return;
      form.setValue('content', next, { shouldDirty: true, shouldValidate: true });
      setNote(
        next === ''
          ? `No template for ${previousType}: the content is empty again.`
          : `Started from the ${previousType} template: change any text.`,
      );
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const format = () => {
    if (isBlankContent(field.value)) return setNote('Nothing to format yet.');
    const parsed = parseContent(field.value);
    if (!parsed.ok) return setNote(`Cannot format: ${parsed.message}`);
    field.onChange(JSON.stringify(parsed.value, null, 2));
    setNote('Formatted.');
  };

  return (
    <ContentFieldFrame
      error={error}
      tools={
        <>
          <FormatButton onClick={format} disabled={disabled} />
          <InsertFieldMenuOnIntent
            disabled={disabled}
            onInsert={(text) => {
              editor.current?.insert(text);
              setNote(null);
            }}
          />
          {note && (
            <LiteText size="xs" role="status">
              {note}
            </LiteText>
          )}
        </>
      }
    >
      <JsonCodeEditor
        ref={editor}
        focusAt={focusAt}
        value={field.value}
        onChange={(value) => {
          // The editor also reports a value set from here (a template, "Format"): only typing clears the note.
          if (value === field.value) return;
          field.onChange(value);
          setNote(null);
        }}
        onBlur={field.onBlur}
        label="Content (JSON)"
        describedBy={`document-content-description${error ? ' document-content-error' : ''}`}
        invalid={Boolean(error)}
        readOnly={disabled}
        placeholder={contentPlaceholder}
      />
    </ContentFieldFrame>
  );
}
