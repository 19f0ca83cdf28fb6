import { changesOf, createBodyOf, emptyProfileForm, formValuesOf, isApplied } from './profile-changes';
import { isReservedAttributeName } from './reserved-attributes';
import { type Profile } from '../api/schemas';
import { attributeRowOf } from './attribute-row';
import {
  createProfileFormSchema,
  isIsoDate,
  parseAttributeValue,
  profileFormSchema,
  type ProfileFormValues,
} from './profile-form';

const profile: Profile = {
  clientId: 7,
  anonymous: false,
  email: 'ann@example.com',
  phone: null,
  customId: 'NW-7',
  firstName: 'Ann',
  lastName: 'Lee',
  city: 'Gdańsk',
  countryCode: 'PL',
  agreements: { email: true, sms: false, push: false, bluetooth: false, rfid: false, wifi: false },
  attributes: { loyaltyTier: 'gold', lifetimeValue: 120.5, vip: true },
  tags: ['a'],
};

const form = (patch: Partial<ProfileFormValues> = {}): ProfileFormValues => ({ ...formValuesOf(profile), ...patch });
const issues = (values: ProfileFormValues, schema = profileFormSchema) =>
  schema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('profile form validation (the reference rules, written once)', () => {
  it('accepts the profile as loaded', () => {
    expect(issues(form())).toEqual([]);
  });

  it('refuses a malformed email at the email field', () => {
    expect(issues(form({ email: 'ann@' }))).toEqual([['email', expect.stringContaining('valid email')]]);
  });

  it('accepts only ISO 3166-1 alpha-2 country codes', () => {
    expect(issues(form({ countryCode: 'XX' }))[0]?.[0]).toBe('countryCode');
    expect(issues(form({ countryCode: 'POL' }))[0]?.[0]).toBe('countryCode');
    expect(issues(form({ countryCode: 'de' }))).toEqual([]);
  });

  it('accepts only real ISO dates as birth date', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('12/05/1990')).toBe(false);
    expect(issues(form({ birthDate: '1990-13-01' }))[0]?.[0]).toBe('birthDate');
  });

  it('flags reserved attribute names, duplicates and empty names on the attribute row', () => {
    const attributes = [
      { key: 'firstname', type: 'string' as const, value: 'x' },
      { key: 'geo_loc_city', type: 'string' as const, value: 'x' },
      { key: 'tier', type: 'string' as const, value: 'x' },
      { key: 'tier', type: 'string' as const, value: 'y' },
      { key: ' ', type: 'string' as const, value: 'y' },
    ];
    expect(issues(form({ attributes })).map(([path]) => path)).toEqual([
      'attributes.0.key',
      'attributes.1.key',
      'attributes.3.key',
      'attributes.4.key',
    ]);
    expect(isReservedAttributeName('geo_loc_lat')).toBe(true);
    expect(isReservedAttributeName('geo_location')).toBe(false);
  });

  it('checks typed attribute values', () => {
    expect(parseAttributeValue({ key: 'n', type: 'number', value: '12.5' })).toEqual({ ok: true, value: 12.5 });
    expect(parseAttributeValue({ key: 'n', type: 'number', value: 'twelve' }).ok).toBe(false);
    expect(parseAttributeValue({ key: 'd', type: 'datetime', value: '2026-11-21T10:00:00Z' }).ok).toBe(true);
    expect(parseAttributeValue({ key: 'd', type: 'datetime', value: 'yesterday' }).ok).toBe(false);
    expect(parseAttributeValue({ key: 'j', type: 'json', value: '{"a":[1]}' })).toEqual({
      ok: true,
      value: { a: [1] },
    });
    expect(parseAttributeValue({ key: 'j', type: 'json', value: '{a' }).ok).toBe(false);
    expect(attributeRowOf('when', '2026-01-01T00:00:00Z').type).toBe('datetime');
    expect(attributeRowOf('list', ['x']).type).toBe('json');
  });

  it('needs at least one identifier to create a profile', () => {
    expect(issues({ ...emptyProfileForm, firstName: 'Ann' }, createProfileFormSchema)).toEqual([
      ['email', expect.stringContaining('at least one identifier')],
    ]);
    expect(issues({ ...emptyProfileForm, customId: 'X-1' }, createProfileFormSchema)).toEqual([]);
  });
});

describe('changed fields only', () => {
  it('sends nothing when nothing changed', () => {
    expect(changesOf(profile, form())).toEqual({});
  });

  it('sends exactly the changed field, agreement and attribute', () => {
    const values = form({
      city: 'Sopot',
      agreements: { ...form().agreements, sms: true },
      attributes: form().attributes.map((row) => (row.key === 'loyaltyTier' ? { ...row, value: 'platinum' } : row)),
    });
    expect(changesOf(profile, values)).toEqual({
      city: 'Sopot',
      agreements: { sms: true },
      attributes: { loyaltyTier: 'platinum' },
    });
  });

  it('an emptied field resets it (null); untouched empty fields send nothing', () => {
    expect(changesOf(profile, form({ city: '' }))).toEqual({ city: null });
  });

  it('a removed attribute is sent as null, an added one with its type', () => {
    const attributes = form()
      .attributes.filter((row) => row.key !== 'vip')
      .concat({ key: 'visits', type: 'number', value: '3' });
    expect(changesOf(profile, form({ attributes }))).toEqual({ attributes: { vip: null, visits: 3 } });
  });

  it('sends tags as the whole new list when they changed', () => {
    expect(changesOf(profile, form({ tags: ['a', 'b'] }))).toEqual({ tags: ['a', 'b'] });
  });

  it('normalises the country code to upper case before comparing', () => {
    expect(changesOf(profile, form({ countryCode: 'pl' }))).toEqual({});
  });

  it('the create body has only filled-in fields', () => {
    const body = createBodyOf({ ...emptyProfileForm, customId: ' X-1 ', city: 'Oslo' });
    expect(body).toEqual({ customId: 'X-1', city: 'Oslo', agreements: emptyProfileForm.agreements });
  });

  it('tells when the service has applied a change', () => {
    const sent = { city: 'Sopot', attributes: { vip: null }, agreements: { sms: true } };
    expect(isApplied(profile, sent)).toBe(false);
    const applied: Profile = {
      ...profile,
      city: 'Sopot',
      attributes: { loyaltyTier: 'gold', lifetimeValue: 120.5 },
      agreements: { ...profile.agreements, sms: true },
    };
    expect(isApplied(applied, sent)).toBe(true);
  });
});
