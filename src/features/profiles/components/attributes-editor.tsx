import { ActionIcon, NativeSelect, TextInput, Tooltip } from '../../../components/ui/mantine';
import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { isReservedAttributeName } from '../model/reserved-attributes';
import { attributeTypes } from '../model/attribute-row';
import type { ProfileFormValues } from '../model/profile-form';
import { openConfirmation } from '../../../components/open-confirmation';

const typeLabels = {
  string: 'Text',
  number: 'Number',
  boolean: 'Yes / no',
  datetime: 'Date-time',
  json: 'JSON',
} as const;

/**
 * Typed key/value editor for custom attributes. Reserved names are flagged as they are typed; removing an
 * attribute the profile already has asks first, because saving then deletes it on the service.
 */
export function AttributesEditor({ existing }: { existing: ReadonlySet<string> }) {
  const { control, register, formState } = useFormContext<ProfileFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'attributes' });
  const rows = useWatch({ control, name: 'attributes' });

  const confirmRemove = (index: number) => {
    const key = rows[index]?.key.trim() ?? '';
    if (!existing.has(key)) return remove(index);
    openConfirmation({
      title: `Remove the attribute “${key}”?`,
      children: <LiteText size="sm">Saving will delete it from this profile. Other changes are kept.</LiteText>,
      labels: { confirm: 'Remove attribute', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove(index),
    });
  };

  return (
    <LiteStack gap="xs">
      {fields.length === 0 && (
        <LiteText size="sm" c="dimmed">
          No custom attributes.
        </LiteText>
      )}
      {fields.map((field, index) => {
        const key = rows[index]?.key ?? '';
        const errors = formState.errors.attributes?.[index];
        const reserved = isReservedAttributeName(key.trim());
        return (
          <LiteGroup key={field.id} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label="Name"
              aria-label={`Attribute ${index + 1} name`}
              {...register(`attributes.${index}.key`)}
              error={
                errors?.key?.message ??
                (reserved ? 'This name is reserved by the service and would be ignored.' : undefined)
              }
              style={{ flex: 1 }}
            />
            <NativeSelect
              label="Type"
              aria-label={`Attribute ${index + 1} type`}
              data={attributeTypes.map((type) => ({ value: type, label: typeLabels[type] }))}
              {...register(`attributes.${index}.type`)}
              w={130}
            />
            {rows[index]?.type === 'boolean' ? (
              <NativeSelect
                label="Value"
                aria-label={`Attribute ${key || index + 1} value`}
                data={[
                  { value: 'true', label: 'Yes' },
                  { value: 'false', label: 'No' },
                ]}
                {...register(`attributes.${index}.value`)}
                style={{ flex: 2 }}
              />
            ) : (
              <TextInput
                label="Value"
                aria-label={`Attribute ${key || index + 1} value`}
                {...register(`attributes.${index}.value`)}
                error={errors?.value?.message}
                style={{ flex: 2 }}
              />
            )}
            <Tooltip label="Remove attribute">
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                onClick={() => confirmRemove(index)}
                aria-label={`Remove attribute ${key || index + 1}`}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </LiteGroup>
        );
      })}
      <LiteGroup>
        <LiteButton
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => append({ key: '', type: 'string', value: '' })}
        >
          Add attribute
        </LiteButton>
      </LiteGroup>
    </LiteStack>
  );
}
