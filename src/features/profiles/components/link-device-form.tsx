import { zodResolver } from '@hookform/resolvers/zod';
import { LiteButton, LiteGroup, LiteStack, LiteTitle } from '../../../components/ui/lite';
import { NumberInput, Select, SimpleGrid, TextInput } from '../../../components/ui/mantine';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ErrorState } from '../../../components/error-state';
import { isApiError } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import type { LinkedDeviceBody } from '../api/mutations';
import { useLinkDevice } from '../api/use-link-device';
import {
  deviceFormFields,
  deviceFormSchema,
  emptyDeviceForm,
  int16,
  type DeviceFormValues,
} from '../model/device-form';
import { deviceTypeLabels, deviceTypes, isDeviceType } from '../model/device-types';
import { ChangeStatusNote, type ChangeStatus } from './change-status';

/**
 * The form to link one more device to a profile, by the profile's uuid (as the reference does). It opens with the
 * focus in its first field; `onClose` is its Cancel (or Close, once a device was linked).
 */
export function LinkDeviceForm({
  workspaceGuid,
  clientId,
  uuid,
  onClose,
}: {
  workspaceGuid: string;
  clientId: number;
  uuid: string;
  onClose: () => void;
}) {
  const linkDevice = useLinkDevice(workspaceGuid, clientId);
  const [status, setStatus] = useState<ChangeStatus>({ state: 'idle' });
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<DeviceFormValues>({ resolver: zodResolver(deviceFormSchema), defaultValues: emptyDeviceForm });
  const { register, handleSubmit, setError, formState, setValue, control, reset, setFocus } = form;
  // Opened by "Link a device": the person goes on typing where the button was.
  useEffect(() => setFocus('deviceId'), [setFocus]);
  const screen = useWatch({ control, name: ['screenWidth', 'screenHeight'] });

  const submit = handleSubmit(async (values) => {
    if (!isDeviceType(values.type)) return;
    setFailure(null);
    // The resolver has trimmed the texts and checked the type; only the optional fields given are sent.
    const body: LinkedDeviceBody = {
      deviceId: values.deviceId,
      registrationId: values.registrationId,
      type: values.type,
    };
    for (const key of ['manufacturer', 'model', 'osVersion'] as const) if (values[key]) body[key] = values[key];
    if (values.screenWidth !== '') body.screenWidth = values.screenWidth;
    if (values.screenHeight !== '') body.screenHeight = values.screenHeight;
    let accepted = false;
    const onAccepted = () => {
      accepted = true;
      setStatus({ state: 'queued', fields: [`device ${body.deviceId}`] });
      reset();
    };
    let listed;
    try {
      listed = await linkDevice.mutateAsync({ uuid, body, onAccepted });
    } catch (error) {
      // Only a refusal of the request is shown at the form; a failure while waiting is not the form's.
      if (accepted) throw error;
      const unmatched = applyFieldErrors(error, deviceFormFields, setError);
      if (!isApiError(error) || error.fieldErrors.length === 0 || unmatched.length > 0) setFailure(error);
      return;
    }
    setStatus({ state: listed ? 'applied' : 'late', fields: [`device ${body.deviceId}`] });
  });

  const numberField = (name: 'screenWidth' | 'screenHeight', label: string) => (
    <NumberInput
      label={label}
      min={int16.min}
      max={int16.max}
      allowDecimal={false}
      value={screen[name === 'screenWidth' ? 0 : 1]}
      onChange={(value) => setValue(name, typeof value === 'number' ? value : '', { shouldDirty: true })}
      error={formState.errors[name]?.message}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Link a device" noValidate>
      <LiteStack mt="md" gap="sm">
        <LiteTitle order={3} size="h5">
          Link a device
        </LiteTitle>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Device id" required {...register('deviceId')} error={formState.errors.deviceId?.message} />
          <TextInput
            label="Registration id"
            description="The push registration token of the device."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            {...register('registrationId')}
            error={formState.errors.registrationId?.message}
          />
          <Controller
            control={control}
            name="type"
            render={({ field, fieldState }) => (
              <Select
                label="Type"
                required
                placeholder="Choose…"
                data={deviceTypes.map((value) => ({ value, label: deviceTypeLabels[value] }))}
                allowDeselect={false}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput label="Manufacturer" {...register('manufacturer')} />
          <TextInput label="Model" {...register('model')} />
          <TextInput label="OS version" {...register('osVersion')} />
          <LiteGroup grow>
            {numberField('screenWidth', 'Screen width')}
            {numberField('screenHeight', 'Screen height')}
          </LiteGroup>
        </SimpleGrid>
        {failure !== null && <ErrorState error={failure} title="The device was not linked" />}
        <ChangeStatusNote status={status} />
        <LiteGroup justify="flex-end">
          <LiteButton variant="subtle" onClick={onClose}>
            {status.state === 'idle' ? 'Cancel' : 'Close'}
          </LiteButton>
          <LiteButton type="submit" variant="default" loading={formState.isSubmitting}>
            Link device
          </LiteButton>
        </LiteGroup>
      </LiteStack>
    </form>
  );
}
