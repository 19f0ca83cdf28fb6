import { expect, type Locator, type Page } from '@playwright/test';
import { currentMfaCode, demoUser, mfaCode } from './simulator';

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

/** Signs in as a demo user (entering the MFA code from the control API when the account has MFA). */
export async function signIn(page: Page, username: string, options: { workspace?: string; path?: string } = {}) {
  const user = await demoUser(page.request, username);
  await page.goto(options.path ?? '/sign-in');
  await fillCredentials(page, user.username, user.password);
  if (user.mfa !== 'NONE') {
    await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await fillMfaCode(page, await mfaCode(page.request, username));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  if (options.workspace) {
    await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
    await page
      .getByRole('list', { name: 'Workspaces' })
      .getByRole('button', { name: new RegExp(options.workspace) })
      .first()
      .click();
    // The simulator server is one Node thread: while a parallel spec has it build a large seeded structure (a
    // search index, a two-year history), this can wait a few seconds longer than usual.
    await expect(page.getByRole('heading', { level: 1, name: options.workspace })).toBeVisible({ timeout: 30_000 });
  }
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
