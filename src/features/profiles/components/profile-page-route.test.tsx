// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderRoute, serveSimulator } from '../../../test/render-route';

// A profile's page (header, section links, details) of the real app against the simulator, in Northwind.
const service = serveSimulator();
let profile: { clientId: number; email: string; firstName: string; lastName: string } = {
  clientId: 0,
  email: '',
  firstName: '',
  lastName: '',
};

beforeAll(async () => {
  const token = await service.loginInto('ada@demo.test', 0);
  const listed = await service.call('GET', '/v4/clients?filters[anonymous]=false&sortBy=email&pageSize=1', { token });
  profile = listed.body[0];
}, 60_000);

describe('profile page', { timeout: 60_000 }, () => {
  it("shows the profile's name and id in the header and its data in the edit form", async () => {
    await renderRoute(service, `/profiles/${profile.clientId}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: `${profile.firstName} ${profile.lastName}` }),
    ).toBeVisible();
    expect(screen.getByText(String(profile.clientId))).toBeVisible();
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).getByDisplayValue(profile.email)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Geographical data' })).toBeVisible();
  });

  it('lets a read-only person read the profile but not save it, and says which permission is missing', async () => {
    await renderRoute(service, `/profiles/${profile.clientId}`, { username: 'rita@demo.test' });

    const form = await screen.findByRole('form', { name: 'Edit profile' });
    expect(within(form).getByDisplayValue(profile.email)).toBeVisible();
    const save = within(form).getByRole('button', { name: 'Save changes' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription(/ROLE_CLIENT_EDIT/);
  });

  it('answers an id that does not exist with the not-found page inside the shell', async () => {
    await renderRoute(service, '/profiles/999999999999');
    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
