// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { session } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { workspace } from '../simulator/testing';
import { renderRoute, serveSimulator } from '../test/render-route';

// The workspace in the URL (docs/decisions/0055-workspace-in-the-url.md), through the app's own router, loaders
// and middleware against the simulator in Node.
const service = serveSimulator();
const northwind = workspace(0);
/** The seed's MFA-restricted workspace (max has it in his list but signs in without MFA). */
const mfaRestricted = workspace(36);

describe('the workspace in the URL', () => {
  it('sends an unprefixed address (an old bookmark) into the session’s workspace, query kept', async () => {
    const { router } = await renderRoute(service, '/profiles?sort=email');
    expect(router.state.location.pathname).toBe(`/w/${northwind.guid}/profiles`);
    expect(router.state.location.search).toBe('?sort=email');
  });

  it('sends the old home address to the workspace’s overview', async () => {
    const { router } = await renderRoute(service, '/');
    expect(router.state.location.pathname).toBe(`/w/${northwind.guid}`);
  });

  it('enters the workspace a link names when the session is in another, before the page loads its data', async () => {
    const other = workspace(3);
    const { router } = await renderRoute(service, `/w/${other.guid}/profiles`);
    expect(router.state.location.pathname).toBe(`/w/${other.guid}/profiles`);
    expect(session.get()?.workspace).toMatchObject({ guid: other.guid, name: other.name });
    // The page's listing went out with the new workspace's token only: no request after the switch is of the old one.
    const switchAt = service.requests.indexOf(`POST /uauth/auth/login/user/profile/${other.guid}`);
    expect(switchAt).toBeGreaterThanOrEqual(0);
    expect(service.requests.findIndex((request) => request.startsWith('GET /v4/clients'))).toBeGreaterThan(switchAt);
    // Nothing of the old workspace is left in the cache.
    expect(queryClient.getQueryCache().findAll({ queryKey: ['profiles', northwind.guid] })).toHaveLength(0);
  });

  it('stays in the workspace without asking the service when the link is of the current one', async () => {
    await renderRoute(service, `/w/${northwind.guid.toUpperCase()}/documents`);
    expect(service.requests.filter((request) => request.includes('/login/user/profile/'))).toEqual([]);
  });

  it('says so when the link is for a workspace the person does not have', async () => {
    const { router } = await renderRoute(service, `/w/${workspace(5).guid}/profiles/1`, { username: 'rita@demo.test' });
    expect(router.state.location.pathname).toBe('/workspaces');
    expect(await screen.findByText('This link is for a workspace your account cannot open')).toBeVisible();
    expect(session.get()?.workspace?.guid).toBe(northwind.guid);
  });

  it('shows the service’s refusal when the workspace needs what this sign-in lacks (MFA)', async () => {
    await renderRoute(service, `/w/${mfaRestricted.guid}/profiles`, {
      username: 'max@demo.test',
    });
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
    expect(session.get()?.workspace?.guid).toBe(northwind.guid);
  });
});
