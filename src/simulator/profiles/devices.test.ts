import { seedProfiles, seededDevicesOf } from '../seed';
import { profileTestbed, type ProfileTestbed } from './test-support';

const DEVICE = {
  deviceId: 'device-42',
  registrationId: 'fcm-token-42',
  type: 'android',
  manufacturer: 'Google',
  model: 'Pixel 9',
  screenHeight: 2424,
  screenWidth: 1080,
};

function linkPath(uuid: string): string {
  return `/v4/clients/by-uuid/${uuid}/linked-devices`;
}

/** A seeded identified profile without seeded devices. */
function plainProfile(bed: ProfileTestbed) {
  return seedProfiles(bed.ws).find((p, i) => i >= 5 && !p.anonymous && seededDevicesOf(bed.ws, p).length === 0)!;
}

describe('Linked devices', () => {
  it('answers 202; the device is listed once its delay has passed', async () => {
    const bed = await profileTestbed();
    const profile = plainProfile(bed);
    const answer = await bed.call('POST', linkPath(profile.uuid), { body: DEVICE });
    expect(answer.status).toBe(202);
    expect(answer.body).toBeNull();
    expect((await bed.call('GET', `/v4/clients/${profile.clientId}/linked-devices`)).body).toEqual([]);
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${profile.clientId}/linked-devices`)).body).toEqual([
      {
        deviceId: 'device-42',
        type: 'android',
        registrationId: 'fcm-token-42',
        bluetoothAddress: null,
        macAddress: null,
        manufacturer: 'Google',
        model: 'Pixel 9',
        osVersion: null,
        product: null,
        publicKey: null,
        screenHeight: 2424,
        screenWidth: 1080,
      },
    ]);
    expect(bed.t.sim.state.events.eventsOf(bed.ws.id, profile.clientId)[0]?.params).toMatchObject({
      changed: ['linkedDevices'],
    });
  });

  it('replaces a device linked again with the same deviceId', async () => {
    const bed = await profileTestbed();
    const profile = plainProfile(bed);
    await bed.call('POST', linkPath(profile.uuid), { body: DEVICE });
    await bed.call('POST', linkPath(profile.uuid), { body: { ...DEVICE, osVersion: '15' } });
    bed.settle();
    bed.settle();
    const devices = (await bed.call('GET', `/v4/clients/${profile.clientId}/linked-devices`)).body;
    expect(devices).toHaveLength(1);
    expect(devices[0].osVersion).toBe('15');
  });

  it('requires deviceId, registrationId and type as strings', async () => {
    const bed = await profileTestbed();
    const answer = await bed.call('POST', linkPath(plainProfile(bed).uuid), { body: { type: 7, model: 'X' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual(['deviceId', 'registrationId', 'type']);
  });

  it('answers 400 at registrationId when it is missing or empty (the vendor model requires it)', async () => {
    const bed = await profileTestbed();
    for (const registrationId of [undefined, '', '  ']) {
      const answer = await bed.call('POST', linkPath(plainProfile(bed).uuid), { body: { ...DEVICE, registrationId } });
      expect(answer.status, String(registrationId)).toBe(400);
      expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'registrationId', code: 1001 })]);
    }
  });

  it('takes type only as android, ios or windows (lower case), naming the allowed values', async () => {
    const bed = await profileTestbed();
    const uuid = plainProfile(bed).uuid;
    for (const type of ['ANDROID', 'IOS', 'web', 'Windows']) {
      const answer = await bed.call('POST', linkPath(uuid), { body: { ...DEVICE, type } });
      expect(answer.status, type).toBe(400);
      expect(answer.body.errors, type).toEqual([
        { code: 1004, field: 'type', message: 'type must be one of: android, ios, windows', rejectedValue: type },
      ]);
    }
    for (const type of ['android', 'ios', 'windows']) {
      expect(
        (await bed.call('POST', linkPath(uuid), { body: { ...DEVICE, deviceId: `d-${type}`, type } })).status,
        type,
      ).toBe(202);
    }
  });

  it('accepts the vendor publicKey and lists it', async () => {
    const bed = await profileTestbed();
    const profile = plainProfile(bed);
    expect((await bed.call('POST', linkPath(profile.uuid), { body: { ...DEVICE, publicKey: 'pk-1' } })).status).toBe(
      202,
    );
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${profile.clientId}/linked-devices`)).body[0]).toMatchObject({
      publicKey: 'pk-1',
    });
  });

  it('links by client id too (POST /v4/clients/{id}/linked-devices), with the same rules', async () => {
    const bed = await profileTestbed();
    const profile = plainProfile(bed);
    const path = `/v4/clients/${profile.clientId}/linked-devices`;
    const bad = await bed.call('POST', path, { body: { ...DEVICE, type: 'IOS', registrationId: undefined } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['registrationId', 'type']);
    expect((await bed.call('POST', path, { body: DEVICE })).status).toBe(202);
    bed.settle();
    expect((await bed.call('GET', path)).body).toEqual([
      expect.objectContaining({ deviceId: 'device-42', registrationId: 'fcm-token-42', type: 'android' }),
    ]);
    expect((await bed.call('POST', '/v4/clients/999999999/linked-devices', { body: DEVICE })).status).toBe(404);
  });

  it('wants screenHeight and screenWidth as int16 integers (-32768 … 32767)', async () => {
    const bed = await profileTestbed();
    const uuid = plainProfile(bed).uuid;
    for (const [size, code] of [
      [32_768, 1009],
      [-32_769, 1009],
      [1.5, 1002],
      ['1080', 1002],
    ] as const) {
      const answer = await bed.call('POST', linkPath(uuid), { body: { ...DEVICE, screenWidth: size } });
      expect(answer.status, String(size)).toBe(400);
      expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'screenWidth', code })]);
    }
    expect(
      (await bed.call('POST', linkPath(uuid), { body: { ...DEVICE, screenHeight: 32_767, screenWidth: -32_768 } }))
        .status,
    ).toBe(202);
  });

  it('refuses unknown device fields', async () => {
    const bed = await profileTestbed();
    const answer = await bed.call('POST', linkPath(plainProfile(bed).uuid), { body: { ...DEVICE, colour: 'blue' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'colour', code: 1005 })]);
  });

  it('answers 404 for an unknown uuid and 400 when the path uuid is not one', async () => {
    const bed = await profileTestbed();
    expect((await bed.call('POST', linkPath('7c9e6679-7425-40de-944b-e07fc1f90ae7'), { body: DEVICE })).status).toBe(
      404,
    );
    const bad = await bed.call('POST', linkPath('device-1'), { body: DEVICE });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'uuid' })]);
  });

  it('links a device to an anonymous profile too (found by its uuid)', async () => {
    const bed = await profileTestbed();
    const anonymous = seedProfiles(bed.ws).find((p) => p.anonymous)!;
    expect((await bed.call('POST', linkPath(anonymous.uuid.toUpperCase()), { body: DEVICE })).status).toBe(202);
    bed.settle();
    expect((await bed.call('GET', `/v4/clients/${anonymous.clientId}/linked-devices`)).body).toHaveLength(1);
  });
});
