import { deviceTypes, type DeviceType } from '../api/mutations';

export const deviceTypeLabels: Record<DeviceType, string> = { android: 'Android', ios: 'iOS', windows: 'Windows' };
export const isDeviceType = (value: string): value is DeviceType => (deviceTypes as readonly string[]).includes(value);
