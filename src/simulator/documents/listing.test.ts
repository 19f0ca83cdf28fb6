import { seededClientId } from '../seed';
import type { Loose } from '../testing';
import { docsTestbed, fieldsOf } from './test-support';
import { documentCountOf } from './seed';

describe('Documents listing', () => {
  it('pages with X-Pagination headers (default limit 25) and answers items without content', async () => {
    const b = await docsTestbed();
    const total = documentCountOf(b.ws);
    const first = await b.call('GET', '/documents');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(25);
    expect(first.headers.get('X-Pagination-Total-Count')).toBe(String(total));
    expect(first.headers.get('X-Pagination-Total-Pages')).toBe(String(Math.ceil(total / 25)));
    expect(first.headers.get('X-Pagination-Page')).toBe('1');
    expect(first.headers.get('X-Pagination-Limit')).toBe('25');
    expect(first.body[0]).not.toHaveProperty('content');
    expect(Object.keys(first.body[0])).toEqual([
      'id',
      'name',
      'priority',
      'slug',
      'schema',
      'groupId',
      'group',
      'directoryId',
      'directory',
      'audience',
      'schedule',
      'scheduled',
      'status',
      'author',
      'authorId',
      'createdAt',
      'updatedAt',
      'deletedAt',
    ]);
    const last = await b.call('GET', `/documents?limit=10&page=${Math.ceil(total / 10)}`);
    expect(last.body).toHaveLength(total % 10 || 10);
    expect((await b.call('GET', '/documents?page=999')).body).toEqual([]);
  });

  it('refuses limit outside 1…100, page < 1, unknown sortBy, ordering and status, each on its field', async () => {
    const b = await docsTestbed();
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['sortBy=slug', 'sortBy'],
      ['ordering=up', 'ordering'],
      ['status=LIVE', 'status'],
      ['forClientId=abc', 'forClientId'],
    ]) {
      const answer = await b.call('GET', `/documents?${query}`);
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toEqual([field]);
    }
    expect((await b.call('GET', '/documents?limit=100')).body).toHaveLength(Math.min(100, documentCountOf(b.ws)));
  });

  it('sorts by priority, name, createdAt and updatedAt (default updatedAt desc), both orderings', async () => {
    const b = await docsTestbed();
    const all = async (query: string) => (await b.call('GET', `/documents?limit=100&${query}`)).body as Loose[];
    const byPriority = (await all('sortBy=priority&ordering=desc')).map((d) => d.priority);
    expect(byPriority).toEqual([...byPriority].sort((a, c) => c - a));
    const ascending = (await all('sortBy=priority&ordering=asc')).map((d) => d.priority);
    expect(ascending).toEqual([...ascending].sort((a, c) => a - c));
    const names = (await all('sortBy=name&ordering=asc')).map((d) => d.name as string);
    expect(names).toEqual([...names].sort((a, c) => a.localeCompare(c, 'en', { sensitivity: 'base', numeric: true })));
    const updated = (await all('')).map((d) => Date.parse(d.updatedAt));
    expect(updated).toEqual([...updated].sort((a, c) => c - a));
    const created = (await all('sortBy=createdAt&ordering=asc')).map((d) => Date.parse(d.createdAt));
    expect(created).toEqual([...created].sort((a, c) => a - c));
  });

  it('searches name or slug, case-insensitively', async () => {
    const b = await docsTestbed();
    await b.create({ name: 'Midsummer Gala', slug: 'zeta-offer' });
    expect(((await b.call('GET', '/documents?search=MIDSUMMER')).body as Loose[]).map((d) => d.slug)).toEqual([
      'zeta-offer',
    ]);
    expect(((await b.call('GET', '/documents?search=ZETA-OF')).body as Loose[]).map((d) => d.name)).toEqual([
      'Midsummer Gala',
    ]);
  });

  it('filters by directory, group, schema and status', async () => {
    const b = await docsTestbed();
    const all = (await b.call('GET', '/documents?limit=100')).body as Loose[];
    const directory = (await b.directories()).find((d) => d.name === 'Checkout') as Loose;
    const group = (await b.groups())[1] as Loose;
    const pick = async (query: string) => (await b.call('GET', `/documents?limit=100&${query}`)).body as Loose[];
    const inDirectory = await pick(`directoryId=${directory.id}`);
    expect(inDirectory.length).toBe(directory.documentCount);
    expect(inDirectory.every((d) => d.directoryId === directory.id)).toBe(true);
    const inGroup = await pick(`groupId=${group.id}`);
    expect(inGroup.length).toBe(group.documentCount);
    expect(inGroup.every((d) => d.group.id === group.id)).toBe(true);
    const popups = await pick('schema=popup');
    expect(popups.length).toBe(all.filter((d) => d.schema === 'popup').length);
    const published = await pick('status=PUBLISHED&schema=popup');
    expect(published.every((d) => d.status === 'PUBLISHED' && d.schema === 'popup')).toBe(true);
    expect(published.length).toBeGreaterThan(0);
  });

  it('slug is an exact match (for the live uniqueness check)', async () => {
    const b = await docsTestbed();
    await b.create({ slug: 'welcome-banner' });
    expect(((await b.call('GET', '/documents?slug=welcome-banner')).body as Loose[]).map((d) => d.slug)).toEqual([
      'welcome-banner',
    ]);
    expect((await b.call('GET', '/documents?slug=welcome')).body).toEqual([]);
  });

  it('forClientId keeps only documents whose audience includes that profile; unknown profile 404', async () => {
    const b = await docsTestbed();
    const segments = (await b.segments()) as Loose[];
    const anonymousSeg = segments.find((s) => s.name === 'Anonymous visitors') as Loose;
    await b.create({ slug: 'for-guests', audience: { targetType: 'SEGMENT', segments: [anonymousSeg.id] } });
    const guest = b.profiles().find((p) => p.anonymous) as Loose;
    const known = b.profiles().find((p) => p.email === 'customer1@demo.test') as Loose;
    const forGuest = (await b.call('GET', `/documents?limit=100&forClientId=${guest.clientId}`)).body as Loose[];
    const forKnown = (await b.call('GET', `/documents?limit=100&forClientId=${known.clientId}`)).body as Loose[];
    expect(forGuest.map((d) => d.slug)).toContain('for-guests');
    expect(forKnown.map((d) => d.slug)).not.toContain('for-guests');
    expect(forKnown.some((d) => d.audience?.targetType === 'ALL')).toBe(true);
    expect(forKnown.every((d) => d.audience !== null)).toBe(true);
    const missing = await b.call('GET', `/documents?forClientId=${seededClientId(b.ws, 999_999)}`);
    expect(missing.status).toBe(404);
    expect(fieldsOf(missing.body)).toEqual(['forClientId']);
  });

  it('is deterministic: two simulators seed the same documents', async () => {
    const a = await docsTestbed();
    const c = await docsTestbed();
    expect((await a.call('GET', '/documents?limit=100')).body).toEqual(
      (await c.call('GET', '/documents?limit=100')).body,
    );
  });

  it('seeds Northwind Retail with a few hundred documents across nested directories, many with inserts', async () => {
    const b = await docsTestbed(0);
    const wd = b.documents();
    expect(wd.documents.length).toBeGreaterThanOrEqual(240);
    expect(wd.directories.filter((d) => d.parentId !== null).length).toBeGreaterThan(0);
    expect(wd.groups).toHaveLength(6);
    const withInserts = wd.documents.filter((d) => JSON.stringify(d.content).includes('{{'));
    expect(withInserts.length).toBeGreaterThan(wd.documents.length / 2);
    const types = new Set(wd.documents.map((d) => d.audience?.targetType));
    expect(types).toEqual(new Set(['ALL', 'SEGMENT', 'QUERY']));
    expect(new Set(wd.documents.map((d) => d.status))).toEqual(new Set(['DRAFT', 'PUBLISHED']));
  });
});

describe('Documents: one, init, delete, catalogues', () => {
  it('get one answers the full document; unknown id 404', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    const answer = await b.call('GET', `/documents/${doc.id}`);
    expect(answer.body).toEqual(doc);
    expect(answer.body).toMatchObject({
      author: { id: 101, name: 'Ada Lovelace' },
      authorId: 101,
      deletedAt: null,
      scheduled: false,
      schedule: null,
    });
    expect((await b.call('GET', '/documents/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('init defaults: "Unnamed document" in Main, DRAFT, priority 0, content {}, slug/schema/audience null', async () => {
    const b = await docsTestbed();
    const answer = await b.call('POST', '/documents/init');
    expect(answer.status).toBe(200);
    const main = await b.mainDirectory();
    expect(answer.body).toEqual({
      docId: expect.any(String),
      name: 'Unnamed document',
      status: 'DRAFT',
      authorId: 101,
      directoryId: main,
      scheduled: false,
      createdAt: new Date(b.t.clock.now).toISOString(),
      updatedAt: new Date(b.t.clock.now).toISOString(),
      deletedAt: null,
    });
    const doc = (await b.call('GET', `/documents/${answer.body.docId}`)).body;
    expect(doc).toMatchObject({
      priority: 0,
      content: {},
      slug: null,
      schema: null,
      audience: null,
      group: null,
      directory: { id: main, name: 'Main' },
    });
  });

  it('init takes a name and a directory; an unknown directory is a 400 on directory', async () => {
    const b = await docsTestbed();
    const target = (await b.directories()).find((d) => d.name === 'Spring sale') as Loose;
    const answer = await b.call('POST', '/documents/init', { body: { name: 'Easter hero', directory: target.id } });
    expect(answer.body).toMatchObject({ name: 'Easter hero', directoryId: target.id });
    const bad = await b.call('POST', '/documents/init', {
      body: { directory: '00000000-0000-4000-8000-000000000000' },
    });
    expect(fieldsOf(bad.body)).toEqual(['directory']);
  });

  it('delete is soft: 204, then 404 on get and on edits, gone from the listing and the counts', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    const before = ((await b.directories()).find((d) => d.id === doc.directoryId) as Loose).documentCount;
    expect((await b.call('DELETE', `/documents/${doc.id}`)).status).toBe(204);
    expect(b.documents().byId.get(doc.id)?.deletedAt).toBe(b.t.clock.now);
    expect((await b.call('GET', `/documents/${doc.id}`)).status).toBe(404);
    expect((await b.call('PUT', `/documents/${doc.id}/name`, { body: 'x' })).status).toBe(404);
    expect((await b.call('DELETE', `/documents/${doc.id}`)).status).toBe(404);
    expect((await b.call('GET', '/documents?slug=welcome-banner')).body).toEqual([]);
    expect(((await b.directories()).find((d) => d.id === doc.directoryId) as Loose).documentCount).toBe(before - 1);
  });

  it('directories form a tree (parents first), groups and schemas are listed', async () => {
    const b = await docsTestbed();
    const directories = await b.directories();
    expect(directories.length).toBe(9);
    const seen = new Set<string>();
    for (const d of directories) {
      if (d.parentId !== null) expect(seen.has(d.parentId)).toBe(true);
      seen.add(d.id);
    }
    expect((await b.groups()).map((g) => g.name)).toEqual([
      'Hero banners',
      'Seasonal',
      'Onboarding',
      'Loyalty',
      'Transactional',
      'Experiments',
    ]);
    const schemas = (await b.call('GET', '/schemas')).body as Loose[];
    expect(schemas.map((s) => s.name)).toEqual([
      'banner',
      'email-block',
      'product-recommendation',
      'popup',
      'push-message',
      'landing-hero',
    ]);
  });

  it('reset brings the seed back', async () => {
    const b = await docsTestbed();
    await b.create();
    b.t.sim.reset();
    expect(b.t.sim.state.documents.workspaces.size).toBe(0);
    expect(b.documents().documents.length).toBe(documentCountOf(b.ws));
  });
});
