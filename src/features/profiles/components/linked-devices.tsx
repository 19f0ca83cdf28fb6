import { LiteButton, LiteGroup, LitePaper, LiteText, LiteTitle } from '../../../components/ui/lite';
import { lazyAfterFirstPaint, useAfterFirstPaint } from '../../../lib/after-content';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { ListTable } from '../../../components/list-table';
import { linkedDevicesQuery } from '../api/profile-extras';
import { deviceTypeLabels, isDeviceType } from '../model/device-types';
import classes from './profile-record.module.css';

// The form (react-hook-form, Mantine's Select and NumberInput) is below the record on every profile: it arrives
// after the profile has shown (decision 0116), so it is usually there when "Link a device" is pressed. If its code
// cannot be downloaded, the devices are still listed.
const LinkDeviceForm = lazyAfterFirstPaint(async () => (await import('./link-device-form')).LinkDeviceForm);

/**
 * The profile's linked devices, and "Link a device", which opens the form to link one more (by the profile's uuid,
 * as the reference does): most visits only read the list. Focus goes into the form, and back to the button when it
 * is closed.
 */
export function LinkedDevices({
  workspaceGuid,
  clientId,
  uuid,
}: {
  workspaceGuid: string;
  clientId: number;
  uuid: string | null;
}) {
  // Asked for once the profile's header is on screen (routes/profile-details.data.ts says why).
  const devices = useQuery({ ...linkedDevicesQuery(workspaceGuid, clientId), enabled: useAfterFirstPaint() });
  const [linking, setLinking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    if (linking || !closed.current) return;
    closed.current = false;
    opener.current?.focus();
  }, [linking]);

  return (
    <LitePaper withBorder p="md" radius="md" component="section" aria-labelledby="linked-devices-title">
      <LiteTitle order={2} size="h4" id="linked-devices-title" mb="sm">
        Linked devices
      </LiteTitle>
      {devices.isError && <ErrorState error={devices.error} onRetry={() => void devices.refetch()} />}
      {devices.data && devices.data.length === 0 && (
        <LiteText size="sm" c="dimmed">
          No linked devices.
        </LiteText>
      )}
      {devices.data && devices.data.length > 0 && (
        <ListTable label="Linked devices" minWidth={500} striped={false} scrollLabel="Linked devices, scrollable">
          <thead>
            <tr>
              <th>Device id</th>
              <th>Type</th>
              <th>Model</th>
              <th>OS</th>
              <th>Screen</th>
            </tr>
          </thead>
          <tbody>
            {devices.data.map((device, index) => (
              <tr key={device.deviceId ?? `#${index}`}>
                <td className={classes.monospace}>{device.deviceId ?? '—'}</td>
                <td>{device.type ? (isDeviceType(device.type) ? deviceTypeLabels[device.type] : device.type) : '—'}</td>
                <td>{[device.manufacturer, device.model].filter(Boolean).join(' ') || '—'}</td>
                <td>{device.osVersion ?? '—'}</td>
                <td>
                  {device.screenWidth && device.screenHeight ? `${device.screenWidth}×${device.screenHeight}` : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      )}
      {uuid && linking && (
        <LinkDeviceForm
          workspaceGuid={workspaceGuid}
          clientId={clientId}
          uuid={uuid}
          onClose={() => {
            closed.current = true;
            setLinking(false);
          }}
        />
      )}
      {uuid && !linking && (
        <LiteGroup mt="sm">
          <LiteButton
            ref={opener}
            variant="default"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setLinking(true)}
          >
            Link a device
          </LiteButton>
        </LiteGroup>
      )}
      {!uuid && (
        <LiteText size="sm" mt="sm">
          This profile has no uuid, so no device can be linked to it.
        </LiteText>
      )}
    </LitePaper>
  );
}
