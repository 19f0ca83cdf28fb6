import { NativeSelect, Table, TextInput } from '../../../components/ui/mantine';
import { LiteText } from '../../../components/ui/lite';
import type { ImportMapping, ImportRow, ImportTarget } from '../model/import-rows';
import { textFields } from '../model/profile-changes';
import { agreementKeys } from '../api/schemas';

const targetOptions = [
  { value: 'ignore', label: 'Do not import' },
  { value: 'clientId', label: 'Client id (updates that profile)' },
  { value: 'uuid', label: 'uuid' },
  ...textFields.map((field) => ({ value: `field:${field}`, label: field })),
  ...agreementKeys.map((key) => ({ value: `agreement:${key}`, label: `agreements.${key}` })),
  { value: 'tags', label: 'tags (separated by | ; or ,)' },
  { value: 'attribute', label: 'Custom attribute…' },
];

function optionOf(target: ImportTarget): string {
  switch (target.kind) {
    case 'field':
      return `field:${target.field}`;
    case 'agreement':
      return `agreement:${target.key}`;
    default:
      return target.kind;
  }
}

function targetOf(option: string, column: string): ImportTarget {
  if (option.startsWith('field:')) return { kind: 'field', field: option.slice(6) as (typeof textFields)[number] };
  if (option.startsWith('agreement:'))
    return { kind: 'agreement', key: option.slice(10) as (typeof agreementKeys)[number] };
  if (option === 'attribute') return { kind: 'attribute', name: column };
  return { kind: option as 'ignore' | 'clientId' | 'uuid' | 'tags' };
}

interface ImportMappingTableProps {
  columns: string[];
  preview: ImportRow[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

/** One row per column of the file: an example value and where it goes. */
export function ImportMappingTable({ columns, preview, mapping, onChange }: ImportMappingTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Column mapping">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column in the file</Table.Th>
            <Table.Th>Example</Table.Th>
            <Table.Th>Goes to</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {columns.map((column) => {
            const target = mapping[column] ?? { kind: 'ignore' };
            return (
              <Table.Tr key={column}>
                <Table.Td ff="monospace">{column}</Table.Td>
                <Table.Td>
                  <LiteText size="sm" truncate maw={220}>
                    {preview.find((row) => row[column])?.[column] ?? '—'}
                  </LiteText>
                </Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={`Target of column ${column}`}
                    data={targetOptions}
                    value={optionOf(target)}
                    onChange={(event) =>
                      onChange({ ...mapping, [column]: targetOf(event.currentTarget.value, column) })
                    }
                  />
                  {target.kind === 'attribute' && (
                    <TextInput
                      mt={4}
                      aria-label={`Attribute name for column ${column}`}
                      value={target.name}
                      onChange={(event) =>
                        onChange({ ...mapping, [column]: { kind: 'attribute', name: event.currentTarget.value } })
                      }
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
