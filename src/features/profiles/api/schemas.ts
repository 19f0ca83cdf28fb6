import * as z from 'zod/mini';

const nullableString = z.optional(z.nullable(z.string()));

export const agreementKeys = ['email', 'sms', 'push', 'bluetooth', 'rfid', 'wifi'] as const;
export type AgreementKey = (typeof agreementKeys)[number];

/** A profile (client) record as the service returns it. */
export const profileSchema = z.object({
  clientId: z.number(),
  anonymous: z.optional(z.nullable(z.boolean())),
  email: nullableString,
  phone: nullableString,
  customId: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  displayName: nullableString,
  uuid: nullableString,
  avatarUrl: nullableString,
  birthDate: nullableString,
  company: nullableString,
  city: nullableString,
  address: nullableString,
  zipCode: nullableString,
  province: nullableString,
  countryCode: nullableString,
  sex: nullableString,
  lastActivityDate: nullableString,
  agreements: z.optional(z.nullable(z.record(z.string(), z.nullable(z.boolean())))),
  attributes: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  tags: z.optional(z.nullable(z.array(z.string()))),
});

export type Profile = z.infer<typeof profileSchema>;

export const profileListSchema = z.array(profileSchema);

/** A linked device as listed (a chosen path and shape): every field optional, so any deployment's answer reads. */
export const linkedDeviceSchema = z.object({
  deviceId: nullableString,
  type: nullableString,
  registrationId: nullableString,
  bluetoothAddress: nullableString,
  macAddress: nullableString,
  manufacturer: nullableString,
  model: nullableString,
  osVersion: nullableString,
  product: nullableString,
  screenHeight: z.optional(z.nullable(z.number())),
  screenWidth: z.optional(z.nullable(z.number())),
});
export type LinkedDevice = z.infer<typeof linkedDeviceSchema>;

/** The listing: a JSON array (the simulator's chosen shape) or the same wrapped in `{data}`. */
export const linkedDeviceListSchema = z.pipe(
  z.union([z.array(linkedDeviceSchema), z.object({ data: z.array(linkedDeviceSchema) })]),
  z.transform((value): LinkedDevice[] => (Array.isArray(value) ? value : value.data)),
);

export const geoSchema = z.object({
  ip: nullableString,
  isp: nullableString,
  as: nullableString,
  city: nullableString,
  province: nullableString,
  countryCode: nullableString,
  lat: z.optional(z.nullable(z.number())),
  lon: z.optional(z.nullable(z.number())),
});

export const browserSchema = z.object({
  name: z.string(),
  version: nullableString,
  os: nullableString,
  device: nullableString,
  lastSeen: nullableString,
});
