// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createSimulator } from '../../../simulator';
import { totpCode } from '../../../simulator/auth/mfa';
import { TOM_TOTP_SECRET } from '../../../simulator';
import { session } from '../../../lib/api';
import { renderRoutes } from '../../../test/render';
import { SignInPage } from './sign-in-page';

// The dashboard's sign-in page against the simulator's own handlers, in Node (msw/node).
const sim = createSimulator();
const server = setupServer(...sim.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sim.reset();
  session.set(null);
  sessionStorage.clear();
});
afterAll(() => server.close());

function renderSignIn() {
  return renderRoutes(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/workspaces', element: <h1>Workspace chooser</h1> },
    ],
    '/sign-in',
  );
}

async function typeCredentials(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in page', () => {
  it('signs in a user without MFA and goes to the workspace chooser', async () => {
    const { router } = renderSignIn();
    await typeCredentials('rita@demo.test', 'Rita-Demo-2026');
    await screen.findByRole('heading', { name: 'Workspace chooser' });
    expect(router.state.location.pathname).toBe('/workspaces');
    expect(session.get()).toMatchObject({ stage: 'user', username: 'rita@demo.test' });
    expect(sessionStorage.getItem('cdp.session')).toContain('rita@demo.test');
  });

  it('keeps what was typed and explains a wrong password', async () => {
    renderSignIn();
    await typeCredentials('rita@demo.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('email address or password is not right');
    expect(screen.getByLabelText(/Email/)).toHaveValue('rita@demo.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password');
    expect(session.get()).toBeNull();
  });

  it('asks for the TOTP code, puts a wrong code on the field, and accepts the right one', async () => {
    renderSignIn();
    const user = await typeCredentials('tom@demo.test', 'Tom-Demo-2026');
    const field = await screen.findByLabelText(/Verification code/);
    const right = totpCode(TOM_TOTP_SECRET, sim.now());
    const wrong = right === '000000' ? '111111' : '000000';
    await user.type(field, wrong);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/The code is not valid/)).toBeInTheDocument();
    expect(field).toHaveValue(wrong);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, totpCode(TOM_TOTP_SECRET, sim.now()));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Workspace chooser' });
    await waitFor(() => expect(session.get()?.stage).toBe('user'));
  });

  it('a code of the wrong shape is refused in the form before anything is sent', async () => {
    renderSignIn();
    const user = await typeCredentials('tom@demo.test', 'Tom-Demo-2026');
    const field = await screen.findByLabelText(/Verification code/);
    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has 6 digits.')).toBeInTheDocument();
    expect(field).toHaveValue('12ab');
  });
});
