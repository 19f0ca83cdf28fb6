import * as z from 'zod/mini';
import { isDeviceType } from './device-types';

/** The reference's screen sizes are 16-bit integers. */
export const int16 = { min: -32768, max: 32767 } as const;

const text = z.string().check(z.trim());
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const screenSize = z.union([
  z.literal(''),
  z
    .number()
    .check(
      z.int('Use a whole number of pixels.'),
      z.gte(int16.min, `Use a number from ${int16.min} to ${int16.max}.`),
      z.lte(int16.max, `Use a number from ${int16.min} to ${int16.max}.`),
    ),
]);

/** The form to link a device: the three fields the vendor requires, the rest optional ('' for "not given"). */
export const deviceFormSchema = z.object({
  deviceId: required('Give the device id.'),
  registrationId: required('Give the registration id (the device’s push token).'),
  /** One of deviceTypes, or '' before a choice. */
  type: z.string().check(z.refine(isDeviceType, 'Choose the device type: Android, iOS or Windows.')),
  manufacturer: text,
  model: text,
  osVersion: text,
  screenWidth: screenSize,
  screenHeight: screenSize,
});

export type DeviceFormValues = z.infer<typeof deviceFormSchema>;

export const emptyDeviceForm: DeviceFormValues = {
  deviceId: '',
  registrationId: '',
  type: '',
  manufacturer: '',
  model: '',
  osVersion: '',
  screenWidth: '',
  screenHeight: '',
};

export const deviceFormFields = Object.keys(emptyDeviceForm) as (keyof DeviceFormValues)[];
