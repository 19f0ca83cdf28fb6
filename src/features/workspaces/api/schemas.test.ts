import { anyCurrentWorkspaceSchema, joinWorkspaces, sortWorkspaces } from './schemas';

const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('workspace shapes', () => {
  it('joins the listing and the id listing by position', () => {
    const joined = joinWorkspaces(
      [
        { name: 'Alpha', guid: guid(1), logo: '' },
        { name: 'Beta', guid: guid(2) },
      ],
      [
        { id: 11, ipRestriction: 'OFF', mfaRestriction: 'ENABLED', favorite: false },
        { id: 12, ipRestriction: 'ENABLED', mfaRestriction: 'OFF', favorite: true },
      ],
    );
    expect(joined.map((w) => [w.name, w.id, w.mfaRequired, w.ipRestricted, w.favorite])).toEqual([
      ['Alpha', 11, true, false, false],
      ['Beta', 12, false, true, true],
    ]);
  });

  it('leaves the extra facts out rather than attaching them to the wrong workspace when lengths differ', () => {
    const joined = joinWorkspaces([{ name: 'Alpha', guid: guid(1) }], []);
    expect(joined[0]).toMatchObject({ id: null, favorite: false, mfaRequired: false });
  });

  it('sorts favourites first, then by name', () => {
    const base = { id: 1, subdomain: null, logo: null, ipRestricted: false, mfaRequired: false };
    const sorted = sortWorkspaces([
      { ...base, guid: guid(1), name: 'zeta', favorite: false },
      { ...base, guid: guid(2), name: 'Beta', favorite: true },
      { ...base, guid: guid(3), name: 'alpha', favorite: false },
    ]);
    expect(sorted.map((w) => w.name)).toEqual(['Beta', 'alpha', 'zeta']);
  });

  it('reads the current workspace in its current shape', () => {
    const parsed = anyCurrentWorkspaceSchema.parse({
      selected: true,
      data: {
        id: 7,
        name: 'Northwind',
        logo: '',
        businessProfileGuid: guid(7),
        subdomain: 'northwind',
        emailAttributeName: 'email',
        organizationGuid: guid(99),
        created: '2024-01-01T00:00:00Z',
        ipRestriction: 'OFF',
        mfaRestriction: 'ENABLED',
        labels: ['retail'],
      },
    });
    expect(parsed).toMatchObject({ id: 7, guid: guid(7), mfaRequired: true, ipRestricted: false, labels: ['retail'] });
  });

  it('reads the older flat shape', () => {
    const parsed = anyCurrentWorkspaceSchema.parse({
      businessProfileGuid: guid(8),
      logo: null,
      name: 'Old',
      id: 8,
      created: 1700000000000,
      subdomain: 'old',
      ipRestricted: true,
      mfaRequired: false,
    });
    expect(parsed).toMatchObject({
      id: 8,
      guid: guid(8),
      ipRestricted: true,
      mfaRequired: false,
      created: '2023-11-14T22:13:20.000Z',
    });
  });

  it('reads "no workspace selected" as null', () => {
    expect(anyCurrentWorkspaceSchema.parse({ selected: false })).toBeNull();
  });

  it('refuses a body of neither shape', () => {
    expect(anyCurrentWorkspaceSchema.safeParse({ name: 'x' }).success).toBe(false);
  });
});
