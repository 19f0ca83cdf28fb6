import { mulberry32 } from '../../../lib/seeded-random';
import type { Preview } from '../api/schemas';
import {
  doneTile,
  groupByRendering,
  pagesOfPositions,
  randomSamplePositions,
  renderingKey,
  samplePageSize,
  summarySentences,
  wallSummary,
  type SavedDocument,
  type WallProfile,
  type WallTile,
} from './wall';
import { reachEstimate, reachSentence, wilsonInterval } from './wall-reach';

const saved: SavedDocument = {
  content: { title: 'Hi {{ customer.firstName }}', city: '{{ customer.city }}' },
  slug: 'home-welcome',
  schema: 'banner',
};
const summer = { id: 'summer', name: 'Summer banner', slug: 'home-summer', priority: 80 };
const spring = { id: 'spring', name: 'Spring sale', slug: 'home-spring', priority: 60 };

const person = (clientId: number, firstName: string | null, city = 'Oslo'): WallProfile => ({
  clientId,
  name: `${firstName ?? 'Someone'} ${clientId}`,
  record: { clientId, firstName, city },
});
const preview = (change: Partial<Preview> & { included?: boolean }): Preview => ({
  uuid: 'doc-uuid',
  slug: saved.slug,
  content: change.content ?? { title: 'Hi Ann', city: 'Oslo' },
  audience: { included: change.included ?? true, reason: change.included === false ? 'Not in segment' : 'ALL' },
  outrankedBy: change.outrankedBy ?? [],
});

describe('tiles decide nothing again: the single preview verdict', () => {
  it('in and shown, in but outranked (the first rival wins), out, empty naming the missing insert', () => {
    const ann = person(1, 'Ann');
    expect(doneTile(ann, saved, preview({}))).toMatchObject({ kind: 'sees', included: true, winner: null });
    expect(doneTile(ann, saved, preview({ outrankedBy: [summer, spring] }))).toMatchObject({
      kind: 'outranked',
      winner: summer,
      sentence: "Ann 1 won't see this: Summer banner (priority 80) wins the same placement",
    });
    expect(doneTile(ann, saved, preview({ included: false, outrankedBy: [summer] }))).toMatchObject({
      kind: 'not-in-audience',
      included: false,
      winner: null,
    });
    expect(doneTile(person(2, null), saved, preview({ content: {} }))).toMatchObject({
      kind: 'empty',
      missing: ['customer.firstName'],
    });
  });
});

/** A seeded mix of every tile state, for the "summary = sum over tiles" checks. */
function mixedTiles(seed: number, count: number): WallTile[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, i) => {
    const profile = person(i + 1, random() < 0.2 ? null : 'Ann', random() < 0.5 ? 'Oslo' : 'Gdańsk');
    const roll = random();
    if (roll < 0.1) return { state: 'pending', profile };
    if (roll < 0.2) return { state: 'failed', profile, message: 'The service failed (500)' };
    if (roll < 0.25) return { state: 'not-found', profile };
    const included = random() < 0.7;
    const rivals = random() < 0.3 ? [random() < 0.5 ? summer : spring] : [];
    const record = profile.record as { firstName: string | null; city: string };
    const content = record.firstName ? { title: `Hi ${record.firstName}`, city: record.city } : {};
    return doneTile(profile, saved, preview({ included, outrankedBy: rivals, content }));
  });
}

describe('the summary is counted from the tiles', () => {
  it('every count is the sum over the tiles, for many seeded mixes', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const tiles = mixedTiles(seed, 1 + (seed % 7) * 13);
      const s = wallSummary(tiles);
      const done = tiles.filter((t) => t.state === 'done');
      expect(s.total).toBe(tiles.length);
      expect(s.pending + s.failed + s.notFound + s.in + s.out).toBe(s.total);
      expect(s.previewed).toBe(s.in + s.out);
      expect(s.in).toBe(done.filter((t) => t.included).length);
      expect(s.sees + s.outranked).toBe(s.in);
      expect(s.instead.reduce((sum, e) => sum + e.count, 0)).toBe(done.filter((t) => t.winner).length);
      expect(s.empty).toBe(done.filter((t) => t.missing !== null).length);
      expect(s.distinct).toBe(new Set(done.filter((t) => t.missing === null).map((t) => renderingKey(t.content))).size);
    }
  });

  it('a failed preview is never counted as out, only as failed', () => {
    const tiles = mixedTiles(3, 40);
    const before = wallSummary(tiles);
    const index = tiles.findIndex((t) => t.state === 'done');
    const failed = tiles.map((t, i): WallTile =>
      i === index ? { state: 'failed', profile: t.profile, message: 'x' } : t,
    );
    const after = wallSummary(failed);
    expect(after.failed).toBe(before.failed + 1);
    expect(after.in + after.out).toBe(before.in + before.out - 1);
    expect(after.out).toBeLessThanOrEqual(before.out);
  });

  it('says the verdict first, then the renderings, then how much was previewed', () => {
    const ann = person(1, 'Ann');
    const tiles: WallTile[] = [
      doneTile(ann, saved, preview({})),
      doneTile(person(2, 'Bo'), saved, preview({ content: { title: 'Hi Bo', city: 'Oslo' } })),
      doneTile(person(3, 'Cy'), saved, preview({ outrankedBy: [summer] })),
      doneTile(person(4, 'Di'), saved, preview({ included: false })),
      doneTile(person(5, null), saved, preview({ content: {} })),
      { state: 'failed', profile: person(6, 'Ed'), message: 'The service failed (500)' },
      { state: 'not-found', profile: person(7, 'Fa') },
    ];
    expect(summarySentences(wallSummary(tiles))).toEqual([
      '7 profiles · 4 in the audience · 1 out · 1 of the 4 is shown Summer banner (priority 80) instead · 3 see this document · 1 not found',
      '2 distinct renderings · 1 empty (customer.firstName missing ×1)',
      '5 of 6 previewed · 1 failed',
    ]);
  });
});

describe('group by rendering', () => {
  it('collapses identical outputs (key order aside), counts them, keeps up to 5 examples', () => {
    const tiles = Array.from({ length: 8 }, (_, i) =>
      doneTile(
        person(i, 'Ann'),
        saved,
        preview({
          content: i < 7 ? (i % 2 ? { title: 'Hi', city: 'Oslo' } : { city: 'Oslo', title: 'Hi' }) : { title: 'Yo' },
        }),
      ),
    ) as Array<Extract<WallTile, { state: 'done' }>>;
    const groups = groupByRendering(tiles);
    expect(groups.map((g) => [g.count, g.examples.length])).toEqual([
      [7, 5],
      [1, 1],
    ]);
  });
});

describe('Wilson interval and the reach estimate', () => {
  it('matches the textbook values and stays inside 0–1', () => {
    const { low, high } = wilsonInterval(23, 100);
    expect(low).toBeCloseTo(0.1584, 3);
    expect(high).toBeCloseTo(0.3215, 3);
    expect(wilsonInterval(0, 10).low).toBe(0);
    expect(wilsonInterval(0, 10).high).toBeCloseTo(0.2775, 3);
    expect(wilsonInterval(10, 10).high).toBe(1);
  });

  it('says the share, the interval and the profiles it stands for', () => {
    expect(reachSentence(reachEstimate(46, 200, 50_000))).toBe(
      'In the audience: 23 % (95 % Wilson interval 18–29 %) ≈ 11,500 of 50,000 profiles',
    );
  });
});

describe('the seeded random sample', () => {
  it('is the same for the same seed, distinct positions inside the listing, at most 3 pages', () => {
    for (const total of [7, 499, 500, 2_097, 50_000]) {
      for (let seed = 1; seed <= 30; seed += 1) {
        const positions = randomSamplePositions(seed, total, 200);
        expect(positions).toEqual(randomSamplePositions(seed, total, 200));
        expect(new Set(positions).size).toBe(Math.min(200, total));
        expect(positions.every((p) => Number.isInteger(p) && p >= 0 && p < total)).toBe(true);
        expect(pagesOfPositions(positions).filter((page) => page !== 1).length).toBeLessThanOrEqual(2);
      }
    }
    expect(randomSamplePositions(1, 50_000, 48)).not.toEqual(randomSamplePositions(2, 50_000, 48));
  });

  it('gives every profile about the same chance, the last ones included', () => {
    const total = 1_234;
    const hits = new Array<number>(total).fill(0);
    for (let seed = 1; seed <= 2_000; seed += 1) for (const p of randomSamplePositions(seed, total, 50)) hits[p]! += 1;
    const expected = (2_000 * 50) / total;
    const tail = hits.slice(-100).reduce((a, b) => a + b, 0) / 100;
    expect(tail).toBeGreaterThan(expected * 0.8);
    expect(tail).toBeLessThan(expected * 1.2);
    expect(samplePageSize).toBe(500);
  });
});
