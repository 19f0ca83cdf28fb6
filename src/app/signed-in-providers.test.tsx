// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '../components/notify';
import { openConfirmation } from '../components/open-confirmation';
import { installDomShims } from '../test/render';
import { SignedInProviders } from './signed-in-providers';

describe('SignedInProviders', () => {
  beforeAll(installDomShims);

  it('mounts the notifications’ outlet with the first notification, which then shows', async () => {
    render(
      <SignedInProviders>
        <button type="button" onClick={() => notify('Profile saved', 'teal')}>
          Save
        </button>
      </SignedInProviders>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });

  it('mounts the confirmations’ outlet with the first confirmation, and the dialog asked for opens', async () => {
    const onConfirm = vi.fn();
    render(
      <SignedInProviders>
        <button
          type="button"
          onClick={() =>
            openConfirmation({
              title: 'Delete Ada?',
              labels: { confirm: 'Delete Ada', cancel: 'Keep the profile' },
              onConfirm,
            })
          }
        >
          Delete
        </button>
      </SignedInProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ada' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
