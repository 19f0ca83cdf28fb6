import { ERROR_CODES, Validation } from '../http/errors';
import type { Loose } from '../testing';
import { isIsoDate } from '../../lib/formats';
import { isPhoneNumber, isReservedAttribute, parseProfileChanges } from './fields';
import { profileTestbed, type ProfileTestbed } from './test-support';

/** Field errors of a create with the given body (plus a valid identifier unless the body has one). */
async function createErrors(bed: ProfileTestbed, body: Record<string, unknown>): Promise<Loose[]> {
  const answer = await bed.call('POST', '/v4/clients', { body: { customId: 'VALID-1', ...body } });
  expect(answer.status).toBe(400);
  return answer.body.errors;
}

const fieldsOf = (errors: Loose[]) => errors.map((e) => e.field);

describe('Profile field validation', () => {
  let bed: ProfileTestbed;
  beforeAll(async () => {
    bed = await profileTestbed();
  });

  it('refuses an email that is not an email address', async () => {
    const errors = await createErrors(bed, { email: 'jane@' });
    expect(errors).toEqual([
      {
        code: ERROR_CODES.INVALID_FORMAT,
        field: 'email',
        message: 'email must be an email address',
        rejectedValue: 'jane@',
      },
    ]);
  });

  it('accepts ISO 3166-1 alpha-2 country codes only (PL yes; XX, pol no)', async () => {
    expect((await bed.call('POST', '/v4/clients', { body: { customId: 'C-PL', countryCode: 'PL' } })).status).toBe(202);
    for (const code of ['XX', 'pol', 'P', 'EU']) {
      expect(fieldsOf(await createErrors(bed, { countryCode: code })), code).toEqual(['countryCode']);
    }
  });

  it('wants birthDate as YYYY-MM-DD naming a real day, not in the future', async () => {
    for (const date of ['17.05.1990', '1990-5-17', '1990-02-30', '2023-02-29', '1990-13-01', '1990-05-17T00:00:00Z']) {
      const errors = await createErrors(bed, { birthDate: date });
      expect(errors, date).toEqual([
        expect.objectContaining({ field: 'birthDate', code: ERROR_CODES.INVALID_FORMAT, rejectedValue: date }),
      ]);
    }
    const future = await createErrors(bed, { birthDate: '2030-01-01' });
    expect(future).toEqual([expect.objectContaining({ field: 'birthDate', code: ERROR_CODES.OUT_OF_RANGE })]);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('wants agreements as an object of booleans with known keys', async () => {
    expect(fieldsOf(await createErrors(bed, { agreements: true }))).toEqual(['agreements']);
    expect(fieldsOf(await createErrors(bed, { agreements: { email: 'yes', sms: 1 } }))).toEqual([
      'agreements.email',
      'agreements.sms',
    ]);
    expect(fieldsOf(await createErrors(bed, { agreements: { fax: true } }))).toEqual(['agreements.fax']);
    const ok = await bed.call('POST', '/v4/clients', {
      body: { customId: 'AGR-1', agreements: { email: true, whatsapp: false, wifi: null } },
    });
    expect(ok.status).toBe(202);
  });

  it('wants tags as an array of non-empty strings', async () => {
    expect(fieldsOf(await createErrors(bed, { tags: 'vip' }))).toEqual(['tags']);
    expect(fieldsOf(await createErrors(bed, { tags: ['vip', 3, ''] }))).toEqual(['tags[1]', 'tags[2]']);
  });

  it('wants attributes as an object', async () => {
    for (const value of [[1, 2], 'loyal', 5]) {
      expect(fieldsOf(await createErrors(bed, { attributes: value })), JSON.stringify(value)).toEqual(['attributes']);
    }
  });

  it('wants string fields as strings', async () => {
    const errors = await createErrors(bed, { firstName: 42, city: ['Paris'], sex: true });
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['firstName', ERROR_CODES.INVALID_TYPE],
      ['city', ERROR_CODES.INVALID_TYPE],
      ['sex', ERROR_CODES.INVALID_TYPE],
    ]);
  });

  it('refuses unknown top-level fields and the read-only anonymous and lastActivityDate', async () => {
    const errors = await createErrors(bed, {
      nickname: 'J',
      anonymous: false,
      lastActivityDate: '2025-01-01T00:00:00Z',
    });
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['nickname', ERROR_CODES.UNKNOWN_FIELD],
      ['anonymous', ERROR_CODES.READ_ONLY],
      ['lastActivityDate', ERROR_CODES.READ_ONLY],
    ]);
  });

  it('checks uuid, phone and avatarUrl formats, and refuses empty identifiers', async () => {
    const errors = await createErrors(bed, {
      uuid: 'not-a-uuid',
      phone: 'call me',
      avatarUrl: 'javascript:alert(1)',
      customId: '  ',
    });
    expect(errors.map((e) => e.field)).toEqual(['customId', 'uuid', 'phone', 'avatarUrl']);
    expect(isPhoneNumber('+48 (600) 100-200')).toBe(true);
    expect(isPhoneNumber('1234')).toBe(false);
  });

  it('collects every field error of a request in one 400, each with code, field, message and rejectedValue', async () => {
    const answer = await bed.call('POST', `/v4/clients/${bed.idOf(6)}`, {
      body: { email: 'bad', countryCode: 'XX', birthDate: 'yesterday', tags: 'x', extra: 1 },
    });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body.errors)).toEqual(['email', 'countryCode', 'birthDate', 'tags', 'extra']);
    for (const error of answer.body.errors) {
      expect(Object.keys(error).sort()).toEqual(['code', 'field', 'message', 'rejectedValue']);
      expect(typeof error.rejectedValue).toBe('string');
    }
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    expect((await bed.call('POST', '/v4/clients', { rawBody: '[1]' })).status).toBe(400);
    expect((await bed.call('POST', '/v4/clients', { rawBody: '{"email":' })).status).toBe(400);
  });

  it('refuses to remove a uuid', async () => {
    const answer = await bed.call('POST', `/v4/clients/${bed.idOf(6)}`, { body: { uuid: null } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'uuid' })]);
  });
});

describe('Reserved attribute names', () => {
  it('covers the reference list, case-sensitively, and the whole geo_loc_* family', () => {
    for (const name of [
      'email',
      'firstname',
      'apikey',
      'ApiKey',
      'receive_smses',
      'geo_loc_city',
      'geo_loc_timezone',
      'correlationId',
    ]) {
      expect(isReservedAttribute(name), name).toBe(true);
    }
    for (const name of ['loyaltyTier', 'EMAIL', 'APIKEY', 'geo', 'geoLocCity'])
      expect(isReservedAttribute(name), name).toBe(false);
  });
});

describe('parseProfileChanges', () => {
  it('normalises identifiers: email and uuid lower-case, country code upper-case, text trimmed', () => {
    const v = new Validation();
    const changes = parseProfileChanges(
      {
        email: ' A@B.CO ',
        uuid: '5B1E8F8A-92A4-4C4E-8A53-0B8F3C7D2E11',
        countryCode: 'de',
        city: ' Bonn ',
        company: '',
      },
      v,
      { kind: 'update', today: '2026-01-15' },
    );
    expect(v.failed).toBe(false);
    expect(changes.strings).toEqual({
      email: 'a@b.co',
      uuid: '5b1e8f8a-92a4-4c4e-8a53-0b8f3c7d2e11',
      countryCode: 'DE',
      city: 'Bonn',
      company: null,
    });
  });

  it('prefixes batch item fields with the item index', () => {
    const v = new Validation();
    parseProfileChanges({ email: 'x', tags: [1] }, v, { kind: 'batch-item', prefix: '[12].', today: '2026-01-15' });
    expect(v.errors.map((e) => e.field)).toEqual(['[12].email', '[12].tags[0]']);
  });
});
