import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { simulatorUrl, workspaceToken } from './support/simulator';
import { profileSchema, type Profile } from '../src/features/profiles/api/schemas';
import type { BulkAction } from '../src/features/profiles/model/bulk-action';
import { PENDING_DELETION_TAG } from '../src/features/profiles/model/bulk-marks';
import { markJobId } from '../src/features/profiles/model/bulk-delete';
import { newJob, runJob, verifyJob, type BulkIo } from '../src/features/profiles/model/bulk-job';
import { exportJournal } from '../src/features/profiles/model/bulk-journal';

// Issue 37's jobs page. The jobs run through the engine itself (src/features/profiles/model/bulk-job.ts) against the
// simulator, as another admin's browser would have run them; their exported journals come in through the page's
// import, and everything after that is the page's: undo, conflicts, the delete in two steps.

const WORKSPACE = 'Adventure Works Outdoor';

interface Service {
  token: string;
  guid: string;
  get(id: number): Promise<Profile | null>;
  edit(id: number, body: Record<string, unknown>): Promise<void>;
  io: BulkIo;
}

async function service(request: APIRequestContext): Promise<Service> {
  const token = await workspaceToken(request, 'ada@demo.test', WORKSPACE);
  // Every /v4 operation needs the header (the reference's versioning).
  const headers = { Authorization: `Bearer ${token}`, 'Api-Version': '4.4' };
  const listing = await request.get(`${simulatorUrl}/uauth/business-profile/`, { headers });
  const guid = ((await listing.json()) as { name: string; guid: string }[]).find((w) => w.name === WORKSPACE)!.guid;
  const get = async (id: number) => {
    const answer = await request.get(`${simulatorUrl}/v4/clients/${id}`, { headers });
    return answer.status() === 200 ? profileSchema.parse(await answer.json()) : null;
  };
  const io: BulkIo = {
    listPage: async () => ({ profiles: [], totalCount: 0 }),
    readProfiles: async (ids) => {
      const found = new Map<number, Profile>();
      for (const id of ids) {
        const profile = await get(id);
        if (profile) found.set(id, profile);
      }
      return found;
    },
    sendBatch: async (changesets) => {
      const answer = await request.post(`${simulatorUrl}/v4/clients/batch`, { headers, data: changesets });
      return { status: answer.status() };
    },
    refreshSession: async () => false,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
  };
  const edit = async (id: number, body: Record<string, unknown>) => {
    const answer = await request.post(`${simulatorUrl}/v4/clients/${id}`, { headers, data: body });
    expect(answer.status()).toBeLessThan(300);
  };
  return { token, guid, get, edit, io };
}

/** Profiles of a page far from the ones other specs open, in a fixed order. */
async function someProfiles(request: APIRequestContext, token: string, page: number, count: number) {
  const answer = await request.get(
    `${simulatorUrl}/v4/clients?pageIndex=${page}&pageSize=${count}&sortBy=lastName&sortOrder=ASC`,
    { headers: { Authorization: `Bearer ${token}`, 'Api-Version': '4.4' } },
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as unknown[]).map((p) => profileSchema.parse(p));
}

/** Runs a job with the engine and writes its exported journal to a file, as the jobs page exports it. */
async function runAndExport(s: Service, action: BulkAction, ids: number[], id: string): Promise<string> {
  const job = await verifyJob(await runJob(newJob(action, ids), s.io), s.io);
  const file = join(tmpdir(), `bulk-e2e-${id}-${Date.now()}.json`);
  const record = {
    id,
    createdAt: new Date().toISOString(),
    createdBy: 'Ada Lovelace',
    workspace: s.guid,
    filter: 'anonymous: no',
    job,
  };
  await writeFile(file, exportJournal(record));
  return file;
}

async function importJournal(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a journal' }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByText(/^Imported the journal of the job started/)).toBeVisible();
}

const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('undo restores tags, attribute and agreement where untouched; an edit in between is a conflict and stays', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const s = await service(request);
  const profiles = await someProfiles(request, s.token, 40, 4);
  const ids = profiles.map((p) => p.clientId);
  const before = new Map(profiles.map((p) => [p.clientId, p]));
  const tag = `e2e-${Date.now()}`;
  const tagFile = await runAndExport(s, { kind: 'add-tag', tag, ignoreCase: false }, ids, 'tag');
  const attributeFile = await runAndExport(s, { kind: 'set-attribute', name: 'e2eTier', value: 'gold' }, ids, 'attr');
  const smsNow = (before.get(ids[0]!)!.agreements?.sms ?? false) as boolean;
  const agreementFile = await runAndExport(
    s,
    { kind: 'set-agreement', agreement: 'sms', value: !smsNow },
    ids.filter((id) => ((before.get(id)!.agreements?.sms ?? false) as boolean) === smsNow),
    'sms',
  );
  // Someone edits one profile's tags after the job.
  const edited = ids[1]!;
  const editedTags = [...((await s.get(edited))!.tags ?? []), 'edited-by-hand'];
  await s.edit(edited, { tags: editedTags });
  await expect.poll(async () => (await s.get(edited))!.tags).toEqual(editedTags);

  await signIn(page, 'ada@demo.test', { workspace: WORKSPACE });
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Profiles' }).click();
  await page.getByRole('link', { name: 'Bulk jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk jobs' })).toBeVisible();
  for (const file of [agreementFile, attributeFile, tagFile]) await importJournal(page, file);

  const tagJob = page.getByRole('article', { name: /^Applied to 4 of 4 profiles/ }).filter({ hasText: tag });
  await expect(tagJob).toBeVisible();
  await expectNoAxeViolations(page, 'bulk jobs');

  // The tag job, by keyboard only.
  const undoTags = tagJob.getByRole('button', { name: 'Undo' });
  await tabTo(page, undoTags, { limit: 80 });
  await page.keyboard.press('Enter');
  const tagUndone = page
    .getByRole('article', { name: 'Undone on 3 profiles; 1 profile changed since the job kept as they are.' })
    .filter({ hasText: tag });
  await expect(tagUndone).toBeVisible();
  await expect(tagUndone.getByRole('link', { name: `Profile ${edited}` })).toBeVisible();

  for (const text of ['e2eTier', 'Set agreement sms']) {
    const job = page.getByRole('article').filter({ hasText: text });
    await job.getByRole('button', { name: 'Undo' }).click();
    await expect(job.getByRole('heading', { name: /^Undone on \d+ profiles?\.$/ })).toBeVisible();
  }

  await expect.poll(async () => (await s.get(edited))!.tags, { timeout: 15_000 }).toEqual(editedTags);
  for (const id of ids) {
    await expect
      .poll(
        async () => {
          const now = (await s.get(id))!;
          return [
            now.attributes?.e2eTier ?? null,
            now.agreements?.sms ?? false,
            id === edited || !now.tags?.includes(tag),
          ];
        },
        { timeout: 15_000 },
      )
      .toEqual([before.get(id)!.attributes?.e2eTier ?? null, before.get(id)!.agreements?.sms ?? false, true]);
  }
  for (const id of ids.filter((i) => i !== edited)) expect((await s.get(id))!.tags).toEqual(before.get(id)!.tags ?? []);
});

test('delete in two steps: typed count, backup before any DELETE, a profile unmarked meanwhile kept', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const s = await service(request);
  const ids = (await someProfiles(request, s.token, 60, 3)).map((p) => p.clientId);
  // A name a spreadsheet would run as a formula: the backup must keep it as text.
  await s.edit(ids[2]!, { firstName: '=HYPERLINK("https://example.com")' });
  const markFile = await runAndExport(s, { kind: 'mark-deletion', jobId: markJobId(Date.now(), 0) }, ids, 'mark');
  const unmarked = ids[0]!;
  await s.edit(unmarked, { tags: ((await s.get(unmarked))!.tags ?? []).filter((t) => t !== PENDING_DELETION_TAG) });
  await expect.poll(async () => (await s.get(unmarked))!.tags).not.toContain(PENDING_DELETION_TAG);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'ada@demo.test', { workspace: WORKSPACE });
  await page.goto(`/w/${s.guid}/profiles/jobs`);
  await importJournal(page, markFile);
  const form = page.getByRole('form', { name: 'Delete 3 marked profiles' });
  await expect(form).toContainText('A backup can re-create these records, but not their ids or their event history');
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'bulk jobs, delete form');

  // The order the page does things in, logged in the page itself: the browser reports a download to Playwright
  // some time after the page started it, so events seen from outside can arrive after the DELETE that followed.
  await page.evaluate(() => {
    const order: string[] = [];
    (window as unknown as { __deleteOrder: string[] }).__deleteOrder = order;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) order.push('backup');
      click.call(this);
    };
    const fetchBefore = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      if ((init?.method ?? request?.method) === 'DELETE')
        order.push(`DELETE ${new URL(request?.url ?? String(input), location.href).pathname}`);
      return fetchBefore(input, init);
    };
  });
  const order = () => page.evaluate(() => (window as unknown as { __deleteOrder: string[] }).__deleteOrder);
  const downloads: Promise<string>[] = [];
  page.on('download', (download) => {
    downloads.push(download.path().then((path) => readFile(path, 'utf8')));
  });

  const field = form.getByRole('textbox', { name: 'Type 3 to confirm' });
  await field.fill('30');
  await form.getByRole('button', { name: 'Delete 3 marked profiles' }).click();
  await expect(form.getByText('Type 3, the number of profiles this job marked, to confirm.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await order()).toEqual([]);

  await field.fill('3');
  await form.getByRole('button', { name: 'Delete 3 marked profiles' }).click();
  await expect(
    page.getByRole('heading', { name: 'Deleted 2 profiles; 1 kept (mark removed since, or already gone).' }),
  ).toBeVisible();
  const deleted = ids.filter((id) => id !== unmarked);
  expect(await order()).toEqual(['backup', ...deleted.map((id) => `DELETE /v4/clients/${id}`)]);
  await expect.poll(() => downloads.length).toBe(1);
  const backup = await downloads[0]!;
  expect(backup).toContain(`'=HYPERLINK`);
  for (const id of deleted) expect(backup).toContain(String(id));
  expect(backup).not.toContain(String(unmarked));
  expect(await s.get(unmarked)).not.toBeNull();
  await expect.poll(async () => Promise.all(deleted.map((id) => s.get(id)))).toEqual([null, null]);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
});
