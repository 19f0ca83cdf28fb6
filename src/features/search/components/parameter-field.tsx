import { parameterFieldId } from './parameter-field-id';
import { Autocomplete, NativeSelect, TagsInput, Textarea, TextInput } from '../../../components/ui/mantine';
import { useState, type ReactNode } from 'react';
import type { ParameterSpec } from '../model/parameters';

interface ParameterFieldProps {
  spec: ParameterSpec;
  value: string | readonly string[] | undefined;
  onChange: (value: string | readonly string[] | undefined) => void;
  error?: string;
  /** Values offered in list and text fields (e.g. the index's attributes). */
  suggestions?: readonly string[];
  /** Shown after the label (compare mode: "differs from A"). */
  marker?: ReactNode;
}

const booleanChoices = [
  { value: '', label: 'not sent' },
  { value: 'true', label: 'true' },
  { value: 'false', label: 'false' },
];

/**
 * One parameter, edited the way its kind needs. Text, numbers and JSON are applied when the field is left or
 * Enter is pressed (so typing in the panel does not send a request per key); choices and lists at once.
 */
export function ParameterField({ spec, value, onChange, error, suggestions, marker }: ParameterFieldProps) {
  const id = parameterFieldId(spec.name);
  const text = value === undefined ? '' : typeof value === 'string' ? value : value.join('\n');
  const [draft, setDraft] = useState(text);
  const [shown, setShown] = useState(text);
  // The applied value changed elsewhere (a link, a facet click, another side): show it.
  if (shown !== text) {
    setShown(text);
    setDraft(text);
  }
  const label = marker ? (
    <>
      {spec.label} {marker}
    </>
  ) : (
    spec.label
  );
  const common = { id, label, description: spec.help, error, size: 'xs' as const, placeholder: spec.placeholder };
  const commit = () => {
    if (draft !== text) onChange(draft.trim() === '' ? undefined : draft);
  };
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      commit();
    }
  };
  // Typed text is applied on leaving or Enter; a suggestion picked from the list at once.
  const draftAutocomplete = {
    ...common,
    value: draft,
    onChange: setDraft,
    onBlur: commit,
    onKeyDown: onEnter,
    onOptionSubmit: (option: string) => {
      setDraft(option);
      onChange(option);
    },
  };

  switch (spec.kind) {
    case 'boolean':
      return (
        <NativeSelect
          {...common}
          data={booleanChoices}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        />
      );
    case 'enum':
      if (spec.freeOptions) {
        return <Autocomplete {...draftAutocomplete} data={[...(spec.options ?? [])]} />;
      }
      return (
        <NativeSelect
          {...common}
          data={[
            { value: '', label: 'not sent' },
            ...(spec.options ?? []).map((option) => ({ value: option, label: option })),
          ]}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        />
      );
    case 'list':
    case 'numberList':
      return (
        <TagsInput
          {...common}
          data={suggestions ? [...new Set(suggestions)] : []}
          value={typeof value === 'string' ? [value] : [...(value ?? [])]}
          onChange={(items) => onChange(items.length ? items : undefined)}
          // Geo points hold a comma themselves: they are separated by ';' or Enter.
          splitChars={spec.name === 'filterGeoPoints' ? [';'] : [',', ';']}
          clearable
        />
      );
    case 'json':
      return (
        <Textarea
          {...common}
          ff="monospace"
          autosize
          minRows={2}
          maxRows={8}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={commit}
        />
      );
    default:
      return suggestions && suggestions.length > 0 ? (
        <Autocomplete {...draftAutocomplete} data={[...new Set(suggestions)]} />
      ) : (
        <TextInput
          {...common}
          inputMode={spec.kind === 'number' ? 'numeric' : undefined}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={onEnter}
        />
      );
  }
}
