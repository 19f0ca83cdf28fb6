import { createTestSimulator, type Loose } from '../../../simulator/testing';
import { profileSchema } from '../../profiles';
import { previewSchema } from '../api/schemas';
import { renderWallLocally } from './wall-local';

/*
 * The wall's local "missing" marker (model/wall-local.ts, decision 0178) against the service, in Node: for a
 * document using `customer.firstName`, over a sample of listing rows that includes profiles without a first name,
 * a tile's local missing paths are non-empty exactly when the service's generated content is empty.
 */
it('the local missing marker agrees with the service on every tile', async () => {
  const t = createTestSimulator();
  const token = await t.loginInto('ada@demo.test', 1);
  const docs = (method: string, path: string, body?: unknown) =>
    t.call(method, `/schema-service/v2${path}`, { token, body });
  const directory = ((await docs('GET', '/directories')).body as Loose[])[0].id as string;
  const content = { title: 'Hi {{ customer.firstName }}', from: '{{ customer.city }}' };
  const created = await docs('POST', '/documents', {
    name: 'Local agreement',
    priority: 1,
    slug: 'local-agreement',
    schema: 'banner',
    content,
    audience: { targetType: 'ALL' },
    directoryId: directory,
  });
  expect(created.status).toBe(200);

  // The sample as the wall reads it: listing rows, parsed as the app parses them.
  const listing = await t.call('GET', '/v4/clients?pageIndex=1&pageSize=500', { token });
  const rows = (listing.body as Loose[]).map((row) => profileSchema.parse(row));
  const withoutName = rows.filter((row) => !row.firstName).slice(0, 16);
  const sample = [...withoutName, ...rows.filter((row) => row.firstName).slice(0, 48 - withoutName.length)];
  expect(withoutName.length).toBeGreaterThan(4);
  expect(sample).toHaveLength(48);

  const local = renderWallLocally(
    JSON.stringify(content),
    sample.map((record) => ({ clientId: record.clientId, record })),
  );
  if (local.state !== 'rendered') throw new Error(local.message);
  let empty = 0;
  for (const profile of sample) {
    const answer = await docs('POST', `/documents/${created.body.id}/preview`, { client: { id: profile.clientId } });
    const preview = previewSchema.parse(answer.body);
    const serviceEmpty = Object.keys(preview.content as object).length === 0;
    const missing = local.renderings[profile.clientId]?.missing ?? null;
    expect({ clientId: profile.clientId, localMissing: (missing?.length ?? 0) > 0 }).toEqual({
      clientId: profile.clientId,
      localMissing: serviceEmpty,
    });
    // Where both render, they render the same.
    if (!serviceEmpty) expect(local.renderings[profile.clientId]?.content).toEqual(preview.content);
    if (serviceEmpty) empty += 1;
  }
  expect(empty).toBeGreaterThanOrEqual(withoutName.length);
});
