// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { workspace, type Loose } from '../../../simulator/testing';
import { renderRoute, serveSimulator } from '../../../test/render-route';

// The placements page of the real app against the simulator, as Ada.
const service = serveSimulator();
const docs = '/schema-service/v2';
const placementsPath = (index: number) => `/w/${workspace(index).guid}/documents/placements`;
const verdictOf = (region: HTMLElement) => within(region).getAllByRole('paragraph')[0]?.textContent ?? '';
const competitorsOf = (region: HTMLElement) =>
  within(within(region).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link'));

/** The seeded placements (src/simulator/documents/seed.ts): a slug's first word. */
const seededPlacements = 'app cart category exit home landing newsletter product receipt welcome'.split(' ');

describe('placements page', { timeout: 120_000 }, () => {
  it('Northwind: one section per placement, its winner first as the service orders them, the verdict first', async () => {
    await renderRoute(service, placementsPath(0));
    expect(await screen.findByRole('heading', { level: 1, name: 'Placements' })).toBeVisible();
    expect(screen.getByText('10 placements · 280 documents competing')).toBeVisible();
    // The first paint lists the documents of the first two placements; the others follow once the page shows.
    const lists = () => document.querySelectorAll('section ol');
    expect(document.querySelectorAll('section')).toHaveLength(10);
    expect(lists()).toHaveLength(2);
    await waitFor(() => expect(lists()).toHaveLength(10));
    const token = await service.loginInto('ada@demo.test', 0);
    for (const name of seededPlacements) {
      // (Found by its heading's id: role queries over the whole page of 280 documents are slow in jsdom.)
      const region = document.getElementById(`placement-${name}`)!.closest('section')!;
      expect(region).toHaveAccessibleName(name);
      // The service's own order: the listing sorted by priority (ties by name), this placement's slugs only.
      const query = `search=${name}-&sortBy=priority&ordering=desc&limit=100`;
      const listed = (await service.call('GET', `${docs}/documents?${query}`, { token })).body as Loose[];
      const members = listed.filter((d) => typeof d.slug === 'string' && d.slug.startsWith(`${name}-`));
      const links = competitorsOf(region);
      expect(links.map((link) => link.textContent)).toEqual(members.map((d) => d.name));
      const top = members[0];
      const verdict = verdictOf(region);
      expect(verdict.startsWith(`${top.name} (priority ${top.priority}) wins ${name} for `)).toBe(true);
      expect(verdict).toMatch(top.audience.targetType === 'ALL' ? /for everyone\.$/ : /for its audience \(.+\); /);
      expect(links[0]).toHaveAttribute('href', `/w/${workspace(0).guid}/documents/${top.id}`);
    }
  });

  it('a placement of its own: the exact sentence, the audiences in words, the never shown and the apart', async () => {
    const token = await service.loginInto('ada@demo.test', 3);
    const directories = (await service.call('GET', `${docs}/directories`, { token })).body as Loose[];
    const segments = (await service.call('GET', `${docs}/segments`, { token })).body as Loose[];
    const vip = segments.find((segment) => segment.name === 'VIP customers');
    const create = async (name: string, priority: number, audience: unknown) => {
      const answer = await service.call('POST', `${docs}/documents`, {
        token,
        body: {
          name,
          priority,
          slug: `tryout-${priority}`,
          schema: 'banner',
          content: {},
          audience,
          directoryId: directories[0].id,
        },
      });
      expect(answer.status).toBe(200);
      return answer.body.id as string;
    };
    const vipId = await create('Tryout VIP', 90, { targetType: 'SEGMENT', segments: [vip.id] });
    await create('Tryout everyone', 50, { targetType: 'ALL' });
    await create('Tryout late', 10, { targetType: 'QUERY', query: '{"filter":"city = Warsaw"}' });
    const init = await service.call('POST', `${docs}/documents/init`, { token, body: { name: 'Tryout unfinished' } });
    const slugged = await service.call('PUT', `${docs}/documents/${init.body.docId}/content`, {
      token,
      body: { priority: 99, content: {}, slug: 'tryout-unfinished', schema: 'banner' },
    });
    expect(slugged.status).toBe(200);

    const { user, router } = await renderRoute(service, placementsPath(3), { workspaceIndex: 3 });
    const region = await screen.findByRole('region', { name: 'tryout' });
    expect(verdictOf(region)).toBe(
      'Tryout VIP (priority 90) wins tryout for its audience (segment ‘VIP customers’); everyone else gets Tryout everyone (priority 50).',
    );
    const items = within(await within(region).findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Audience: segment ‘VIP customers’ · tryout-90Shown to everyone in its audience.'),
      expect.stringContaining('Audience: everyone · tryout-50Shown to everyone the documents above do not reach.'),
      expect.stringContaining(
        'Audience: customers matching “city = Warsaw” · tryout-10Never shown: Tryout everyone (priority 50) reaches everyone first.',
      ),
    ]);
    const apart = screen.getByRole('region', { name: 'Not competing' });
    expect(apart).toHaveTextContent('Tryout unfinishedNo audience saved: it reaches nobody.');

    await user.click(within(items[0]!).getByRole('link', { name: 'Tryout VIP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/w/${workspace(3).guid}/documents/${vipId}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tryout VIP' })).toBeVisible();
  });

  it('an empty workspace says so, with the way to the documents list', async () => {
    const token = await service.loginInto('ada@demo.test', 13);
    for (;;) {
      const page = (await service.call('GET', `${docs}/documents?limit=100`, { token })).body as Loose[];
      if (page.length === 0) break;
      for (const d of page) {
        const deleted = await service.call('DELETE', `${docs}/documents/${d.id}`, { token });
        expect(deleted.status).toBe(204);
      }
    }
    await renderRoute(service, placementsPath(13), { workspaceIndex: 13 });
    const empty = 'This workspace has no documents yet, so no placement shows anything.';
    expect(await screen.findByText(empty)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create one from the documents list' })).toHaveAttribute(
      'href',
      `/w/${workspace(13).guid}/documents`,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a 403 says in words which permission is missing', async () => {
    service.server.use(
      http.get(/\/schema-service\/v2\/documents$/, () =>
        HttpResponse.json(
          { status: 403, error: 'Forbidden', message: 'Missing permission: ASSETS_DOCS_READ' },
          { status: 403 },
        ),
      ),
    );
    try {
      await renderRoute(service, placementsPath(0));
      expect(await screen.findByText('Your role cannot view documents.')).toBeVisible();
      expect(screen.getByText(/^Missing permission: ASSETS_DOCS_READ\./)).toBeVisible();
    } finally {
      service.server.resetHandlers();
    }
  });

  it('a failure shows the error with Try again, which loads the page', async () => {
    let failing = true;
    service.server.use(
      http.get(/\/schema-service\/v2\/segments$/, () =>
        failing ? HttpResponse.json({ status: 500, message: 'Segments are down' }, { status: 500 }) : undefined,
      ),
    );
    try {
      const { user } = await renderRoute(service, placementsPath(0));
      expect(await screen.findByText('Segments are down')).toBeVisible();
      failing = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Placements' })).toBeVisible();
    } finally {
      service.server.resetHandlers();
    }
  });
});
