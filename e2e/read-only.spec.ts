import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Rita's role holds only *_SHOW / *_READ authorities: every page says what she can do, in words, and offers no
// form that would be refused.
test.describe.configure({ timeout: 180_000 });

test('a read-only role is told what it can do on a profile, a new profile and the import', async ({ page }) => {
  await signIn(page, 'rita@demo.test', { workspace: 'Northwind Retail' });

  await page.goto('/profiles/1200000001');
  const notice = page.getByRole('note', { name: 'You can view this profile and link devices' });
  await expect(notice).toContainText('Your role can view profiles but not change them.', { timeout: 30_000 });
  await expect(notice).toContainText('Missing permission: ROLE_CLIENT_EDIT');
  const opener = page.getByRole('button', { name: 'Link a device' });
  await opener.click();
  const form = page.getByRole('form', { name: 'Link a device' });
  await expect(form.getByLabel('Device id')).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(opener).toBeFocused();
  await expectNoAxeViolations(page, 'read-only profile');

  await page.goto('/profiles/new');
  await expect(page.getByRole('note', { name: 'You can view profiles, not create them' })).toContainText(
    'Your role can view profiles but not create them.',
  );
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create profile' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'read-only new profile');

  await page.goto('/profiles/import');
  await expect(page.getByRole('note', { name: 'You can view profiles, not import them' })).toContainText(
    'Missing permission: ROLE_CLIENT_EDIT',
  );
  await expect(page.getByLabel('File to import')).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'read-only import');
});
