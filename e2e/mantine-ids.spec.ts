import { signIn } from './support/auth';
import { expect, test } from './support/test';

/**
 * The build keeps React's ids in Mantine's fields (build/mantine-stable-ids.ts, decision 0166): a field mounted
 * without an id of its own renders once, with `mantine-` and React's id (`_R_…_`), where Mantine's own hook swaps in a
 * random one (`mantine-` and nine letters or digits) in a second render. Fails when a Mantine upgrade slips past the
 * patch.
 */
test("Mantine's fields keep React's ids in the build: no random id, so no second render", async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Adventure Works Outdoor' });
  await page.goto('/profiles/new');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();
  const ids = await page.locator('input[id^="mantine-"]').evaluateAll((inputs) => inputs.map((input) => input.id));
  expect(ids.length, 'the form draws Mantine fields').toBeGreaterThan(3);
  for (const id of ids) expect(id).toMatch(/^mantine-_[A-Za-z]_/);
});
