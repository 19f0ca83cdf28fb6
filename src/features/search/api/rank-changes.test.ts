import { curlOf } from './curl';
import { droppedItems, rankChanges } from './rank-changes';

describe('compare: rank changes of B against A', () => {
  it('says which items moved up or down by how much, which are new, and which A items dropped out', () => {
    const a = ['1', '2', '3', '4'].map((itemId) => ({ itemId }));
    const b = ['3', '2', '5', '1'].map((itemId) => ({ itemId }));
    const changes = rankChanges(a, b);
    expect(changes.get('3')).toEqual({ kind: 'up', by: 2, from: 3 });
    expect(changes.get('2')).toEqual({ kind: 'same' });
    expect(changes.get('5')).toEqual({ kind: 'new' });
    expect(changes.get('1')).toEqual({ kind: 'down', by: 3, from: 1 });
    expect(droppedItems(a, b)).toEqual([{ itemId: '4' }]);
  });
});

describe('copy as curl', () => {
  const base = { status: 200, headers: [], durationMs: 1, startedAt: 0 };
  it('GET: the exact URL with the tracker key and no Authorization header', () => {
    const curl = curlOf({ ...base, method: 'GET', url: "http://h/search/v2/indices/p/query?query=it's&token=tk" });
    expect(curl).toBe(
      `curl -X GET 'http://h/search/v2/indices/p/query?query=it'\\''s&token=tk' \\\n  -H 'Accept: application/json'`,
    );
    expect(curl).not.toMatch(/Authorization/i);
  });

  it('POST JSON and multipart', () => {
    expect(curlOf({ ...base, method: 'POST', url: 'http://h/q?token=tk', body: '{\n  "query": "x"\n}' })).toContain(
      `--data-raw '{"query":"x"}'`,
    );
    const multipart = curlOf({
      ...base,
      method: 'POST',
      url: 'http://h/v?token=tk',
      body: '{"limit":5}',
      image: { name: 'red.png', type: 'image/png', size: 10 },
    });
    expect(multipart).toContain(`-F 'image=@red.png;type=image/png'`);
    expect(multipart).toContain(`-F 'params={"limit":5}'`);
  });
});
