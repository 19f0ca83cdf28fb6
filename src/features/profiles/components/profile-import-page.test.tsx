// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, serveSimulator } from '../../../test/render-route';
import type { ImportWorkerRequest, ImportWorkerResponse } from '../model/import-worker';

const service = serveSimulator();

/**
 * jsdom has no Web Worker: this one answers a parse as model/import-worker.ts does for a CSV's header line, so the
 * page's step after the drop can be seen.
 */
class HeaderOnlyWorker {
  onmessage: ((event: MessageEvent<ImportWorkerResponse>) => void) | null = null;
  static files: File[] = [];
  postMessage(request: ImportWorkerRequest) {
    if (request.type !== 'parse') return;
    HeaderOnlyWorker.files.push(request.file);
    void request.file.text().then((text) => {
      const [header = '', ...rows] = text.trim().split('\n');
      const data: ImportWorkerResponse = {
        type: 'parsed',
        columns: header.split(','),
        preview: [],
        total: rows.length,
      };
      this.onmessage?.({ data } as MessageEvent<ImportWorkerResponse>);
    });
  }
  terminate() {}
}

const drop = (target: Element, file: File) =>
  fireEvent.drop(target, { dataTransfer: { files: [file], types: ['Files'] } });

describe('the import drop zone', { timeout: 60_000 }, () => {
  beforeEach(() => {
    HeaderOnlyWorker.files = [];
    vi.stubGlobal('Worker', HeaderOnlyWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says what it takes and reads a CSV dropped on it, naming the file', async () => {
    await renderRoute(service, '/profiles/import');
    const zone = await screen.findByRole('button', { name: 'File to import' });
    expect(zone).toHaveAccessibleDescription('CSV or JSON, up to 10.0 MB.');

    drop(zone, new File(['email,firstName\na@example.com,Ann\n'], 'people.csv', { type: 'text/csv' }));

    expect(await screen.findByText(/1 rows, 2 columns/)).toBeVisible();
    expect(screen.getByText('people.csv')).toBeVisible();
    expect(HeaderOnlyWorker.files.map((file) => file.name)).toEqual(['people.csv']);
  });

  it('refuses a file of another type at the field, and reads nothing', async () => {
    await renderRoute(service, '/profiles/import');
    const zone = await screen.findByRole('button', { name: 'File to import' });

    drop(zone, new File(['PK'], 'people.xlsx'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“people.xlsx” is not a CSV or JSON file. Choose a file ending in .csv or .json.',
    );
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(zone).toHaveAccessibleDescription(/is not a CSV or JSON file/);
    expect(HeaderOnlyWorker.files).toEqual([]);
  });

  it('refuses a file over the size limit at the field, with its size and the limit', async () => {
    await renderRoute(service, '/profiles/import');
    const zone = await screen.findByRole('button', { name: 'File to import' });
    const big = new File(['email\n'], 'everyone.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 12.5 * 1024 * 1024 });

    drop(zone, big);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“everyone.csv” is 12.5 MB; the largest file this takes is 10.0 MB.',
    );
    expect(HeaderOnlyWorker.files).toEqual([]);
  });

  it('opens the chooser from the keyboard, and shows the chosen file with its size', async () => {
    const user = userEvent.setup();
    await renderRoute(service, '/profiles/import');
    const zone = await screen.findByRole('button', { name: 'File to import' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = vi.spyOn(input, 'click');

    zone.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);

    // The chooser's answer: a file picked in it.
    await user.upload(input, new File(['email\na@example.com\nb@example.com\n'], 'two.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/2 rows, 1 columns/)).toBeVisible();
    expect(screen.getByText('two.csv')).toBeVisible();
  });
});
