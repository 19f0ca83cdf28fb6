import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pollUntil } from '../../../lib/poll';
import { profileKeys } from './keys';
import { linkDevice, type LinkedDeviceBody } from './mutations';
import { linkedDevicesQuery } from './profile-extras';

export interface LinkDeviceVariables {
  uuid: string;
  body: LinkedDeviceBody;
  /** Called once the service has accepted the device (202), before it is listed. */
  onAccepted?: () => void;
}

/**
 * Links a device to a profile (by its uuid, as the reference does) and waits until the profile's device list
 * shows it: resolves true then, false when it did not show in time. The device list is refetched either way.
 */
export function useLinkDevice(workspaceGuid: string, clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, body, onAccepted }: LinkDeviceVariables) => {
      await linkDevice(uuid, body);
      onAccepted?.();
      const listed = await pollUntil(async () => {
        const latest = await queryClient.fetchQuery({ ...linkedDevicesQuery(workspaceGuid, clientId), staleTime: 0 });
        return latest.some((device) => device.deviceId === body.deviceId) ? latest : undefined;
      });
      return listed !== undefined;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.devices(workspaceGuid, clientId) });
    },
  });
}
