import type { DeviceType } from '../model/device-form';

export const deviceTypeLabels: Record<DeviceType, string> = { android: 'Android', ios: 'iOS', windows: 'Windows' };
