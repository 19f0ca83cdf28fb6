// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { TOM_TOTP_SECRET, createSimulator, totpCode } from '../../../simulator/testing';
import { session } from '../../../lib/api';
import { renderRoutes } from '../../../test/render';
import { SignInPage } from './sign-in-page';

// The dashboard's sign-in page against the simulator's own handlers, in Node (msw/node).
// The password schema and the MFA step load lazily, the simulator seeds on first use: on a busy machine the
// first answers take longer than findBy's default second.
configure({ asyncUtilTimeout: 10_000 });
const sim = createSimulator();
const server = setupServer(...sim.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sim.reset();
  session.set(null);
  sessionStorage.clear();
});
afterAll(() => server.close());

function renderSignIn(path = '/sign-in') {
  return renderRoutes(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/workspaces', element: <h1>Workspace chooser</h1> },
    ],
    path,
  );
}

/** The six boxes of the MFA code. */
async function codeBoxes(): Promise<HTMLInputElement[]> {
  const group = await screen.findByRole('group', { name: /Verification code/ });
  return within(group).getAllByRole<HTMLInputElement>('textbox');
}
const codeIn = (boxes: HTMLInputElement[]) => boxes.map((box) => box.value).join('');

async function typeCredentials(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

/** Straight to the simulator (no page): the wrong guesses that lock an account before the person arrives. */
async function simCall(path: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return sim.handle(
    new Request(`https://api.synerise.com${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
}

function countLoginRequests(): () => number {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/uauth/auth/login/user') count += 1;
  };
  server.events.on('request:start', listener);
  return () => count;
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

  it('explains bad input at the field before sending anything, focuses it, and clears a message once fixed', async () => {
    const logins = countLoginRequests();
    renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email/)).toHaveValue('not-an-email');

    await user.type(screen.getByLabelText(/Email/), '@demo.test');
    await waitFor(() => expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument());
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(logins()).toBe(0);
  });

  it('asks for the TOTP code, puts a wrong code on the field, and accepts the right one', async () => {
    renderSignIn();
    const user = await typeCredentials('tom@demo.test', 'Tom-Demo-2026');
    const boxes = await codeBoxes();
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');
    const right = totpCode(TOM_TOTP_SECRET, sim.now());
    const wrong = right === '000000' ? '111111' : '000000';
    await user.type(boxes[0]!, wrong);
    expect(codeIn(boxes)).toBe(wrong);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The message names the method in use (the login answered mfaMethods: [TOTP_AUTHENTICATOR]), not "(or email)".
    const message = await screen.findByText(/The code is not valid/);
    expect(message).toHaveTextContent('The code is not valid. Check your authenticator app and try again.');
    expect(codeIn(boxes)).toBe(wrong);
    expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');

    // A pasted code fills all six boxes, whichever box has focus.
    // One code, computed once: computed again it may belong to the next 30-second step (the service accepts both).
    const current = totpCode(TOM_TOTP_SECRET, sim.now());
    await user.click(boxes[2]!);
    await user.paste(current);
    expect(codeIn(boxes)).toBe(current);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Workspace chooser' });
    await waitFor(() => expect(session.get()?.stage).toBe('user'));
  });

  it('after too many wrong passwords says when to try again, keeps what was typed and does not retry by itself', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await simCall('/uauth/auth/login/user', { username: 'rita@demo.test', password: `guess-${i}` })).status,
      ).toBe(401);
    }
    const logins = countLoginRequests();
    renderSignIn();
    await typeCredentials('rita@demo.test', 'Rita-Demo-2026');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Too many attempts\. Try again at .+ \(in 15 minutes\)\./);
    expect(screen.getByLabelText(/Email/)).toHaveValue('rita@demo.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Rita-Demo-2026');
    expect(session.get()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logins()).toBe(1);
  });

  it("when the account's MFA codes are locked, says when to try again and keeps the code typed", async () => {
    for (let login = 0; login < 2; login += 1) {
      const pending = (await (
        await simCall('/uauth/auth/login/user', { username: 'tom@demo.test', password: 'Tom-Demo-2026' })
      ).json()) as { token: string };
      for (let i = 0; i < 5; i += 1) {
        await simCall(
          '/uauth/auth/login/user/mfa/verification?mfaType=TOTP_AUTHENTICATOR',
          { verificationCode: 'abcdef' },
          pending.token,
        );
      }
    }
    renderSignIn();
    const user = await typeCredentials('tom@demo.test', 'Tom-Demo-2026');
    const boxes = await codeBoxes();
    const code = totpCode(TOM_TOTP_SECRET, sim.now());
    await user.type(boxes[0]!, code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Too many attempts\. Try again at .+ \(in 15 minutes\)\./,
    );
    expect(codeIn(boxes)).toBe(code);
    // Signing in again would not help: the form stays, to verify once the time has come.
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(session.get()?.stage).toBe('mfa');
  });

  it('a code of the wrong shape is refused in the form before anything is sent; letters never enter', async () => {
    renderSignIn();
    const user = await typeCredentials('tom@demo.test', 'Tom-Demo-2026');
    const boxes = await codeBoxes();
    await user.type(boxes[0]!, '12ab');
    expect(codeIn(boxes)).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has 6 digits.')).toBeInTheDocument();
    expect(codeIn(boxes)).toBe('12');
  });

  it('an EMAIL-only account is told to check the email, not an authenticator app', async () => {
    renderSignIn();
    const user = await typeCredentials('emma@demo.test', 'Emma-Demo-2026');
    const boxes = await codeBoxes();
    await user.type(boxes[0]!, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/The code is not valid/)).toHaveTextContent(
      'The code is not valid. Check the email we sent you and try again.',
    );
  });

  it('shows the product mark and one alert at a time: a failure takes the place of "your session ended"', async () => {
    renderSignIn('/sign-in?reason=expired');
    expect(screen.getByText('CDP Dashboard')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your session ended');
    const user = await typeCredentials('rita@demo.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('email address or password is not right');
    expect(screen.queryByText('Your session ended')).not.toBeInTheDocument();
    // Sent again and refused again: still one alert.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
