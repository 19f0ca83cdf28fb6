// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { workspace, type Loose } from '../../../simulator/testing';
import { renderRoute, serveSimulator } from '../../../test/render-route';

// The audience wall of the real app against the simulator, as Ada in Contoso Pharma (2,097 profiles).
const service = serveSimulator();
const contoso = workspace(1);
const docs = '/schema-service/v2';
const previews = () => service.requests.filter((request) => /^POST \S*\/documents\/[^/]+\/preview/.test(request));
const listings = () => service.requests.filter((request) => /^GET \/v4\/clients\?/.test(request));

let token = '';
beforeAll(async () => {
  token = await service.loginInto('ada@demo.test', 1);
});

let made = 0;
async function savedDocument(fields: Record<string, unknown> = {}): Promise<string> {
  made += 1;
  const directories = await service.call('GET', `${docs}/directories`, { token });
  const answer = await service.call('POST', `${docs}/documents`, {
    token,
    body: {
      name: `Wall test ${made}`,
      priority: 1,
      slug: `walltest-${made}`,
      schema: `wall-test-${made}`,
      content: { email: '{{ customer.agreements.email }}', anonymous: '{{ customer.anonymous }}' },
      audience: { targetType: 'ALL' },
      directoryId: (directories.body as Loose[])[0].id,
      ...fields,
    },
  });
  expect(answer.status).toBe(200);
  return answer.body.id as string;
}

const wallPath = (id: string, query = '') => `/w/${contoso.guid}/documents/${id}/wall${query}`;
const status = () => screen.getAllByRole('status').find((region) => /previewed/.test(region.textContent ?? ''));
const settled = async (n: number) =>
  waitFor(() => expect(status()?.textContent).toContain(`${n} of ${n} previewed`), { timeout: 60_000 });
const numberIn = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);

describe('audience wall', { timeout: 120_000 }, () => {
  it('summary equals the tiles; 12 previews and at most 3 listing reads; opening again asks for none', async () => {
    const id = await savedDocument();
    const { router } = await renderRoute(service, wallPath(id, '?size=12'), { workspaceIndex: 1 });
    await settled(12);
    const tiles = within(screen.getByRole('list', { name: 'Profiles of the sample' })).getAllByRole('article');
    expect(tiles).toHaveLength(12);
    const text = status()?.textContent ?? '';
    const inTiles = tiles.filter((tile) => within(tile).queryByText('In the audience')).length;
    const outTiles = tiles.filter((tile) => within(tile).queryByText('Out')).length;
    expect(numberIn(text, /(\d+) in the audience/)).toBe(inTiles);
    expect(numberIn(text, /(\d+) out/)).toBe(outTiles);
    expect(inTiles).toBe(12); // Audience ALL.
    // Each tile is named after its profile and links to it.
    const link = within(tiles[0]!).getByRole('link');
    expect(tiles[0]).toHaveAccessibleName(link.textContent ?? '');
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/w/${contoso.guid}/profiles/\\d+$`));
    expect(previews()).toHaveLength(12);
    expect(listings().length).toBeLessThanOrEqual(3);

    // Away and back: the same sample, every answer from the cache (keyed by the document's updatedAt).
    service.requests.length = 0;
    await router.navigate(`/w/${contoso.guid}/documents/${id}`);
    await router.navigate(wallPath(id, '?size=12'));
    await settled(12);
    expect(previews()).toHaveLength(0);
  });

  it('groups identical renderings and counts them in the summary', async () => {
    const id = await savedDocument();
    const { user, router } = await renderRoute(service, wallPath(id, '?seed=5'), { workspaceIndex: 1 });
    await settled(24);
    const text = status()?.textContent ?? '';
    // Agreement true or false, anonymous or not: identified profiles with or without the email agreement, and
    // anonymous ones (no agreement): three renderings, none empty.
    expect(text).toContain('3 distinct renderings');
    expect(text).not.toContain('empty');
    service.requests.length = 0;
    await user.click(screen.getByRole('radio', { name: 'Group by rendering' }));
    await waitFor(() => expect(router.state.location.search).toBe('?seed=5&layout=rendering'));
    // The same sample and its answers: nothing is read again.
    const groups = within(await screen.findByRole('list', { name: 'Renderings of the sample' })).getAllByRole(
      'article',
    );
    expect(groups).toHaveLength(3);
    const counts = groups.map((group) => numberIn(group.textContent ?? '', /· (\d+) profile/));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(24);
    expect(service.requests).toEqual([]);
  });

  it('a failed preview offers Retry and is never counted as out', async () => {
    const id = await savedDocument({ audience: { targetType: 'ALL' } });
    service.server.use(
      http.post(/\/documents\/[^/]+\/preview$/, () => HttpResponse.json({ message: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderRoute(service, wallPath(id, '?size=12'), { workspaceIndex: 1 });
    await waitFor(() => expect(status()?.textContent).toContain('11 of 12 previewed · 1 failed'), { timeout: 60_000 });
    expect(status()?.textContent).toContain('0 out');
    expect(status()?.textContent).toContain('11 in the audience');
    await user.click(screen.getByRole('button', { name: /^Retry the preview for / }));
    await settled(12);
    expect(status()?.textContent).toContain('12 in the audience · 0 out');
  });

  it('estimates the reach on demand from 100 random profiles, the segment size beside it', async () => {
    const segments = (await service.call('GET', `${docs}/segments`, { token })).body as Loose[];
    const bigSpenders = segments.find((segment) => segment.name === 'Big spenders') as Loose;
    const id = await savedDocument({ audience: { targetType: 'SEGMENT', segments: [bigSpenders.id] } });
    const { user } = await renderRoute(service, wallPath(id, '?size=12'), { workspaceIndex: 1 });
    await settled(12);
    service.requests.length = 0;
    // (The estimate's code arrives once the wall has shown.)
    await user.click(await screen.findByRole('radio', { name: '100' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Estimate reach' }));
    const sentence = await screen.findByText(/^In the audience: /, {}, { timeout: 60_000 });
    const [, low, high, profiles] = /interval (\d+)–(\d+) %\) ≈ ([\d,]+) of 2,097 profiles$/.exec(
      sentence.textContent ?? '',
    )!;
    const trueShare = (100 * bigSpenders.size) / 2_097;
    expect(Number(low)).toBeLessThanOrEqual(trueShare);
    expect(Number(high)).toBeGreaterThanOrEqual(trueShare);
    expect(Number(profiles!.replace(',', ''))).toBeGreaterThan(0);
    expect(screen.getByText(`Segment Big spenders: ${bigSpenders.size} profiles`)).toBeVisible();
    // Previews of the wall's own sample already answered come from the cache.
    expect(previews().length).toBeLessThanOrEqual(100);
  });

  it('Balanced: draws until half are in and half out, says so, and the seed in the URL keeps the sample', async () => {
    const segments = (await service.call('GET', `${docs}/segments`, { token })).body as Loose[];
    const bigSpenders = segments.find((segment) => segment.name === 'Big spenders') as Loose;
    const id = await savedDocument({ audience: { targetType: 'SEGMENT', segments: [bigSpenders.id] } });
    service.requests.length = 0;
    const { user, router } = await renderRoute(service, wallPath(id, '?sample=balanced&size=12'), {
      workspaceIndex: 1,
    });
    await settled(12);
    await waitFor(() => expect(status()?.textContent).toMatch(/Balanced: 6 in and 6 out, drawn from \d+ listing page/));
    expect(status()?.textContent).toContain('12 profiles · 6 in the audience · 6 out');
    const tiles = within(screen.getByRole('list', { name: 'Profiles of the sample' })).getAllByRole('article');
    expect(tiles.filter((tile) => within(tile).queryByText('Out'))).toHaveLength(6);
    expect(listings().length).toBeLessThanOrEqual(10);
    const names = tiles.map((tile) => within(tile).getByRole('link').textContent);

    // Another seed draws another sample; the seed is in the URL.
    await user.click(screen.getByRole('button', { name: 'Draw another sample' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sample=balanced&seed=2&size=12'));
    await screen.findByText(/^Sample 2: /);
    await waitFor(() => expect(status()?.textContent).toMatch(/Balanced: 6 in and 6 out/), { timeout: 60_000 });

    // Back to seed 1: the same profiles, nothing read again.
    service.requests.length = 0;
    await router.navigate(wallPath(id, '?sample=balanced&size=12'));
    await screen.findByText(/^Sample 1: /);
    const again = within(await screen.findByRole('list', { name: 'Profiles of the sample' })).getAllByRole('article');
    expect(again.map((tile) => within(tile).getByRole('link').textContent)).toEqual(names);
    expect(service.requests).toEqual([]);
  });

  it('Balanced: a listing read that fails part-way stops the draw, says so, and draws again on request', async () => {
    const segments = (await service.call('GET', `${docs}/segments`, { token })).body as Loose[];
    const bigSpenders = segments.find((segment) => segment.name === 'Big spenders') as Loose;
    const id = await savedDocument({ audience: { targetType: 'SEGMENT', segments: [bigSpenders.id] } });
    // The first listing page is read; every later one fails until the person draws again.
    let reads = 0;
    service.server.use(
      http.get(/\/v4\/clients$/, () => {
        reads += 1;
        return reads > 1 ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined;
      }),
    );
    const { user } = await renderRoute(service, wallPath(id, '?sample=balanced&size=12&seed=3'), {
      workspaceIndex: 1,
    });
    await waitFor(
      () =>
        expect(
          screen.getByText(/^The draw stopped: a listing read failed with \d+ in and \d+ out drawn\.$/),
        ).toBeTruthy(),
      {
        timeout: 30_000,
      },
    );
    expect(screen.queryByText(/^Balancing:/)).toBeNull();
    service.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Draw again' }));
    await waitFor(() => expect(status()?.textContent).toMatch(/Balanced: 6 in and 6 out/), { timeout: 60_000 });
    expect(screen.queryByRole('button', { name: 'Draw again' })).toBeNull();
  });

  it("the slot matrix: a rival column, each row's winner, totals equal to the tiles' winners, no request", async () => {
    const segments = (await service.call('GET', `${docs}/segments`, { token })).body as Loose[];
    const bigSpenders = segments.find((segment) => segment.name === 'Big spenders') as Loose;
    const id = await savedDocument({ schema: 'wall-matrix', priority: 5 });
    await savedDocument({
      name: 'Matrix rival',
      schema: 'wall-matrix',
      priority: 90,
      audience: { targetType: 'SEGMENT', segments: [bigSpenders.id] },
    });
    await renderRoute(service, wallPath(id, '?size=24&seed=3'), { workspaceIndex: 1 });
    await settled(24);
    const count = service.requests.length;
    const table = await screen.findByRole(
      'table',
      { name: /^Who is shown which document: 24 previewed profiles/ },
      {
        timeout: 10_000,
      },
    );
    expect(within(table).getByText(/^Who is shown which document/).tagName).toBe('CAPTION');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Profile', 'Matrix rival · p90', `Wall test ${made - 1} · p5 (this document)`]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(25); // 24 profiles and the totals.
    const tiles = within(screen.getByRole('list', { name: 'Profiles of the sample' })).getAllByRole('article');
    const instead = tiles.filter((tile) => within(tile).queryByText('Instead: Matrix rival · p90')).length;
    const shownThis = tiles.filter((tile) => within(tile).queryByText('Shown: this')).length;
    expect(instead).toBeGreaterThan(0);
    const totals = within(table).getAllByRole('row').at(-1)!;
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([`shown to ${instead} of 24`, `shown to ${shownThis} of 24`]);
    // One winner marked per row (audience ALL: every row has one).
    expect(within(table).getAllByText('· shown')).toHaveLength(24);
    // The scrolling box is named and takes the focus.
    expect(screen.getByRole('group', { name: 'Slot matrix, scrolls sideways' })).toHaveAttribute('tabindex', '0');
    expect(service.requests).toHaveLength(count);
  });

  it('Personas: save the sample as one, the URL reproduces it, a missing profile is not found, bad files refused', async () => {
    const id = await savedDocument();
    const first = await renderRoute(service, wallPath(id, '?size=12&seed=8'), { workspaceIndex: 1 });
    await settled(12);
    const links = () =>
      within(screen.getByRole('list', { name: 'Profiles of the sample' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    const names = links();
    // (The persona forms arrive once the wall has shown.)
    const nameField = await screen.findByLabelText('Save this sample as a persona', {}, { timeout: 10_000 });
    await first.user.click(screen.getByRole('button', { name: 'Save as persona' }));
    expect(nameField).toHaveAccessibleDescription(/Give the persona a name/);
    await first.user.type(nameField, 'Twelve of Contoso');
    await first.user.click(screen.getByRole('button', { name: 'Save as persona' }));
    await waitFor(() => expect(first.router.state.location.search).toBe('?sample=personas&persona=twelve-of-contoso'));
    // (The Personas sample's code arrives after the wall shows: the previous wall may stay until it has.)
    await waitFor(() => expect(links()).toEqual(names), { timeout: 30_000 });
    await settled(12);
    first.unmount();

    // A copied link (in this browser) shows the same profiles; a profile that no longer exists is counted apart.
    const again = await renderRoute(service, wallPath(id, '?sample=personas&persona=twelve-of-contoso'), {
      workspaceIndex: 1,
    });
    // (The Personas sample's code arrives after the wall shows: the previous wall may stay until it has.)
    await waitFor(() => expect(links()).toEqual(names), { timeout: 30_000 });
    await settled(12);
    const add = await screen.findByLabelText('Add profiles to Twelve of Contoso', {}, { timeout: 10_000 });
    await again.user.type(add, '98765432, x');
    await again.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(add).toHaveAccessibleDescription(/Profile ids are whole numbers above 0: "x" is not/);
    await again.user.clear(add);
    await again.user.type(add, '98765432');
    await again.user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(status()?.textContent).toContain('1 not found'), { timeout: 60_000 });
    expect(status()?.textContent).toContain('12 of 12 previewed');
    expect(status()?.textContent).toMatch(/13 profiles · 12 in the audience · 0 out/);
    expect(screen.getByText('Profile not found (404)')).toBeVisible();

    // An import is refused with its reason at the field.
    const file = screen.getByLabelText('Import personas (JSON)');
    await again.user.click(file);
    await again.user.paste(JSON.stringify({ version: 2, personas: [{ name: 'A', profiles: [1] }] }));
    await again.user.click(screen.getByRole('button', { name: 'Import' }));
    expect(file).toHaveAccessibleDescription(/Unknown version 2: this dashboard reads version 1/);
    expect(file).toHaveAttribute('aria-invalid', 'true');
  });

  it('a document with no saved audience reaches nobody yet and spends no preview', async () => {
    const init = await service.call('POST', `${docs}/documents/init`, { token, body: { name: 'Wall no audience' } });
    expect(init.status).toBe(200);
    await renderRoute(service, wallPath(init.body.docId as string), { workspaceIndex: 1 });
    expect(await screen.findByText('This document reaches nobody yet: it has no saved audience.')).toBeVisible();
    expect(previews()).toHaveLength(0);
    expect(listings()).toHaveLength(0);
  });
});
