import { seededClientId } from '../seed';
import type { Loose } from '../testing';
import { audienceVerdict, queryTerms } from './audience';
import { docsTestbed, fieldsOf } from './test-support';

describe('Document audiences', () => {
  it('ALL is stored as {targetType: ALL} (segments and query dropped)', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    const answer = await b.call('PUT', `/documents/${doc.id}/audience`, {
      body: { targetType: 'ALL', segments: ['x'], query: 'y' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.body.audience).toEqual({ targetType: 'ALL' });
  });

  it('SEGMENT with known segment ids is stored (duplicates dropped)', async () => {
    const b = await docsTestbed();
    const [first, second] = (await b.segments()) as Loose[];
    const doc = await b.create();
    const answer = await b.call('PUT', `/documents/${doc.id}/audience`, {
      body: { targetType: 'SEGMENT', segments: [first.id, second.id, first.id] },
    });
    expect(answer.body.body.audience).toEqual({ targetType: 'SEGMENT', segments: [first.id, second.id] });
  });

  it('SEGMENT without segments (absent or empty) is a 400 on segments', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    for (const body of [
      { targetType: 'SEGMENT' },
      { targetType: 'SEGMENT', segments: [] },
      { targetType: 'SEGMENT', segments: 'abc' },
    ]) {
      const answer = await b.call('PUT', `/documents/${doc.id}/audience`, { body });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['segments']);
    }
  });

  it('an unknown segment id is a 400 on segments[i]', async () => {
    const b = await docsTestbed();
    const [known] = (await b.segments()) as Loose[];
    const doc = await b.create();
    const answer = await b.call('PUT', `/documents/${doc.id}/audience`, {
      body: { targetType: 'SEGMENT', segments: [known.id, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual(['segments[1]']);
    expect((await b.call('GET', `/documents/${doc.id}`)).body.audience).toEqual({ targetType: 'ALL' });
  });

  it('QUERY with a non-empty string is stored; without it a 400 on query', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    const query = '{"filter":"loyaltyTier = gold"}';
    const ok = await b.call('PUT', `/documents/${doc.id}/audience`, { body: { targetType: 'QUERY', query } });
    expect(ok.body.body.audience).toEqual({ targetType: 'QUERY', query });
    for (const body of [
      { targetType: 'QUERY' },
      { targetType: 'QUERY', query: '  ' },
      { targetType: 'QUERY', query: { filter: 'x' } },
    ]) {
      const answer = await b.call('PUT', `/documents/${doc.id}/audience`, { body });
      expect(fieldsOf(answer.body)).toEqual(['query']);
    }
  });

  it('any other targetType (or none) is a 400 on targetType', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    for (const body of [{ targetType: 'EVERYONE' }, { targetType: 'all' }, {}, { targetType: 3 }]) {
      const answer = await b.call('PUT', `/documents/${doc.id}/audience`, { body });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['targetType']);
    }
  });

  it('create checks its audience with prefixed field names', async () => {
    const b = await docsTestbed();
    const answer = await b.call('POST', '/documents', {
      body: await b.newDocument({ audience: { targetType: 'SEGMENT', segments: ['nope'] } }),
    });
    expect(fieldsOf(answer.body)).toEqual(['audience.segments[0]']);
    const notObject = await b.call('POST', '/documents', { body: await b.newDocument({ audience: 'ALL' }) });
    expect(fieldsOf(notObject.body)).toEqual(['audience']);
  });

  it('segment sizes equal the number of profiles matching each rule', async () => {
    const b = await docsTestbed();
    const segments = (await b.segments()) as Loose[];
    expect(segments).toHaveLength(9);
    const profiles = b.profiles();
    const bigSpenders = profiles.filter(
      (p) => typeof p.attributes.lifetimeValue === 'number' && p.attributes.lifetimeValue >= 500,
    ).length;
    const anonymous = profiles.filter((p) => p.anonymous).length;
    const subscribers = profiles.filter((p) => p.email !== null && p.agreements.email).length;
    const bySize = Object.fromEntries(segments.map((s) => [s.name, s.size]));
    expect(bySize['Big spenders']).toBe(bigSpenders);
    expect(bySize['Anonymous visitors']).toBe(anonymous);
    expect(bySize['Email subscribers']).toBe(subscribers);
    const city = (segments.find((s) => s.name.startsWith('Shoppers in ')) as Loose).name.slice('Shoppers in '.length);
    expect(bySize[`Shoppers in ${city}`]).toBe(profiles.filter((p) => p.city === city).length);
    for (const s of segments) expect(s.size).toBeGreaterThan(0);
  });

  it('segments listing: search over name/description/rule and limit 1…100', async () => {
    const b = await docsTestbed();
    const found = await b.call('GET', '/segments?search=LOYALTY');
    expect((found.body as Loose[]).map((s) => s.name)).toEqual(['Gold and platinum members']);
    expect((await b.call('GET', '/segments?limit=2')).body).toHaveLength(2);
    expect(fieldsOf((await b.call('GET', '/segments?limit=0')).body)).toEqual(['limit']);
  });

  it('segment sizes compute in well under a second for Northwind (50,000 profiles) and are cached', async () => {
    const b = await docsTestbed(0);
    b.profiles();
    const began = performance.now();
    const first = await b.call('GET', '/segments');
    const firstMs = performance.now() - began;
    expect(first.status).toBe(200);
    expect(firstMs).toBeLessThan(1_000);
    const again = performance.now();
    await b.call('GET', '/segments');
    expect(performance.now() - again).toBeLessThan(firstMs);
  });

  it('QUERY matches profiles whose values contain every word of the query (field names and operators ignored)', async () => {
    const b = await docsTestbed();
    expect(queryTerms('{"filter":"loyaltyTier = gold AND city = Poznań"}')).toEqual(['loyaltytier', 'gold', 'poznań']);
    const wd = b.documents();
    const profiles = b.profiles();
    const gold = profiles.find((p) => p.attributes.loyaltyTier === 'gold') as Loose;
    const other = profiles.find((p) => !p.anonymous && p.attributes.loyaltyTier === 'bronze') as Loose;
    const audience = { targetType: 'QUERY' as const, query: `{"filter":"loyaltyTier = gold AND city = ${gold.city}"}` };
    expect(audienceVerdict(wd, audience, gold).included).toBe(true);
    const verdict = audienceVerdict(wd, audience, other);
    expect(verdict.included).toBe(false);
    expect(verdict.reason).toContain('‘gold’');
  });

  it('a freshly initialized document (audience null) reaches nobody', async () => {
    const b = await docsTestbed();
    const init = await b.call('POST', '/documents/init', { body: {} });
    const preview = await b.call('POST', `/documents/${init.body.docId}/preview`, {
      body: { client: { id: seededClientId(b.ws, 10) } },
    });
    expect(preview.body.audience).toEqual({
      included: false,
      reason: 'No audience set: the document reaches no profile',
    });
  });
});
