// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderRoute, serveSimulator } from '../../../test/render-route';

// The profile pages a read-only role can open by their address, as Rita (only *_SHOW / *_READ authorities).
const service = serveSimulator();
const rita = { username: 'rita@demo.test' };

describe('profile pages for a read-only role', { timeout: 60_000 }, () => {
  it('answers /profiles/new with the reason and no form, so nothing is typed that could not be saved', async () => {
    await renderRoute(service, '/profiles/new', rita);

    const notice = await screen.findByRole('note', { name: 'You can view profiles, not create them' });
    expect(within(notice).getByText('Your role can view profiles but not create them.')).toBeVisible();
    expect(within(notice).getByText(/^Missing permission: ROLE_CLIENT_CREATE\./)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'New profile' })).toBeNull();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Create profile' })).toBeNull();
  });

  it('still gives a role that may create the form', async () => {
    await renderRoute(service, '/profiles/new');
    expect(await screen.findByRole('form', { name: 'New profile' })).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says at the start of the import that the role cannot import, and lets no file be chosen', async () => {
    await renderRoute(service, '/profiles/import', rita);

    const notice = await screen.findByRole('note', { name: 'You can view profiles, not import them' });
    expect(within(notice).getByText(/^Your role can view profiles but not change them\./)).toBeVisible();
    expect(within(notice).getByText(/^Missing permission: ROLE_CLIENT_EDIT\./)).toBeVisible();
    expect(screen.getByLabelText(/File to import/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Import / })).toBeNull();
  });

  it('lets a role that may import choose a file, without the notice', async () => {
    await renderRoute(service, '/profiles/import');
    expect(await screen.findByLabelText(/File to import/)).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
