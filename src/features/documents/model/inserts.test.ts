import { slugFromName } from './document-rules';
import { insertPaths } from '../../../lib/inserts';
import { resolveInserts } from './inserts';
import {
  defaultDocumentListParams,
  documentParamsFromSearch,
  searchFromDocumentParams,
  serviceQueryOfDocuments,
} from './list-params';

const ann = {
  clientId: 7,
  firstName: 'Ann',
  lastName: '',
  city: 'Oslo',
  tags: ['vip', 'eu'],
  agreements: { email: true },
  attributes: { loyaltyTier: 'gold', visits: 12, address: { street: 'Main' } },
};

describe('inserts resolved in the browser, with the service rules', () => {
  it('fills profile fields, custom attributes, tags and agreements; numbers and booleans become text', () => {
    const content = {
      hello: 'Hi {{customer.firstName}} from {{ customer.city }}',
      nested: {
        tier: '{{ customer.loyaltyTier }}',
        street: '{{ customer.attributes.address.street }}',
        list: ['{{ customer.visits }} visits'],
      },
      tags: '{{ customer.tags }}',
      email: '{{ customer.agreements.email }}',
      id: '{{ customer.id }}',
      count: 3,
    };
    expect(resolveInserts(content, {}, ann)).toEqual({
      content: {
        hello: 'Hi Ann from Oslo',
        nested: { tier: 'gold', street: 'Main', list: ['12 visits'] },
        tags: 'vip, eu',
        email: 'true',
        id: '7',
        count: 3,
      },
      unresolved: [],
    });
  });

  it('values given by hand win over the profile, keyed by the exact path', () => {
    expect(
      resolveInserts(
        { a: '{{ customer.firstName }} gets {{ discount }}%' },
        { 'customer.firstName': 'Bo', discount: 10 },
        ann,
      ).content,
    ).toEqual({ a: 'Bo gets 10%' });
  });

  it('one unresolved insert (missing, empty, or no profile) empties the whole content', () => {
    expect(resolveInserts({ a: 'Hi {{ customer.lastName }}', b: 'x' }, {}, ann)).toEqual({
      content: {},
      unresolved: ['customer.lastName'],
    });
    expect(resolveInserts('Hi {{ customer.firstName }}', {}, null)).toEqual({
      content: '',
      unresolved: ['customer.firstName'],
    });
    expect(resolveInserts({ a: '{{ discount }}' }, {}, ann).content).toEqual({});
  });

  it('lists the insert paths of a content once each', () => {
    expect(insertPaths({ a: '{{ x.y }} {{x.y}}', b: ['{{ z }}'] })).toEqual(['x.y', 'z']);
  });
});

describe('slug suggested from a name', () => {
  it('lower case, accents dropped, words joined by single hyphens', () => {
    expect(slugFromName('Welcome Banner')).toBe('welcome-banner');
    expect(slugFromName('  Été — 50% off!! ')).toBe('ete-50-off');
    expect(slugFromName('***')).toBe('');
  });
});

describe('listing state in the URL', () => {
  it('round-trips, leaves defaults out and falls back on what does not parse', () => {
    const params = {
      ...defaultDocumentListParams,
      search: 'banner',
      directoryId: 'd1',
      sortBy: 'priority' as const,
      ordering: 'asc' as const,
      page: 3,
    };
    const search = searchFromDocumentParams(params);
    expect(search.toString()).toBe('q=banner&dir=d1&sort=priority&order=asc&page=3');
    expect(documentParamsFromSearch(search)).toEqual(params);
    expect(searchFromDocumentParams(defaultDocumentListParams).toString()).toBe('');
    expect(documentParamsFromSearch(new URLSearchParams('page=-2&size=7&sort=name&status=GONE'))).toEqual(
      defaultDocumentListParams,
    );
  });

  it('sends the service its parameter names, without empty filters', () => {
    expect(serviceQueryOfDocuments({ ...defaultDocumentListParams, schema: 'banner' })).toEqual({
      page: 1,
      limit: 25,
      search: undefined,
      sortBy: 'updatedAt',
      ordering: 'desc',
      directoryId: undefined,
      groupId: undefined,
      schema: 'banner',
      status: undefined,
    });
  });
});
