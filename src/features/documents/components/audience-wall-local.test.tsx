// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { draftKey } from '../../../lib/form-draft-store';
import { queryClient } from '../../../lib/query-client';
import { workspace, type Loose } from '../../../simulator/testing';
import { renderRoute, serveSimulator } from '../../../test/render-route';

// The wall's renderings of the editor's unsaved content (decision 0178), as Ada in Contoso Pharma.
const service = serveSimulator();
const contoso = workspace(1);
const docs = '/schema-service/v2';

let token = '';
beforeAll(async () => {
  token = await service.loginInto('ada@demo.test', 1);
});

async function savedDocument(name: string): Promise<string> {
  const directories = await service.call('GET', `${docs}/directories`, { token });
  const answer = await service.call('POST', `${docs}/documents`, {
    token,
    body: {
      name,
      priority: 1,
      slug: name.toLowerCase().replaceAll(' ', '-'),
      schema: name.toLowerCase().replaceAll(' ', '-'),
      content: { email: '{{ customer.agreements.email }}', anonymous: '{{ customer.anonymous }}' },
      audience: { targetType: 'ALL' },
      directoryId: (directories.body as Loose[])[0].id,
    },
  });
  expect(answer.status).toBe(200);
  return answer.body.id as string;
}

const wallPath = (id: string) => `/w/${contoso.guid}/documents/${id}/wall?size=12`;
const status = () => screen.getAllByRole('status').find((region) => /previewed/.test(region.textContent ?? ''));
const settled = async (n: number) =>
  waitFor(() => expect(status()?.textContent).toContain(`${n} of ${n} previewed`), { timeout: 60_000 });
const renderings = () =>
  within(screen.getByRole('list', { name: 'Profiles of the sample' }))
    .getAllByRole('article')
    .map((tile) => tile.querySelector('pre')?.textContent ?? '');
/** The editor's draft as an editor in another tab announces it (src/lib/form-draft.ts), content as typed. */
const editorTab = new BroadcastChannel('cdp.drafts');
afterAll(() => editorTab.close());
const typed = (id: string, content: string) =>
  act(() => editorTab.postMessage({ key: draftKey(contoso.guid, 'document', id), values: { name: 'x', content } }));

describe('audience wall: unsaved edits', { timeout: 120_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it('renders the draft in the tiles, follows new drafts with no request, keeps them on invalid JSON', async () => {
    const id = await savedDocument('Wall local one');
    const { router } = await renderRoute(service, `/w/${contoso.guid}/documents`, { workspaceIndex: 1 });
    // The editor left a draft in this tab before the Wall button was pressed.
    sessionStorage.setItem(
      `cdp.draft.${draftKey(contoso.guid, 'document', id)}`,
      JSON.stringify({ content: '{"who": "{{ customer.anonymous }} draft"}' }),
    );
    await act(() => router.navigate(wallPath(id)));
    await settled(12);
    await waitFor(() => expect(status()?.textContent).toContain('renderings of your unsaved edits'));
    expect(renderings().every((text) => /"who": "(true|false) draft"/.test(text))).toBe(true);
    // Verdicts stay the service's for the saved document.
    expect(status()?.textContent).toContain('12 in the audience · 0 out');

    service.requests.length = 0;
    typed(id, '{"who": "{{ customer.anonymous }} typed"}');
    await waitFor(() => expect(renderings().every((text) => /"who": "(true|false) typed"/.test(text))).toBe(true));
    typed(id, '{"who": ');
    await waitFor(() => expect(status()?.textContent).toContain('Fix the JSON to re-render'));
    expect(renderings().every((text) => /"who": "(true|false) typed"/.test(text))).toBe(true);
    expect(service.requests).toEqual([]);
  });

  it('marks the summary stale when the document is saved again, and previews the new version on request', async () => {
    const id = await savedDocument('Wall local two');
    const { user } = await renderRoute(service, wallPath(id), { workspaceIndex: 1 });
    await settled(12);
    expect(status()?.textContent).not.toContain('stale');
    service.clock.advance(5 * 60_000);
    expect((await service.call('PUT', `${docs}/documents/${id}/name`, { token, body: 'Renamed' })).status).toBe(200);
    service.requests.length = 0;
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    await waitFor(() => expect(status()?.textContent).toMatch(/stale: the document was saved again at \d\d:\d\d/));
    expect(service.requests.filter((request) => request.includes('/preview'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Preview the version saved at / }));
    await settled(12);
    expect(status()?.textContent).not.toContain('stale');
  });
});
