import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { simulatorUrl, workspaceToken } from './support/simulator';

// The wall's renderings follow the editor's unsaved content (decision 0178): from the same tab, and from an
// editor open in another tab, rendered in a Web Worker, with no request.
test('the wall renders the editor’s unsaved content, from this tab and from another', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await workspaceToken(request, 'ada@demo.test', 'Contoso Pharma');
  const docs = `${simulatorUrl}/schema-service/v2`;
  const auth = { Authorization: `Bearer ${token}` };
  const directories = (await (await request.get(`${docs}/directories`, { headers: auth })).json()) as { id: string }[];
  const stamp = Date.now();
  const created = await request.post(`${docs}/documents`, {
    headers: auth,
    data: {
      name: `Wall local ${stamp}`,
      priority: 1,
      slug: `wall-local-${stamp}`,
      schema: `wall-local-${stamp}`,
      content: { anonymous: '{{ customer.anonymous }}' },
      audience: { targetType: 'ALL' },
      directoryId: directories[0]!.id,
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  await signIn(page, 'ada@demo.test', { workspace: 'Contoso Pharma' });
  const workspacePath = new URL(page.url()).pathname.replace(/\/$/, '');
  await page.goto(`${workspacePath}/documents/${id}`);
  const typeContent = async (editorPage: typeof page, text: string) => {
    // The code editor arrives after the page shows, replacing a plain text area: typing during the swap loses keys.
    await editorPage.locator('.cm-content').waitFor();
    await editorPage.getByRole('textbox', { name: 'Content (JSON)' }).click();
    await editorPage.keyboard.press('ControlOrMeta+a');
    await editorPage.keyboard.insertText(text);
  };
  await typeContent(page, '{"who": "{{ customer.anonymous }} typed here"}');
  await page.getByRole('link', { name: 'Wall' }).click();
  const summary = page.getByRole('status').filter({ hasText: 'previewed' });
  await expect(summary).toContainText('24 of 24 previewed', { timeout: 60_000 });
  await expect(summary).toContainText('renderings of your unsaved edits');
  await expect(summary).toContainText('2 distinct renderings');
  const renderings = page.getByRole('list', { name: 'Profiles of the sample' }).locator('pre');
  await expect(renderings.filter({ hasText: 'typed here' })).toHaveCount(24);

  // The editor in another tab (handed the session by this one): the wall follows its typing with no request.
  const requests: string[] = [];
  page.on('request', (r) => {
    if (['fetch', 'xhr'].includes(r.resourceType())) requests.push(`${r.method()} ${r.url()}`);
  });
  const editor = await context.newPage();
  await editor.goto(`${workspacePath}/documents/${id}`);
  await typeContent(editor, '{"who": "{{ customer.anonymous }} from the other tab"}');
  await expect(renderings.filter({ hasText: 'from the other tab' })).toHaveCount(24, { timeout: 10_000 });
  await typeContent(editor, '{"who": ');
  await expect(summary).toContainText('Fix the JSON to re-render');
  await expect(renderings.filter({ hasText: 'from the other tab' })).toHaveCount(24);
  expect(requests).toEqual([]);
});
