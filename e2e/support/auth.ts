import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { advanceSimulatorClock, currentMfaCode, demoUser, mfaCode, serviceLogin, simulatorUrl } from './simulator';

export async function fillCredentials(page: Page, username: string, password: string) {
  await page.getByLabel('Email').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The six boxes of the MFA code. */
export const mfaCodeBoxes = (page: Page): Locator =>
  page.getByRole('group', { name: /Verification code/ }).getByRole('textbox');

/** Types a whole code into the first box (as an autofill would): the boxes share it out. */
export async function fillMfaCode(page: Page, code: string) {
  await mfaCodeBoxes(page).first().fill(code);
}

/** The code the six boxes hold together. */
export async function mfaCodeValue(page: Page): Promise<string> {
  return (await mfaCodeBoxes(page).evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))).join(
    '',
  );
}

/**
 * Signs in as a demo user. Into a workspace, the way a person already signed in opens a link to it: the session the
 * service's login answers goes into the tab's sessionStorage, and the workspace's address enters the workspace
 * (the sign-in form and the chooser have their own specs, sign-in.spec.ts and workspaces.spec.ts; typing through
 * them before each of 60 other specs took a minute or two of every run). Without a workspace, through the form
 * (entering the MFA code from the control API when the account has MFA), ending at the chooser.
 */
export async function signIn(page: Page, username: string, options: { workspace?: string; path?: string } = {}) {
  if (options.workspace && !options.path) return openWorkspace(page, username, options.workspace);
  const user = await demoUser(page.request, username);
  await page.goto(options.path ?? '/sign-in');
  await fillCredentials(page, user.username, user.password);
  if (user.mfa !== 'NONE') {
    await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await fillMfaCode(page, await mfaCode(page.request, username));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  if (options.workspace) await chooseWorkspace(page, options.workspace);
}

async function chooseWorkspace(page: Page, workspace: string) {
  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Workspaces' })
    .getByRole('button', { name: new RegExp(workspace) })
    .first()
    .click();
  await expectWorkspaceShown(page, workspace);
}

async function expectWorkspaceShown(page: Page, workspace: string) {
  // The simulator server is one Node thread: while a parallel spec has it build a large seeded structure (a
  // search index, a two-year history), this can wait a few seconds longer than usual.
  await expect(page.getByRole('heading', { level: 1, name: workspace })).toBeVisible({ timeout: 30_000 });
}

/** The session src/lib/session.ts keeps, for an account without MFA, as the login answers it. */
async function openWorkspace(page: Page, username: string, workspace: string) {
  const { token, consumer } = await serviceLogin(page.request, username);
  const listing = await page.request.get(`${simulatorUrl}/uauth/business-profile/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const guid = ((await listing.json()) as { name: string; guid: string }[]).find(
    (item) => item.name === workspace,
  )?.guid;
  if (!guid) throw new Error(`${username} has no workspace ${workspace}`);
  const session = {
    regionId: 'azure-eu',
    token,
    stage: 'user',
    username,
    mfaMethods: [],
    consumer: {
      id: consumer.id,
      name: consumer.name,
      businessProfileId: consumer.businessProfileId,
      authorities: consumer.authorities,
      roles: consumer.roles,
    },
    workspace: null,
  };
  // A blank page of the app's origin, to write its sessionStorage before the app's first start.
  const blank = '/__e2e-blank';
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' }),
  );
  await page.goto(blank);
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key, value),
    ['cdp.session' /* src/lib/session-key.ts */, JSON.stringify(session)],
  );
  await page.unroute(blank);
  await page.goto(`/w/${guid}/`);
  await expectWorkspaceShown(page, workspace);
}

/** Signs in up to the MFA step of an MFA user; returns the code's boxes and a code that is certainly wrong. */
export async function reachMfaStep(page: Page, username: string) {
  const user = await demoUser(page.request, username);
  await page.goto('/sign-in');
  await fillCredentials(page, user.username, user.password);
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  // Only a certainly wrong code is needed here: when no code is good right now, any code is wrong.
  const right = await currentMfaCode(page.request, username);
  return { boxes: mfaCodeBoxes(page), wrongCode: right === '000000' ? '111111' : '000000' };
}

/**
 * The laptop sleeps `seconds` with no network: the tab's clock and the service's jump that far ahead, and the tab's
 * timers that fell due meanwhile fire once, offline (Playwright's `clock.fastForward` is this lid closed and
 * opened), instead of the test waiting the seconds out. The test installs the tab's clock (`page.clock.install()`)
 * before its first navigation; the simulator's clock goes back at its reset.
 */
export async function sleepOffline(page: Page, request: APIRequestContext, seconds: number) {
  await page.context().setOffline(true);
  await advanceSimulatorClock(request, seconds);
  await page.clock.fastForward(seconds * 1_000);
  await page.context().setOffline(false);
}

/**
 * After a token lapsed while offline, the app ends the session on its own when it is back online (a query
 * refetched on reconnecting is answered 401, the refresh refused) or on the next call that needs the service,
 * whichever comes first. `nextCall` is that call; it is made only while the page is still in the workspace.
 */
export async function expectSessionEndedAfterLapse(page: Page, nextCall: () => Promise<void>) {
  const signInUrl = /\/sign-in\?/;
  await expect(async () => {
    if (!signInUrl.test(page.url())) await nextCall();
    await expect(page).toHaveURL(signInUrl, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Your session ended')).toBeVisible();
}
