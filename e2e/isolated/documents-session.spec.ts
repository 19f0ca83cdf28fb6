import { expect, test } from '../support/test';
import { expectSessionEndedAfterLapse, fillCredentials, signIn, sleepOffline } from '../support/auth';
import { configureSimulator, demoUser, resetSimulator } from '../support/simulator';

test.afterEach(async ({ request }) => {
  await resetSimulator(request);
});

test.setTimeout(120_000);

test('an edit in the document editor survives an expired session and is there after signing in again', async ({
  page,
  request,
}) => {
  // Long enough to sign in and open the editor on a busy machine, short enough to wait out.
  await configureSimulator(request, { tokenTtlSeconds: 12 });
  await page.clock.install();
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.goto('/documents');
  await page.getByRole('button', { name: 'New document' }).click();
  await page.getByRole('dialog', { name: 'New document' }).getByLabel('Name').fill('Session test');
  await page.getByRole('button', { name: 'Create and edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Session test' })).toBeVisible();
  const editorUrl = page.url();

  // The settings start folded (decision 0148).
  await page.getByRole('button', { name: 'Edit settings' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Typed before the session ended');
  const editor = page.getByRole('textbox', { name: 'Content (JSON)' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('{"note": "Hello {{ customer.city }}"}');

  // The laptop sleeps through the token's lifetime: no refresh gets through.
  await sleepOffline(page, request, 13);

  // Back online, the next call (a refetch, or finding a profile to preview as) is answered 401, the refresh is refused.
  await expectSessionEndedAfterLapse(page, async () => {
    await page.getByRole('textbox', { name: 'Preview as profile' }).fill('customer1@demo.test', { timeout: 2_000 });
    await page.getByRole('button', { name: 'Find' }).click({ timeout: 2_000 });
  });

  const ada = await demoUser(request, 'ada@demo.test');
  await fillCredentials(page, ada.username, ada.password);
  await expect(page).toHaveURL(editorUrl);
  await expect(page.getByText('Unsaved changes restored')).toBeVisible();
  await page.getByRole('button', { name: 'Edit settings' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Typed before the session ended');
  await expect(editor).toHaveText('{"note": "Hello {{ customer.city }}"}');
  // Still unsaved, and saving now works.
  await expect(page.getByText(/^Unsaved: name \(rename\), content and configuration/)).toBeVisible();
});
