/**
 * The vendor's device types and their names: apart from the device form's schema (./device-form.ts), so a profile's
 * list of devices shows without the form's code (docs/performance.md).
 */
export const deviceTypes = ['android', 'ios', 'windows'] as const;
export type DeviceType = (typeof deviceTypes)[number];
export const isDeviceType = (value: string): value is DeviceType => (deviceTypes as readonly string[]).includes(value);

export const deviceTypeLabels: Record<DeviceType, string> = { android: 'Android', ios: 'iOS', windows: 'Windows' };
