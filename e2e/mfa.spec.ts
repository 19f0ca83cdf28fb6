import { expect, test } from './support/test';
import { fillCredentials, fillMfaCode, mfaCodeValue, reachMfaStep } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { demoUser, mfaCode } from './support/simulator';

// One after the other: a TOTP code is good for one login (the simulator remembers the last used step), so two
// of tom's sign-ins in parallel could both be handed the same code before either used it.
test.describe.configure({ mode: 'default' });

test('sign in with an authenticator (TOTP) code', async ({ page }) => {
  const tom = await demoUser(page.request, 'tom@demo.test');
  await page.goto('/sign-in');
  await fillCredentials(page, tom.username, tom.password);
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code your authenticator app shows')).toBeVisible();
  await expectNoAxeViolations(page, 'MFA step');

  await fillMfaCode(page, await mfaCode(page.request, tom.username));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
});

test('a wrong MFA code gets a clear message at the field and the code stays typed', async ({ page }) => {
  const { boxes, wrongCode: wrong } = await reachMfaStep(page, 'tom@demo.test');
  const card = page.getByTestId('sign-in-card');
  const topBefore = (await card.boundingBox())?.y;
  await fillMfaCode(page, wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  // Named after the method in use: tom has only an authenticator app.
  await expect(page.getByText('The code is not valid. Check your authenticator app and try again.')).toBeVisible();
  expect(await mfaCodeValue(page)).toBe(wrong);
  await expect(boxes.first()).toHaveAttribute('aria-invalid', 'true');
  // The card did not move under the cursor.
  expect((await card.boundingBox())?.y).toBe(topBefore);

  // The right code still works afterwards, pasted as one piece into any box.
  const code = await mfaCode(page.request, 'tom@demo.test');
  await boxes.nth(3).focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, code);
  expect(await mfaCodeValue(page)).toBe(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
});

test('repeated wrong codes are limited: the person must sign in again', async ({ page }) => {
  const { wrongCode: wrong } = await reachMfaStep(page, 'tom@demo.test');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    if (await page.getByRole('button', { name: 'Sign in again' }).isVisible()) break;
    await fillMfaCode(page, wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/not valid|Too many/).first()).toBeVisible();
  }
  await expect(page.getByRole('alert')).toContainText('Too many wrong codes');
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('sign in with an EMAIL code', async ({ page }) => {
  const emma = await demoUser(page.request, 'emma@demo.test');
  await page.goto('/sign-in');
  await fillCredentials(page, emma.username, emma.password);
  await expect(page.getByText('We sent a 6-digit code to your email address')).toBeVisible();
  await fillMfaCode(page, await mfaCode(page.request, emma.username));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
});

test('a person with both methods may choose between them', async ({ page }) => {
  const mia = await demoUser(page.request, 'mia@demo.test');
  await page.goto('/sign-in');
  await fillCredentials(page, mia.username, mia.password);
  await page.getByText('Email code').click();
  await expect(page.getByText('We sent a 6-digit code to your email address')).toBeVisible();
  // The control API reports mia's authenticator code; the email code path is covered by the simulator's unit tests.
  await page.getByText('Authenticator app').click();
  await fillMfaCode(page, await mfaCode(page.request, mia.username));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
});
