import { createTestSimulator, type Loose } from '../../../simulator/testing';
import { previewSchema } from '../api/schemas';
import { doneTile, pagesOfPositions, randomSamplePositions, samplePageSize, wallSummary } from './wall';
import { reachEstimate } from './wall-reach';

/*
 * The reach estimate's promise, checked against the simulator in Node: over 100 seeded random samples of 200
 * profiles, the true share of the audience lies inside the printed 95 % Wilson interval at least 90 times. The
 * samples are drawn as the wall draws them (randomSamplePositions over the listing's pages of 500) and counted as
 * the wall counts them (the preview's verdict, summed over the tiles). Each profile is previewed once and its
 * answer reused, as the wall's cache does for an unchanged document.
 */
const wsIndex = 1; // Contoso Pharma: 2,097 profiles, so the true share is one preview per profile.

it('the true share lies inside the 95 % interval in at least 90 of 100 samples of 200', async () => {
  const t = createTestSimulator();
  const token = await t.loginInto('ada@demo.test', wsIndex);
  const docs = (method: string, path: string, body?: unknown) =>
    t.call(method, `/schema-service/v2${path}`, { token, body });
  const segments = (await docs('GET', '/segments')).body as Loose[];
  const bigSpenders = segments.find((s) => s.name === 'Big spenders') as Loose;
  const directory = ((await docs('GET', '/directories')).body as Loose[])[0].id as string;
  const saved = { content: { title: 'Hi {{ customer.firstName }}' }, slug: 'reach-test', schema: 'banner' };
  const created = await docs('POST', '/documents', {
    ...saved,
    name: 'Reach test',
    priority: 50,
    audience: { targetType: 'SEGMENT', segments: [bigSpenders.id] },
    directoryId: directory,
  });
  expect(created.status).toBe(200);

  // The listing, page by page, as the sample reads it.
  const first = await t.call('GET', `/v4/clients?pageIndex=1&pageSize=${samplePageSize}`, { token });
  const total = Number(first.headers.get('X-Pagination-Total-Count'));
  const pages = new Map<number, Loose[]>([[1, first.body as Loose[]]]);
  for (let page = 2; page <= Math.ceil(total / samplePageSize); page += 1) {
    const answer = await t.call('GET', `/v4/clients?pageIndex=${page}&pageSize=${samplePageSize}`, { token });
    pages.set(page, answer.body as Loose[]);
  }
  const listing = [...pages.keys()].sort((a, b) => a - b).flatMap((page) => pages.get(page) ?? []);
  expect(listing).toHaveLength(total);

  // Every profile's preview, once.
  const previews = new Map<number, ReturnType<typeof previewSchema.parse>>();
  for (let start = 0; start < listing.length; start += 100) {
    const batch = listing.slice(start, start + 100);
    const answers = await Promise.all(
      batch.map((p) => docs('POST', `/documents/${created.body.id}/preview`, { client: { id: p.clientId } })),
    );
    batch.forEach((p, i) => previews.set(p.clientId as number, previewSchema.parse(answers[i]?.body)));
  }
  const trueInside = [...previews.values()].filter((p) => p.audience.included).length;
  // The service's own count of the segment agrees: the previews are the truth the samples are measured against.
  expect(trueInside).toBe(bigSpenders.size);
  const trueShare = trueInside / total;

  let covered = 0;
  for (let seed = 1; seed <= 100; seed += 1) {
    const positions = randomSamplePositions(seed, total, 200);
    expect(pagesOfPositions(positions).length).toBeLessThanOrEqual(3);
    const tiles = positions.map((position) => {
      const record = listing[position] as Loose;
      const profile = { clientId: record.clientId as number, name: String(record.clientId), record };
      return doneTile(profile, saved, previews.get(profile.clientId) as ReturnType<typeof previewSchema.parse>);
    });
    const summary = wallSummary(tiles);
    const estimate = reachEstimate(summary.in, summary.previewed, total);
    if (estimate.low <= trueShare && trueShare <= estimate.high) covered += 1;
  }
  expect(covered).toBeGreaterThanOrEqual(90);
}, 180_000);
