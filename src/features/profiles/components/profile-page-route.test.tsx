// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const recordSections = () =>
  ['Contact and address', 'Marketing agreements', 'Custom attributes', 'Tags'].map((name) =>
    screen.getByRole('region', { name }),
  );

describe('profile page', { timeout: 60_000 }, () => {
  it("shows the profile's data as a record; Edit turns one section into a form that counts its changes", async () => {
    await renderRoute(service, `/profiles/${profile.clientId}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: `${profile.firstName} ${profile.lastName}` }),
    ).toBeVisible();
    expect(screen.getByText(String(profile.clientId))).toBeVisible();
    // A record, not a form: the email is text, and no text box is on the page.
    const contact = screen.getByRole('region', { name: 'Contact and address' });
    expect(within(contact).getByText(profile.email)).toBeVisible();
    for (const region of recordSections()) expect(within(region).queryAllByRole('textbox')).toHaveLength(0);
    expect(await screen.findByRole('heading', { name: 'Geographical data' })).toBeVisible();

    fireEvent.click(within(contact).getByRole('button', { name: 'Edit contact and address' }));
    const form = await within(contact).findByRole('form', { name: 'Edit contact and address' });
    // Only this section is a form; the others stay records.
    expect(recordSections().filter((region) => within(region).queryByRole('form'))).toHaveLength(1);
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.change(within(form).getByRole('textbox', { name: 'City' }), { target: { value: 'Zakopane Test' } });
    expect(await within(form).findByRole('button', { name: 'Save 1 change' })).toBeEnabled();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Company' }), { target: { value: 'Test Co' } });
    expect(await within(form).findByRole('button', { name: 'Save 2 changes' })).toBeEnabled();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(contact).queryByRole('form')).toBeNull();
  });

  it('keeps the focus with the keyboard: Edit hands it to the form, and saving gives it back to Edit', async () => {
    const { user } = await renderRoute(service, `/profiles/${profile.clientId}`);
    const tags = await screen.findByRole('region', { name: 'Tags' });
    within(tags).getByRole('button', { name: 'Edit tags' }).focus();
    await user.keyboard('{Enter}');
    const form = await within(tags).findByRole('form', { name: 'Edit tags' });
    await waitFor(() => expect(form.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toHaveProperty('tagName', 'INPUT');
    await user.keyboard('focus-kept{Enter}');
    const save = await within(form).findByRole('button', { name: 'Save 1 change' });
    save.focus();
    await user.keyboard('{Enter}');
    // The service applies an accepted change a moment later: its clock moves on once the change is sent.
    await waitFor(() => expect(service.requests.some((request) => /^(PUT|POST) /.test(request))).toBe(true));
    service.clock.advance(60_000);
    await waitFor(() => expect(within(tags).queryByRole('form')).toBeNull());
    await waitFor(() => expect(within(tags).getByRole('button', { name: 'Edit tags' })).toHaveFocus());
    expect(within(tags).getByText('focus-kept')).toBeVisible();
    // Opened again with a tag there: the focus goes to the tags' field, not to the tag's remove button before it.
    await user.keyboard('{Enter}');
    const again = await within(tags).findByRole('form', { name: 'Edit tags' });
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toHaveProperty('tagName', 'INPUT');
  });

  it('gives a read-only person the record and a notice of what they can do, never a typeable record', async () => {
    await renderRoute(service, `/profiles/${profile.clientId}`, { username: 'rita@demo.test' });

    expect(await screen.findByRole('region', { name: 'Contact and address' })).toBeVisible();
    // What she can do first (linking a device needs only the view authority), then why not more, in words; the
    // permission constant only in the detail line.
    const notice = screen.getByRole('note', { name: 'You can view this profile and link devices' });
    expect(within(notice).getByText('Your role can view profiles but not change them.')).toBeVisible();
    expect(within(notice).getByText(/^Missing permission: ROLE_CLIENT_EDIT\./)).toBeVisible();
    expect(notice.textContent?.match(/ROLE_CLIENT_EDIT/g)).toHaveLength(1);
    expect(screen.queryByText(/Read only: your role does not include/)).toBeNull();
    for (const region of recordSections()) {
      expect(within(region).queryByRole('form')).toBeNull();
      expect(within(region).queryAllByRole('textbox')).toHaveLength(0);
      expect(within(region).queryByRole('checkbox')).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('answers an id that does not exist with the not-found page inside the shell', async () => {
    await renderRoute(service, '/profiles/999999999999');
    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
