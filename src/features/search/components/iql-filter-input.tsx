import { ActionIcon, Collapse, List, TextInput } from '../../../components/ui/mantine';
import { LiteBox, LiteButton, LiteCode, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { IconHelp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { parseIql } from '../../../lib/iql';
import { parameterFieldId } from './parameter-field-id';

interface IqlFilterInputProps {
  value: string;
  onChange: (value: string | undefined) => void;
  /** An error the service gave for `filters` (400). */
  serverError?: string;
}

const examples = [
  'brand = "Nike" AND price < 100',
  'category IN ("Shoes", "Bags") AND NOT inStock = false',
  '(color = "red" OR color = "blue") AND rating >= 4.5',
  'salePrice IS DEFINED',
];

/** The text with the part at fault marked, so the error is shown where it is. */
function ErrorLocation({ text, position, length }: { text: string; position: number; length: number }) {
  const end = Math.min(text.length, position + length);
  return (
    <LiteCode block fz="xs" aria-hidden>
      {text.slice(0, position)}
      <LiteBox component="mark" bg="red.2" c="red.9" style={{ borderBottom: '2px solid currentColor' }}>
        {position >= text.length ? ' ' : text.slice(position, end)}
      </LiteBox>
      {text.slice(end)}
    </LiteCode>
  );
}

/**
 * The IQL filter, checked with the shared parser as it is typed: a syntax error is marked where it is and
 * nothing is sent until the filter parses. Applied on Enter, on leaving the field or with "Apply".
 */
export function IqlFilterInput({ value, onChange, serverError }: IqlFilterInputProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [help, setHelp] = useState(false);
  const helpId = useId();
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const parsed = draft.trim() ? parseIql(draft) : null;
  const syntaxError = parsed && !parsed.ok ? parsed.error : null;
  const serverPosition = serverError ? /position (\d+)/.exec(serverError) : null;
  const location =
    syntaxError ?? (serverPosition && draft === value ? { position: Number(serverPosition[1]), length: 1 } : null);
  const error = syntaxError?.message ?? (draft === value ? serverError : undefined);

  const apply = () => {
    if (syntaxError || draft === value) return;
    onChange(draft.trim() === '' ? undefined : draft.trim());
  };

  return (
    <LiteStack gap={4}>
      <LiteGroup gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          id={parameterFieldId('filters')}
          style={{ flex: 1 }}
          label="Filters (IQL)"
          description="Every result must satisfy this expression. Enter applies it."
          placeholder='brand = "Nike" AND price < 100'
          ff="monospace"
          value={draft}
          error={error}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          rightSection={
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label="IQL syntax help"
              aria-expanded={help}
              aria-controls={helpId}
              onClick={() => setHelp((open) => !open)}
            >
              <IconHelp size={16} aria-hidden />
            </ActionIcon>
          }
        />
        <LiteButton
          mt={42}
          size="sm"
          variant="default"
          onClick={apply}
          disabled={Boolean(syntaxError) || draft === value}
        >
          Apply
        </LiteButton>
      </LiteGroup>
      {location && <ErrorLocation text={draft} position={location.position} length={location.length} />}
      <Collapse expanded={help} id={helpId}>
        <LiteStack gap={4} p="xs">
          <LiteText size="sm" fw={500}>
            IQL syntax
          </LiteText>
          <List size="sm" spacing={2}>
            <List.Item>
              Comparisons: <LiteCode>=</LiteCode> <LiteCode>!=</LiteCode> <LiteCode>&gt;</LiteCode>{' '}
              <LiteCode>&gt;=</LiteCode> <LiteCode>&lt;</LiteCode> <LiteCode>&lt;=</LiteCode>, e.g.{' '}
              <LiteCode>price &lt; 100</LiteCode>
            </List.Item>
            <List.Item>
              Lists: <LiteCode>category IN (&quot;Shoes&quot;, &quot;Bags&quot;)</LiteCode>, <LiteCode>NOT IN</LiteCode>
              ; presence: <LiteCode>salePrice IS DEFINED</LiteCode>
            </List.Item>
            <List.Item>
              Combine with <LiteCode>AND</LiteCode>, <LiteCode>OR</LiteCode>, <LiteCode>NOT</LiteCode> and parentheses;
              NOT binds tightest, then AND, then OR.
            </List.Item>
            <List.Item>
              Values: &quot;double&quot; or &apos;single&apos; quoted text, numbers, true/false. Attribute names with
              spaces or keywords in backticks: <LiteCode>`sale price`</LiteCode>.
            </List.Item>
          </List>
          <LiteText size="sm">Examples (click to use):</LiteText>
          <LiteGroup gap={4}>
            {examples.map((example) => (
              <LiteButton
                key={example}
                size="compact-xs"
                variant="light"
                ff="monospace"
                onClick={() => setDraft(example)}
              >
                {example}
              </LiteButton>
            ))}
          </LiteGroup>
        </LiteStack>
      </Collapse>
    </LiteStack>
  );
}
