import { findProfile, lookupKind } from '../api/find-profile';
import {
  defaultListParams,
  exportFileName,
  listParamsFromSearch,
  searchFromListParams,
  serviceQueryOf,
} from './list-params';

describe('listing state in the URL', () => {
  it('round-trips every bit of the state', () => {
    const params = {
      page: 3,
      pageSize: 50,
      sortBy: 'city' as const,
      sortOrder: 'desc' as const,
      anonymous: 'no' as const,
      filters: { city: 'Oslo', email: 'ann' },
    };
    const search = searchFromListParams(params);
    expect(search.toString()).toBe('page=3&size=50&sort=city&order=desc&anonymous=no&email=ann&city=Oslo');
    expect(listParamsFromSearch(search)).toEqual(params);
  });

  it('leaves defaults out of the URL', () => {
    expect(searchFromListParams(defaultListParams).toString()).toBe('');
  });

  it('falls back to defaults for values that do not parse', () => {
    expect(listParamsFromSearch(new URLSearchParams('page=-2&size=33&sort=password&order=up&anonymous=maybe'))).toEqual(
      defaultListParams,
    );
  });

  it('drops a sort outside the vendor enum (old links with sort=clientId) and an order without a sort', () => {
    for (const sort of ['clientId', 'customId', 'FIRSTNAME']) {
      expect(listParamsFromSearch(new URLSearchParams(`sort=${sort}&order=desc&page=2`)), sort).toEqual({
        ...defaultListParams,
        page: 2,
      });
    }
    for (const sort of ['firstName', 'lastName', 'lastActivityDate', 'email', 'city', 'phone']) {
      expect(listParamsFromSearch(new URLSearchParams(`sort=${sort}&order=desc`)), sort).toMatchObject({
        sortBy: sort,
        sortOrder: 'desc',
      });
    }
  });

  it('sends no sortBy/sortOrder by default (the service order), and ASC/DESC in upper case with a column', () => {
    expect(serviceQueryOf(defaultListParams)).toMatchObject({ sortBy: undefined, sortOrder: undefined });
    expect(serviceQueryOf({ ...defaultListParams, sortBy: 'email' })).toMatchObject({
      sortBy: 'email',
      sortOrder: 'ASC',
    });
    expect(serviceQueryOf({ ...defaultListParams, sortBy: 'lastActivityDate', sortOrder: 'desc' })).toMatchObject({
      sortBy: 'lastActivityDate',
      sortOrder: 'DESC',
    });
  });

  it('maps to the service query with one-based pageIndex and the filters[...] names', () => {
    expect(serviceQueryOf({ ...defaultListParams, page: 2, anonymous: 'yes', filters: { phone: '600' } })).toEqual({
      sortBy: undefined,
      sortOrder: undefined,
      pageIndex: 2,
      pageSize: 20,
      'filters[anonymous]': 'true',
      'filters[firstName]': undefined,
      'filters[lastName]': undefined,
      'filters[email]': undefined,
      'filters[city]': undefined,
      'filters[phone]': '600',
    });
  });
});

describe('jumping to a profile', () => {
  it('tells an id, a uuid, an email and a custom id apart', () => {
    expect(lookupKind('1200045')).toBe('id');
    expect(lookupKind('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe('uuid');
    expect(lookupKind('ann@example.com')).toBe('email');
    expect(lookupKind('NW-000123')).toBe('customId');
    expect(lookupKind('  ')).toBeNull();
  });

  it('finds nothing for an empty query without asking the service', async () => {
    await expect(findProfile('   ')).resolves.toBeNull();
  });
});

describe("the export's file name", () => {
  const day = new Date(Date.UTC(2026, 10, 28, 10));
  it('names the filters, the anonymous choice and the sort', () => {
    expect(
      exportFileName(
        {
          ...defaultListParams,
          filters: { city: 'Łódź Fabryczna', email: '@Demo.test' },
          anonymous: 'no',
          sortBy: 'lastName',
          sortOrder: 'desc',
        },
        day,
      ),
    ).toBe('profiles-email-demo-test-city-lodz-fabryczna-anonymous-no-by-lastname-desc-2026-11-28.csv');
  });

  it('says "all" for the whole listing, and keeps a long filter short', () => {
    expect(exportFileName(defaultListParams, day)).toBe('profiles-all-2026-11-28.csv');
    const long = exportFileName({ ...defaultListParams, filters: { firstName: 'x'.repeat(300) } }, day);
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toMatch(/^profiles-firstname-x+-2026-11-28\.csv$/);
  });
});
