import { ERROR_CODES } from '../http/errors';
import type { Loose } from '../testing';
import { docsTestbed, fieldsOf } from './test-support';

describe('Document validation', () => {
  it('refuses priority 101 and -1 on the priority field, accepts 100 and 0', async () => {
    const b = await docsTestbed();
    for (const bad of [101, -1]) {
      const answer = await b.call('POST', '/documents', { body: await b.newDocument({ priority: bad }) });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['priority']);
      expect(answer.body.errors[0]).toMatchObject({ code: ERROR_CODES.OUT_OF_RANGE, rejectedValue: String(bad) });
    }
    expect(
      (await b.call('POST', '/documents', { body: await b.newDocument({ priority: 100, slug: 'top' }) })).body.priority,
    ).toBe(100);
    expect(
      (await b.call('POST', '/documents', { body: await b.newDocument({ priority: 0, slug: 'bottom' }) })).body
        .priority,
    ).toBe(0);
  });

  it('refuses a non-integer priority (50.5, "50", true) on the priority field', async () => {
    const b = await docsTestbed();
    for (const bad of [50.5, '50', true]) {
      const answer = await b.call('POST', '/documents', { body: await b.newDocument({ priority: bad }) });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['priority']);
    }
  });

  it('refuses slugs not matching the pattern (Bad Slug, a--b, -a, a-) and accepts welcome-banner', async () => {
    const b = await docsTestbed();
    for (const bad of ['Bad Slug', 'a--b', '-a', 'a-', 'Welcome']) {
      const answer = await b.call('POST', '/documents', { body: await b.newDocument({ slug: bad }) });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['slug']);
      expect(answer.body.errors[0].rejectedValue).toBe(bad);
    }
    const ok = await b.call('POST', '/documents', { body: await b.newDocument({ slug: 'welcome-banner' }) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ slug: 'welcome-banner', status: 'DRAFT', priority: 80, name: 'Welcome banner' });
  });

  it('refuses a slug another live document uses, naming that document; a deleted one frees it', async () => {
    const b = await docsTestbed();
    const first = await b.create({ name: 'First banner', slug: 'spring-hero' });
    const taken = await b.call('POST', '/documents', { body: await b.newDocument({ slug: 'spring-hero' }) });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([
      {
        code: ERROR_CODES.ALREADY_EXISTS,
        field: 'slug',
        message: 'Slug is already used by First banner',
        rejectedValue: 'spring-hero',
      },
    ]);
    // The document itself may keep its slug when its content is saved.
    const same = await b.call('PUT', `/documents/${first.id}/content`, {
      body: { priority: 5, content: {}, slug: 'spring-hero', schema: 'banner' },
    });
    expect(same.status).toBe(200);
    expect((await b.call('DELETE', `/documents/${first.id}`)).status).toBe(204);
    expect((await b.call('POST', '/documents', { body: await b.newDocument({ slug: 'spring-hero' }) })).status).toBe(
      200,
    );
  });

  it('lists every missing required field of create at once', async () => {
    const b = await docsTestbed();
    const answer = await b.call('POST', '/documents', { body: {} });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body).sort()).toEqual(['audience', 'content', 'directoryId', 'name', 'priority', 'slug']);
  });

  it('refuses unknown directory and group ids on their fields', async () => {
    const b = await docsTestbed();
    const answer = await b.call('POST', '/documents', {
      body: await b.newDocument({ directoryId: '00000000-0000-4000-8000-000000000000', groupId: 'nope' }),
    });
    expect(fieldsOf(answer.body).sort()).toEqual(['directoryId', 'groupId']);
  });

  it('accepts string content on create but only an object on the content operation', async () => {
    const b = await docsTestbed();
    const doc = await b.create({ content: 'Hello {{ customer.firstName }}' });
    expect(doc.content).toBe('Hello {{ customer.firstName }}');
    const answer = await b.call('PUT', `/documents/${doc.id}/content`, {
      body: { priority: 1, content: 'text', slug: 'welcome-banner', schema: 'banner' },
    });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual(['content']);
  });

  it('content operation: requires priority, content, slug and schema; groupId null clears the group; answers {status, body}', async () => {
    const b = await docsTestbed();
    const group = (await b.groups())[0] as Loose;
    const doc = await b.create({ groupId: group.id });
    expect(doc.group).toEqual({ id: group.id, name: group.name });
    const missing = await b.call('PUT', `/documents/${doc.id}/content`, { body: {} });
    expect(fieldsOf(missing.body).sort()).toEqual(['content', 'priority', 'schema', 'slug']);
    b.t.clock.advance(1_000);
    const saved = await b.call('PUT', `/documents/${doc.id}/content`, {
      body: { priority: 42, content: { title: 'New' }, slug: 'new-slug', schema: 'popup', groupId: null },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe('OK');
    expect(saved.body.body).toMatchObject({
      priority: 42,
      content: { title: 'New' },
      slug: 'new-slug',
      schema: 'popup',
      groupId: null,
      group: null,
    });
    expect(Date.parse(saved.body.body.updatedAt)).toBeGreaterThan(Date.parse(doc.updatedAt));
  });

  it('content operation: an optional directoryId moves the document (unknown → 400 directoryId)', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    const target = (await b.directories()).find((d) => d.name === 'Checkout') as Loose;
    const body = { priority: 1, content: {}, slug: 'welcome-banner', schema: 'banner' };
    const moved = await b.call('PUT', `/documents/${doc.id}/content`, { body: { ...body, directoryId: target.id } });
    expect(moved.body.body.directory).toEqual({ id: target.id, name: 'Checkout' });
    const bad = await b.call('PUT', `/documents/${doc.id}/content`, {
      body: { ...body, directoryId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(fieldsOf(bad.body)).toEqual(['directoryId']);
  });

  it('rename takes a JSON string body; anything else is a 400 on name', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    const renamed = await b.call('PUT', `/documents/${doc.id}/name`, { body: 'Spring banner' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ status: 'OK', body: { id: doc.id, name: 'Spring banner' } });
    for (const bad of [{ name: 'x' }, 42, '', 'x'.repeat(201)]) {
      const answer = await b.call('PUT', `/documents/${doc.id}/name`, { body: bad });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['name']);
    }
    expect((await b.call('PUT', `/documents/${doc.id}/name`, { rawBody: '"unterminated' })).status).toBe(400);
  });

  it('priority operation takes a JSON int body; 101, -1, 1.5 and "80" are a 400 on priority', async () => {
    const b = await docsTestbed();
    const doc = await b.create();
    const answer = await b.call('PUT', `/documents/${doc.id}/priority`, { rawBody: '95' });
    expect(answer.body).toMatchObject({ status: 'OK', body: { priority: 95 } });
    for (const bad of ['101', '-1', '1.5', '"80"']) {
      const refused = await b.call('PUT', `/documents/${doc.id}/priority`, { rawBody: bad });
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual(['priority']);
    }
    expect((await b.call('GET', `/documents/${doc.id}`)).body.priority).toBe(95);
  });

  it('answers 400 without field errors for malformed JSON', async () => {
    const b = await docsTestbed();
    const answer = await b.call('POST', '/documents', { rawBody: '{"name": ' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toBeUndefined();
  });
});
