import { Select } from './ui/mantine';
import { type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSelectProps<T extends FieldValues> extends Omit<
  SelectProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name'
> {
  control: Control<T>;
  name: FieldPath<T>;
}

/**
 * A Select bound to a string field of a react-hook-form form; nothing chosen is ''. Only a clearable select
 * can be emptied (choosing the selected option again does not deselect it otherwise).
 */
export function FormSelect<T extends FieldValues>({ control, name, clearable, ...selectProps }: FormSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...selectProps}
          clearable={clearable}
          allowDeselect={clearable ?? false}
          value={(field.value as string | undefined) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
