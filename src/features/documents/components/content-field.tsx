import { Button, Group, Input, Menu, Text } from '@mantine/core';
import { IconBraces, IconChevronDown, IconVariable } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { isBlankContent, parseContent } from '../model/document-rules';
import type { EditorValues } from '../model/editor-form';
import { customerFields } from '../model/inserts';
import type { JsonCodeEditorHandle } from './json-code-editor';
import { JsonCodeEditor } from './lazy-json-code-editor';

/** What an empty editor shows: the shape the content operation wants (an object), with an insert. */
const contentPlaceholder = 'Empty: write a JSON object, like {"title": "Hi {{ customer.firstName }}"}';

/** The JSON content in a code editor, with "Format" and a helper that inserts customer fields. */
export function ContentField({ disabled }: { disabled?: boolean }) {
  const { control } = useFormContext<EditorValues>();
  const { field, fieldState } = useController({ control, name: 'content' });
  const editor = useRef<JsonCodeEditorHandle>(null);
  const [note, setNote] = useState<string | null>(null);
  const error = fieldState.error?.message;

  const format = () => {
    if (isBlankContent(field.value)) return setNote('Nothing to format yet.');
    const parsed = parseContent(field.value);
    if (!parsed.ok) return setNote(`Cannot format: ${parsed.message}`);
    field.onChange(JSON.stringify(parsed.value, null, 2));
    setNote('Formatted.');
  };

  return (
    <Input.Wrapper
      label="Content (JSON)"
      labelElement="div"
      id="document-content"
      description="Inserts like {{ customer.firstName }} in string values are filled in for each profile. Type {{ for suggestions."
      error={error}
    >
      <Group gap="xs" my={6}>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconBraces size={14} aria-hidden />}
          onClick={format}
          disabled={disabled}
        >
          Format
        </Button>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconVariable size={14} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              disabled={disabled}
            >
              Insert customer field
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
            <Menu.Label>Inserted at the cursor (inside a string value)</Menu.Label>
            {customerFields.map((customer) => (
              <Menu.Item
                key={customer.path}
                onClick={() => {
                  editor.current?.insert(
                    customer.path.endsWith('.') ? `{{ ${customer.path}` : `{{ ${customer.path} }}`,
                  );
                  setNote(null);
                }}
              >
                <Text size="sm">{customer.label}</Text>
                <Text size="xs" ff="monospace">
                  {customer.path}
                </Text>
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {note && (
          <Text size="xs" role="status">
            {note}
          </Text>
        )}
      </Group>
      <JsonCodeEditor
        ref={editor}
        value={field.value}
        onChange={(value) => {
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
    </Input.Wrapper>
  );
}
