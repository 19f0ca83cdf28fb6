// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MAX_CHANGE_DELAY_MS, workspace, type Loose } from '../../../simulator/testing';
import { renderRoute, serveSimulator } from '../../../test/render-route';
import { bulkJournalStore } from '../api/bulk-jobs-query';
import { createBulkIo } from '../api/bulk-io';
import { parseBulkAction, type BulkAction } from '../model/bulk-action';
import { PENDING_DELETION_TAG } from '../model/bulk-marks';
import { markJobId } from '../model/bulk-delete';
import { newJob, runJob, verifyJob, type JobState } from '../model/bulk-job';
import { exportJournal, type JournalRecord } from '../model/bulk-journal';
import { defaultListParams } from '../model/list-params';

const service = serveSimulator();
const ws = workspace(0);

/** A job run by the engine (as the list's drawer runs it) on three profiles, written to this browser's journal. */
async function tagThree(tag: string): Promise<{ record: JournalRecord; ids: number[] }> {
  const parsed = parseBulkAction({ kind: 'add-tag', tag });
  if (!parsed.ok) throw new Error('action');
  return runThree(parsed.action, `job-${tag}`, ws.guid);
}

async function runThree(action: BulkAction, id: string, workspaceGuid: string) {
  const io = {
    ...createBulkIo(defaultListParams),
    sleep: async (ms: number) => service.clock.advance(ms),
    now: () => service.clock.now,
  };
  // The listing's pages are of 500 whatever is asked (bulk-io.ts): the job takes the first three.
  const ids = (await io.listPage(1, 3)).profiles.slice(0, 3).map((p) => p.clientId);
  const job = await verifyJob(await runJob(newJob(action, ids), io), io);
  const record: JournalRecord = {
    id,
    createdAt: new Date(service.clock.now).toISOString(),
    createdBy: 'Ada Lovelace',
    workspace: workspaceGuid,
    filter: 'none',
    job,
  };
  await bulkJournalStore().put(record);
  return { record, ids };
}

async function readTags(token: string, id: number): Promise<string[]> {
  return ((await service.call('GET', `/v4/clients/${id}`, { token })).body as Loose).tags ?? [];
}

describe('the bulk jobs page', { timeout: 120_000 }, () => {
  it("opens from a link in the profile list's header", async () => {
    const { user, router } = await renderRoute(service, '/profiles');
    await user.click(await screen.findByRole('link', { name: 'Bulk jobs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bulk jobs' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/w/${ws.guid}/profiles/jobs`);
  });

  it('leads with the verdict, undoes where the value stands, and lists the profile edited since as a conflict', async () => {
    await renderRoute(service, '/profiles/jobs');
    const { ids } = await tagThree('jobs-page');
    cleanup();
    const token = await service.loginInto('ada@demo.test', 0);
    const edited = ids[1]!;
    await service.call('POST', `/v4/clients/${edited}`, {
      token,
      body: { tags: [...(await readTags(token, edited)), 'hand-edited'] },
    });
    service.clock.advance(MAX_CHANGE_DELAY_MS);

    const { user } = await renderRoute(service, '/profiles/jobs');
    const job = await screen.findByRole('article', { name: 'Applied to 3 of 3 profiles (verified).' });
    expect(within(job).getByText(/Add tag "jobs-page"/)).toBeVisible();
    expect(within(job).getByTestId('job-counts')).toHaveTextContent(
      'Selected 3 · changed 3 · skipped 0 · failed 0 · conflicts 0',
    );
    expect(within(job).getByRole('link', { name: /client.updateData events/ })).toHaveAttribute(
      'href',
      `/w/${ws.guid}/profiles/${ids[0]}/events?actions=client.updateData`,
    );

    await user.click(within(job).getByRole('button', { name: 'Undo' }));
    const undone = await screen.findByRole('article', {
      name: 'Undone on 2 profiles; 1 profile changed since the job kept as they are.',
    });
    expect(within(undone).getByRole('link', { name: `Profile ${edited}` })).toBeVisible();
    expect(within(undone).queryByRole('button', { name: 'Undo' })).toBeNull();

    service.clock.advance(MAX_CHANGE_DELAY_MS);
    expect(await readTags(token, edited)).toEqual(expect.arrayContaining(['jobs-page', 'hand-edited']));
    for (const id of ids.filter((i) => i !== edited)) expect(await readTags(token, id)).not.toContain('jobs-page');
  });

  it("imports another browser's journal, and refuses one of another workspace at the field", async () => {
    const { record } = await tagThree('imported');
    await bulkJournalStore().remove(record.id);
    await renderRoute(service, '/profiles/jobs');
    const zone = await screen.findByRole('button', { name: 'Import a journal' });
    const file = (text: string) => new File([text], 'journal.json', { type: 'application/json' });
    const drop = (text: string) => fireEvent.drop(zone, { dataTransfer: { files: [file(text)], types: ['Files'] } });

    drop(exportJournal({ ...record, workspace: 'another-workspace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This journal is from another workspace');

    drop(exportJournal(record));
    expect(await screen.findByRole('article', { name: 'Applied to 3 of 3 profiles (verified).' })).toBeVisible();
  });

  it('deletes the marked profiles once the count is typed, backup first, and keeps one unmarked meanwhile', async () => {
    await renderRoute(service, '/profiles/jobs');
    const { ids } = await runThree({ kind: 'mark-deletion', jobId: markJobId(Date.now(), 0) }, 'job-mark', ws.guid);
    cleanup();
    const token = await service.loginInto('ada@demo.test', 0);
    const unmarked = ids[0]!;
    const tags = (await readTags(token, unmarked)).filter((t) => t !== PENDING_DELETION_TAG);
    await service.call('POST', `/v4/clients/${unmarked}`, { token, body: { tags } });
    service.clock.advance(MAX_CHANGE_DELAY_MS);
    // The backup's download, in the same log as the requests (jsdom has no object URLs).
    URL.createObjectURL = () => {
      service.requests.push('BACKUP');
      return 'blob:backup';
    };
    URL.revokeObjectURL = () => {};

    const { user } = await renderRoute(service, '/profiles/jobs');
    const form = await screen.findByRole('form', { name: 'Delete 3 marked profiles' });
    expect(form).toHaveTextContent('A backup can re-create these records, but not their ids or their event history');
    const field = within(form).getByRole('textbox', { name: 'Type 3 to confirm' });
    await user.type(field, '2');
    await user.click(within(form).getByRole('button', { name: 'Delete 3 marked profiles' }));
    expect(await within(form).findByText('Type 3, the number of profiles this job marked, to confirm.')).toBeVisible();
    expect(field).toHaveAccessibleDescription(/Type 3, the number/);
    expect(service.requests.filter((r) => r.startsWith('DELETE') || r === 'BACKUP')).toEqual([]);

    await user.clear(field);
    await user.type(field, '3');
    await user.click(within(form).getByRole('button', { name: 'Delete 3 marked profiles' }));
    expect(
      await screen.findByRole('article', { name: 'Deleted 2 profiles; 1 kept (mark removed since, or already gone).' }),
    ).toBeVisible();
    const deleted = ids.filter((id) => id !== unmarked);
    expect(service.requests.filter((r) => r.startsWith('DELETE') || r === 'BACKUP')).toEqual([
      'BACKUP',
      ...deleted.map((id) => `DELETE /v4/clients/${id}`),
    ]);
    service.clock.advance(MAX_CHANGE_DELAY_MS);
    expect((await service.call('GET', `/v4/clients/${unmarked}`, { token })).status).toBe(200);
    for (const id of deleted) expect((await service.call('GET', `/v4/clients/${id}`, { token })).status).toBe(404);
  });

  it('without ROLE_CLIENT_DELETE the delete is disabled and says why', async () => {
    const other = workspace(1);
    await renderRoute(service, '/profiles/jobs', { username: 'tom@demo.test', workspaceIndex: 1 });
    await runThree({ kind: 'mark-deletion', jobId: markJobId(Date.now(), 0) }, 'job-mark-tom', other.guid);
    cleanup();
    await renderRoute(service, '/profiles/jobs', { username: 'tom@demo.test', workspaceIndex: 1 });
    const form = await screen.findByRole('form', { name: 'Delete 3 marked profiles' });
    const button = within(form).getByRole('button', { name: 'Delete 3 marked profiles' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(/not delete them.*ROLE_CLIENT_DELETE/);
  });

  it('deletes nothing when the profiles cannot be read again, and says so', async () => {
    await renderRoute(service, '/profiles/jobs');
    await runThree({ kind: 'mark-deletion', jobId: markJobId(Date.now(), 0) }, 'job-mark-offline', ws.guid);
    cleanup();
    const { user } = await renderRoute(service, '/profiles/jobs');
    const form = await screen.findByRole('form', { name: 'Delete 3 marked profiles' });
    service.server.use(http.get(/\/v4\/clients\/\d+$/, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    try {
      await user.type(within(form).getByRole('textbox', { name: 'Type 3 to confirm' }), '3');
      await user.click(within(form).getByRole('button', { name: 'Delete 3 marked profiles' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Nothing was deleted: the profiles could not be read again, or the backup could not be written.',
      );
      expect(service.requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);
    } finally {
      service.server.resetHandlers();
    }
  });

  it('offers Resume for a job whose tab went away mid-chunk, and sends no chunk twice', async () => {
    await renderRoute(service, '/profiles/jobs');
    const io = createBulkIo(defaultListParams);
    const ids = (await io.listPage(1, 6)).profiles.slice(0, 6).map((p) => p.clientId);
    const parsed = parseBulkAction({ kind: 'add-tag', tag: 'resumed' });
    if (!parsed.ok) throw new Error('action');
    const record: JournalRecord = {
      id: 'job-resume',
      createdAt: new Date(service.clock.now).toISOString(),
      createdBy: 'Ada Lovelace',
      workspace: ws.guid,
      filter: 'none',
      params: defaultListParams,
      job: newJob(parsed.action, ids, 2),
    };
    // The tab goes away right after the second chunk's request: the journal still says "sending" for it.
    class Gone extends Error {}
    await expect(
      runJob(record.job, io, {
        save: async (job: JobState) => {
          if (job.chunks[1]!.state === 'sent') throw new Gone();
          await bulkJournalStore().put({ ...record, job: structuredClone(job) });
        },
      }),
    ).rejects.toBeInstanceOf(Gone);
    expect((await bulkJournalStore().get('job-resume'))!.job.chunks.map((c) => c.state)).toEqual([
      'sent',
      'sending',
      'pending',
    ]);
    cleanup();

    const { user } = await renderRoute(service, '/profiles/jobs');
    const job = await screen.findByRole('article', { name: /^Not finished: 2 of 6 profiles sent so far/ });
    const timer = setInterval(() => service.clock.advance(500), 50);
    try {
      await user.click(await within(job).findByRole('button', { name: 'Resume' }));
      expect(await screen.findByRole('article', { name: 'Applied to 6 of 6 profiles (verified).' })).toBeVisible();
    } finally {
      clearInterval(timer);
    }
    // One request, for the third chunk only: the second went out before the tab went away.
    const batches = service.requests.filter((r) => r === 'POST /v4/clients/batch');
    expect(batches).toHaveLength(1);
    const token = await service.loginInto('ada@demo.test', 0);
    for (const id of ids) expect(await readTags(token, id)).toContain('resumed');
  });
});
