import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { setEditorContent } from './support/document-editor';
import { simulatorUrl, workspaceToken } from './support/simulator';

// Two people editing one document (two browser contexts): the second save shows what the first changed beside what
// was typed, loses nothing, and saves a merge chosen part by part (docs/decisions/0180-three-way-save-conflict.md).

const schemaService = `${simulatorUrl}/schema-service/v2`;

async function openEditor(page: Page, id: string) {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.goto(`/documents/${id}`);
  await page.getByRole('button', { name: 'Edit settings' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeEditable();
}

async function rename(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
}

test('two people save one document: the second sees both versions, loses nothing, and merges part by part', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await workspaceToken(request, 'ada@demo.test', 'Northwind Retail');
  const headers = { Authorization: `Bearer ${token}` };
  const init = await request.post(`${schemaService}/documents/init`, { headers, data: { name: 'Summer sale' } });
  const { docId: id } = (await init.json()) as { docId: string };
  const start = { title: 'Hi', cta: 'Go', footer: 'x' };
  const configured = await request.put(`${schemaService}/documents/${id}/content`, {
    headers,
    data: { priority: 5, content: start, slug: `sale-${Date.now()}`, schema: 'banner' },
  });
  expect(configured.ok()).toBe(true);

  const ana = await (await browser.newContext()).newPage();
  const bo = await (await browser.newContext()).newPage();
  await openEditor(ana, id);
  await openEditor(bo, id);

  // Ana saves first: a new name, a new button text and footer.
  await rename(ana, "Ana's name");
  await setEditorContent(ana, JSON.stringify({ title: 'Hi', cta: 'Buy', footer: 'ana' }, null, 2));
  await ana.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(ana.getByText('Saved: name (rename), content and configuration.')).toBeVisible();

  // Bo, who opened the same version, changed the name, the title and the footer: his save sends nothing yet.
  await rename(bo, "Bo's name");
  const mine = { title: 'Hello', cta: 'Go', footer: 'bo' };
  await setEditorContent(bo, JSON.stringify(mine, null, 2));
  await bo.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = bo.getByRole('alert', { name: /This document changed on the server/ });
  await expect(notice).toContainText(
    "The server's version changed 1 field you did not touch and 2 fields you both changed differently.",
  );

  // With the keyboard: open the comparison, read both names, leave it, and nothing typed is lost.
  const compare = notice.getByRole('button', { name: 'Compare and choose part by part' });
  await compare.focus();
  await bo.keyboard.press('Enter');
  const dialog = bo.getByRole('dialog', { name: 'Their version beside yours' });
  const row = (name: RegExp) => dialog.getByRole('radiogroup', { name });
  await expect(row(/^Name/).getByRole('radio', { name: 'Theirs' })).toHaveAccessibleDescription("Ana's name");
  await expect(row(/^Name/).getByRole('radio', { name: 'Yours' })).toHaveAccessibleDescription("Bo's name");
  await expect(row(/^\$\.footer/)).toHaveAccessibleName(/Conflict/);
  await expect(row(/^\$\.cta/).getByRole('radio', { name: 'Theirs' })).toBeChecked();
  await expect(row(/^\$\.title/).getByRole('radio', { name: 'Yours' })).toBeChecked();
  await expectNoAxeViolations(bo, 'save conflict dialog');
  await bo.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(compare).toBeFocused();
  await expect(bo.getByRole('textbox', { name: 'Name' })).toHaveValue("Bo's name");
  await expect(bo.getByRole('textbox', { name: 'Content (JSON)' })).toContainText('"footer": "bo"');

  // On a phone the comparison fits the width: one column, no sideways scroll.
  await bo.setViewportSize({ width: 390, height: 844 });
  await compare.click();
  await expect(dialog).toBeVisible();
  const widths = await bo.evaluate(() => {
    const body = document.querySelector('[role="dialog"] .mantine-Modal-body')!;
    return { scroll: body.scrollWidth, client: body.clientWidth, page: document.documentElement.scrollWidth };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(widths.page).toBeLessThanOrEqual(390);

  // Part by part: Ana's name, Bo's footer; the rest as prefilled (her button text, his title).
  await row(/^Name/).getByRole('radio', { name: 'Theirs' }).check();
  await row(/^\$\.footer/)
    .getByRole('radio', { name: 'Yours' })
    .focus();
  await bo.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Save this merge' }).click();
  await expect(bo.getByText('Saved: content and configuration.')).toBeVisible();
  await expect(notice).toBeHidden();

  const stored = (await (await request.get(`${schemaService}/documents/${id}`, { headers })).json()) as {
    name: string;
    content: unknown;
  };
  expect(stored.name).toBe("Ana's name");
  expect(stored.content).toEqual({ title: 'Hello', cta: 'Buy', footer: 'bo' });
  await ana.context().close();
  await bo.context().close();
});
