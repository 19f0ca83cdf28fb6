import { placementsOf, type PlacementDocument } from './placements';

let made = 0;
const doc = (fields: Partial<PlacementDocument> & Pick<PlacementDocument, 'name' | 'priority'>): PlacementDocument => {
  made += 1;
  return {
    id: `doc-${made}`,
    slug: `home-${made}`,
    audience: { targetType: 'ALL' },
    status: 'PUBLISHED',
    ...fields,
  };
};
const segments = [
  { id: 'seg-vip', name: 'VIP customers' },
  { id: 'seg-news', name: 'Email subscribers' },
];
const vip = { targetType: 'SEGMENT', segments: ['seg-vip'] };

describe('placements', () => {
  it('groups by the slug’s first word, placements by name, documents in the service’s order (priority, then name)', () => {
    const view = placementsOf(
      [
        doc({ name: 'Cart b', priority: 10, slug: 'cart-b' }),
        doc({ name: 'Spring sale', priority: 60, slug: 'home-spring-sale' }),
        doc({ name: 'Summer banner', priority: 80, slug: 'home-summer' }),
        doc({ name: 'Cart a', priority: 10, slug: 'cart-a' }),
      ],
      segments,
    );
    expect(view.placements.map((placement) => placement.name)).toEqual(['cart', 'home']);
    expect(view.placements[0]!.competitors.map((c) => c.document.name)).toEqual(['Cart a', 'Cart b']);
    expect(view.placements[1]!.competitors.map((c) => c.document.name)).toEqual(['Summer banner', 'Spring sale']);
    expect(view.competing).toBe(4);
  });

  it('says who sees what in one sentence', () => {
    const sentence = (documents: PlacementDocument[]) => placementsOf(documents, segments).placements[0]!.verdict;
    const summer = (audience: PlacementDocument['audience'] = { targetType: 'ALL' }) =>
      doc({ name: 'Summer banner', priority: 80, audience });
    const spring = () => doc({ name: 'Spring sale', priority: 60 });

    expect(sentence([summer(), spring()])).toBe('Summer banner (priority 80) wins home for everyone.');
    expect(sentence([summer(vip), spring()])).toBe(
      'Summer banner (priority 80) wins home for its audience (segment ‘VIP customers’); everyone else gets Spring sale (priority 60).',
    );
    expect(
      sentence([
        summer({ targetType: 'SEGMENT', segments: ['seg-vip', 'seg-news'] }),
        doc({ name: 'City', priority: 70, audience: { targetType: 'QUERY', query: '{"filter":"city = Warsaw"}' } }),
        doc({ name: 'Gold', priority: 65, audience: { targetType: 'QUERY', query: 'gold AND Warsaw' } }),
        spring(),
      ]),
    ).toBe(
      'Summer banner (priority 80) wins home for its audience (segments ‘VIP customers’ and ‘Email subscribers’); then 2 more targeted documents for theirs; everyone else gets Spring sale (priority 60).',
    );
    expect(sentence([summer(vip), doc({ name: 'Gold', priority: 5, audience: vip })])).toBe(
      'Summer banner (priority 80) wins home for its audience (segment ‘VIP customers’); then 1 more targeted document for its own; nothing here reaches everyone: customers outside these audiences get nothing.',
    );
    expect(sentence([summer()])).toBe('Only Summer banner (priority 80) competes for home: everyone gets it.');
    const goldInWarsaw = { targetType: 'QUERY', query: '{"filter":"loyaltyTier = gold AND city = Warsaw"}' };
    expect(sentence([summer(goldInWarsaw)])).toBe(
      'Only Summer banner (priority 80) competes for home: it reaches customers matching “loyaltyTier = gold and city = Warsaw”; everyone else gets nothing here.',
    );
  });

  it('says what becomes of each document: shown, shown to whom the ones above miss, or never shown', () => {
    const view = placementsOf(
      [
        doc({ name: 'Summer banner', priority: 80, audience: vip }),
        doc({ name: 'Spring sale', priority: 60 }),
        doc({ name: 'Old banner', priority: 20, audience: { targetType: 'SEGMENT', segments: ['gone'] } }),
      ],
      segments,
    );
    expect(view.placements[0]!.competitors.map((c) => [c.audience, c.role])).toEqual([
      ['segment ‘VIP customers’', 'Shown to everyone in its audience.'],
      ['everyone', 'Shown to everyone the documents above do not reach.'],
      ['an unknown segment', 'Never shown: Spring sale (priority 60) reaches everyone first.'],
    ]);
  });

  it('lists apart, with the reason, a document without a slug or without an audience; drafts compete', () => {
    const view = placementsOf(
      [
        doc({ name: 'No slug', priority: 90, slug: null }),
        doc({ name: 'No audience', priority: 90, audience: null }),
        doc({ name: 'Draft', priority: 10, status: 'DRAFT' }),
      ],
      segments,
    );
    expect(view.notCompeting.map(({ document, reason }) => [document.name, reason])).toEqual([
      ['No audience', 'No audience saved: it reaches nobody.'],
      ['No slug', 'No slug: it has no placement to compete for.'],
    ]);
    expect(view.placements[0]!.verdict).toBe('Only Draft (priority 10) competes for home: everyone gets it.');
    expect(view.competing).toBe(1);
  });

  it('has no placement when there is no document', () => {
    expect(placementsOf([], segments)).toEqual({ placements: [], competing: 0, notCompeting: [] });
  });
});
