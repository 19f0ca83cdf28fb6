// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MAX_CHANGE_DELAY_MS, workspace, type Loose } from '../../../simulator/testing';
import { renderRoute, serveSimulator } from '../../../test/render-route';
import { bulkJournalStore } from '../api/bulk-jobs';
import { createBulkIo } from '../api/bulk-io';
import { parseBulkAction } from '../model/bulk-action';
import { newJob, runJob, verifyJob } from '../model/bulk-job';
import { exportJournal, type JournalRecord } from '../model/bulk-journal';
import { defaultListParams } from '../model/list-params';

const service = serveSimulator();
const ws = workspace(0);

/** A job run by the engine (as the list's drawer runs it) on three profiles, written to this browser's journal. */
async function tagThree(tag: string): Promise<{ record: JournalRecord; ids: number[] }> {
  const io = {
    ...createBulkIo(defaultListParams),
    sleep: async (ms: number) => service.clock.advance(ms),
    now: () => service.clock.now,
  };
  // The listing's pages are of 500 whatever is asked (bulk-io.ts): the job takes the first three.
  const ids = (await io.listPage(1, 3)).profiles.slice(0, 3).map((p) => p.clientId);
  const parsed = parseBulkAction({ kind: 'add-tag', tag });
  if (!parsed.ok) throw new Error('action');
  const job = await verifyJob(await runJob(newJob(parsed.action, ids), io), io);
  const record: JournalRecord = {
    id: `job-${tag}`,
    createdAt: new Date(service.clock.now).toISOString(),
    createdBy: 'Ada Lovelace',
    workspace: ws.guid,
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
    const job = await screen.findByRole('region', { name: 'Applied to 3 of 3 profiles (verified).' });
    expect(within(job).getByText(/Add tag "jobs-page"/)).toBeVisible();
    expect(within(job).getByTestId('job-counts')).toHaveTextContent(
      'Selected 3 · changed 3 · skipped 0 · failed 0 · conflicts 0',
    );
    expect(within(job).getByRole('link', { name: /client.updateData events/ })).toHaveAttribute(
      'href',
      `/w/${ws.guid}/profiles/${ids[0]}/events?actions=client.updateData`,
    );

    await user.click(within(job).getByRole('button', { name: 'Undo' }));
    const undone = await screen.findByRole('region', {
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
    expect(await screen.findByRole('region', { name: 'Applied to 3 of 3 profiles (verified).' })).toBeVisible();
  });
});
