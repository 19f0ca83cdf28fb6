// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../lib/api';
import { signInForTest } from '../test/session';
import { renderWithMantine } from '../test/render';
import { PermissionButton } from './permission-button';

function signInWith(authorities: string[]) {
  signInForTest({
    token: 't',
    username: 'rita@demo.test',
    name: 'Rita',
    roles: 'READ_ONLY',
    authorities,
    workspace: { guid: 'g', id: 1, name: 'W' },
  });
}

describe('PermissionButton', () => {
  afterEach(() => session.set(null));

  it('works when the role includes the permission', async () => {
    signInWith(['ROLE_CLIENT_EDIT']);
    const onClick = vi.fn();
    renderWithMantine(
      <PermissionButton permission="ROLE_CLIENT_EDIT" onClick={onClick}>
        Edit
      </PermissionButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled and says why in words, naming the missing permission after them, when the role lacks it', async () => {
    signInWith(['ROLE_CLIENT_SHOW']);
    const onClick = vi.fn();
    renderWithMantine(
      <PermissionButton permission="ROLE_CLIENT_EDIT" onClick={onClick}>
        Edit
      </PermissionButton>,
    );
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'Your role can view profiles but not change them. Missing permission: ROLE_CLIENT_EDIT.',
    );
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
