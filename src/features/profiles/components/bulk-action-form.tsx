import { LiteStack, LiteText } from '../../../components/ui/lite';
import { Checkbox, NativeSelect, TextInput } from '../../../components/ui/mantine';
import { agreementKeys } from '../api/schemas';
import type { AttributeType } from '../model/bulk-action';
import {
  attributeTypeLabels,
  bulkKindLabels,
  holdChoices,
  type BulkFormValues,
  type BulkKind,
} from '../model/bulk-form';

export interface BulkActionFormProps {
  values: BulkFormValues;
  onChange: (next: BulkFormValues) => void;
  /** Field → problem, from parseBulkAction (bulk-action.ts). */
  problems: Record<string, string>;
  notes: string[];
  disabled: boolean;
}

/** The field ids, so the drawer can focus the first one with a problem. */
export const bulkFieldIds: Record<string, string> = {
  tag: 'bulk-tag',
  agreement: 'bulk-agreement',
  name: 'bulk-name',
  value: 'bulk-value',
};

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** What the bulk action does: each action's fields keep what was typed when another action is chosen. */
export function BulkActionForm({ values, onChange, problems, notes, disabled }: BulkActionFormProps) {
  const set = <K extends keyof BulkFormValues>(key: K, value: BulkFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const isTag = values.kind === 'add-tag' || values.kind === 'remove-tag';
  const isAttribute = values.kind === 'set-attribute' || values.kind === 'remove-attribute';
  return (
    <LiteStack gap="sm">
      <NativeSelect
        label="Action"
        data={options(bulkKindLabels)}
        value={values.kind}
        disabled={disabled}
        onChange={(event) => set('kind', event.currentTarget.value as BulkKind)}
      />
      {isTag && (
        <>
          <TextInput
            id={bulkFieldIds.tag}
            label="Tag"
            value={values.tag}
            error={problems.tag}
            disabled={disabled}
            onChange={(event) => set('tag', event.currentTarget.value)}
          />
          <Checkbox
            label='Treat letter case as equal ("VIP" is "vip")'
            checked={values.ignoreCase}
            disabled={disabled}
            onChange={(event) => set('ignoreCase', event.currentTarget.checked)}
          />
        </>
      )}
      {values.kind === 'set-agreement' && (
        <>
          <NativeSelect
            id={bulkFieldIds.agreement}
            label="Agreement"
            data={[...agreementKeys]}
            value={values.agreement}
            error={problems.agreement}
            disabled={disabled}
            onChange={(event) => set('agreement', event.currentTarget.value)}
          />
          <NativeSelect
            label="Set it to"
            data={[
              { value: 'on', label: 'On' },
              { value: 'off', label: 'Off' },
            ]}
            value={values.agreementOn ? 'on' : 'off'}
            disabled={disabled}
            onChange={(event) => set('agreementOn', event.currentTarget.value === 'on')}
          />
        </>
      )}
      {isAttribute && (
        <TextInput
          id={bulkFieldIds.name}
          label="Attribute name"
          value={values.name}
          error={problems.name}
          disabled={disabled}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
      )}
      {values.kind === 'set-attribute' && (
        <AttributeValueFields values={values} set={set} {...{ problems, notes, disabled }} />
      )}
      {values.kind === 'mark-deletion' && (
        <>
          <LiteText size="sm">
            Marks each profile with the tag &quot;pending-deletion&quot; and an attribute naming this job. Nothing is
            deleted now: after the hold, the job&apos;s card on the jobs page offers to delete the profiles still
            marked. The mark can be undone like any other change.
          </LiteText>
          <NativeSelect
            label="Hold before deleting"
            data={holdChoices.map((choice) => ({ value: String(choice.hours), label: choice.label }))}
            value={String(values.holdHours)}
            disabled={disabled}
            onChange={(event) => set('holdHours', Number(event.currentTarget.value))}
          />
        </>
      )}
    </LiteStack>
  );
}

function AttributeValueFields({
  values,
  set,
  problems,
  notes,
  disabled,
}: {
  disabled: boolean;
  values: BulkFormValues;
  set: <K extends keyof BulkFormValues>(key: K, value: BulkFormValues[K]) => void;
  problems: Record<string, string>;
  notes: string[];
}) {
  const description =
    values.type === 'date-time'
      ? 'Such as 2026-11-28T09:30:00+01:00; without an offset it is read in the workspace’s time zone.'
      : values.type === 'number'
        ? 'Decimals with a dot: 1.5'
        : undefined;
  return (
    <>
      <NativeSelect
        label="Value type"
        data={options(attributeTypeLabels)}
        value={values.type}
        disabled={disabled}
        onChange={(event) => set('type', event.currentTarget.value as AttributeType)}
      />
      {values.type === 'boolean' ? (
        <NativeSelect
          id={bulkFieldIds.value}
          label="Value"
          data={[
            { value: '', label: 'Choose…' },
            { value: 'true', label: 'true' },
            { value: 'false', label: 'false' },
          ]}
          value={values.value === 'true' || values.value === 'false' ? values.value : ''}
          error={problems.value}
          disabled={disabled}
          onChange={(event) => set('value', event.currentTarget.value)}
        />
      ) : (
        <TextInput
          id={bulkFieldIds.value}
          label="Value"
          description={description}
          value={values.value}
          error={problems.value}
          disabled={disabled}
          onChange={(event) => set('value', event.currentTarget.value)}
        />
      )}
      {notes.map((note) => (
        <LiteText key={note} size="sm" role="note">
          {note}
        </LiteText>
      ))}
    </>
  );
}
