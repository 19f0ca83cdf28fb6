import { demoCredentials, launchBrowser, ms, signInTo } from './measure.mjs';

// The audience wall's budgets (issue 36; docs/features/documents.md): Northwind Retail, a SEGMENT document, 48
// profiles, the simulator answering after 50 ms.
const size = 48;

async function serviceToken({ simulatorUrl }, username, workspace) {
  const user = await demoCredentials(simulatorUrl, username);
  const login = await fetch(`${simulatorUrl}/uauth/auth/login/user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const { token } = await login.json();
  const { workspaces } = await (await fetch(`${simulatorUrl}/__simulator/credentials`)).json();
  const guid = workspaces.find((candidate) => candidate.name === workspace).guid;
  const selected = await fetch(`${simulatorUrl}/uauth/auth/login/user/profile/${guid}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await selected.json()).token;
}

async function configure({ simulatorUrl }, config) {
  const answer = await fetch(`${simulatorUrl}/__simulator/config`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(config),
  });
  if (answer.status !== 204) throw new Error(`config answered ${answer.status}`);
}

/** The wall's requests by kind, counted from the page's own requests. */
function countRequests(page) {
  const counts = { previews: 0, listings: 0, records: 0, other: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    if (request.method() === 'POST' && /\/documents\/[^/]+\/preview$/.test(url.pathname)) counts.previews += 1;
    else if (request.method() === 'GET' && url.pathname === '/v4/clients') counts.listings += 1;
    else if (request.method() === 'GET' && /^\/v4\/clients\/\d+$/.test(url.pathname)) counts.records += 1;
    else counts.other += 1;
  });
  return {
    counts,
    reset: () => Object.keys(counts).forEach((key) => (counts[key] = 0)),
    total: () => Object.values(counts).reduce((a, b) => a + b, 0),
  };
}

/** An in-app navigation (as a link would) to `path`. */
const goInApp = (page, path) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Watches the wall from now: when the first tile settled and when all `size` did (ms since the call). */
async function watchWall(page) {
  await page.evaluate((expected) => {
    window.__wall = { start: performance.now(), first: undefined, all: undefined };
    const check = () => {
      const tiles = [...document.querySelectorAll('ul[aria-label="Profiles of the sample"] article')];
      const settled = tiles.filter((tile) => !tile.textContent.includes('Previewing…')).length;
      if (settled > 0) window.__wall.first ??= performance.now() - window.__wall.start;
      if (tiles.length === expected && settled === expected)
        window.__wall.all ??= performance.now() - window.__wall.start;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, size);
}

export async function* wallFigures(context) {
  const token = await serviceToken(context, 'ada@demo.test', 'Northwind Retail');
  const docs = `${context.simulatorUrl}/schema-service/v2`;
  const call = async (method, path, body) =>
    (
      await fetch(`${docs}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json();
  const segments = await call('GET', '/segments');
  const directories = await call('GET', '/directories');
  const stamp = Date.now();
  const { id } = await call('POST', '/documents', {
    name: `Bench wall ${stamp}`,
    priority: 1,
    slug: `bench-wall-${stamp}`,
    schema: `bench-wall-${stamp}`,
    content: { greeting: 'Hi {{ customer.firstName }}' },
    audience: { targetType: 'SEGMENT', segments: [segments[0].id] },
    directoryId: directories[0].id,
  });

  const browser = await launchBrowser(context.chromium);
  try {
    const browserContext = await browser.newContext();
    const page = await browserContext.newPage();
    await signInTo(page, context, 'ada@demo.test', 'Northwind Retail');
    const workspacePath = new URL(page.url()).pathname.replace(/\/$/, '');
    const wallPath = `${workspacePath}/documents/${id}/wall?size=${size}`;
    await configure(context, { latencyMs: 50 });
    const requests = countRequests(page);

    await watchWall(page);
    await goInApp(page, wallPath);
    await page.waitForFunction(() => window.__wall.all !== undefined, null, { timeout: 60_000 });
    const wall = await page.evaluate(() => window.__wall);
    yield `wall, 48 profiles of a SEGMENT document, simulator latency 50 ms: time to the first settled tile: ${ms(wall.first)} (goal ≤ 1000 ms)`;
    yield `wall: time until all 48 tiles settled: ${ms(wall.all)} (goal ≤ 8000 ms)`;
    yield `wall: preview requests: ${requests.counts.previews} (goal 48)`;
    yield `wall: listing reads: ${requests.counts.listings} (goal ≤ 3)`;
    yield `wall: profile record reads: ${requests.counts.records} (goal ≤ 48)`;

    // Away to the editor and back: every answer from the cache.
    await goInApp(page, `${workspacePath}/documents/${id}`);
    await page.getByRole('textbox', { name: 'Content (JSON)' }).waitFor();
    requests.reset();
    await watchWall(page);
    await goInApp(page, wallPath);
    await page.waitForFunction(() => window.__wall.all !== undefined, null, { timeout: 60_000 });
    yield `wall opened again (editor and back): preview requests: ${requests.counts.previews} (goal 0)`;

    // A key typed in the editor in another tab of the same browser → every tile re-rendered locally (issue 36:
    // within 400 ms after the draft's 300 ms pause, no request). A tab of the same context, as a person's second tab:
    // the draft travels on a BroadcastChannel (src/lib/draft-channel.ts), which pages of one browser context share
    // and two contexts do not (an editor opened with browser.newContext() was never seen by the wall).
    const editor = await browserContext.newPage();
    await editor.goto(`${context.appUrl}${workspacePath}/documents/${id}`);
    await editor.locator('.cm-content').waitFor();
    const textbox = editor.getByRole('textbox', { name: 'Content (JSON)' });
    const typings = [];
    requests.reset();
    for (let round = 1; round <= 3; round += 1) {
      const marker = `bench typed ${round}`;
      await page.evaluate(
        ({ marker, expected }) => {
          window.__typed = undefined;
          const check = () => {
            const shown = [...document.querySelectorAll('ul[aria-label="Profiles of the sample"] pre')].filter((pre) =>
              pre.textContent.includes(marker),
            ).length;
            if (shown === expected) window.__typed ??= Date.now();
          };
          new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
        },
        { marker, expected: size },
      );
      await textbox.click();
      await editor.keyboard.press('ControlOrMeta+a');
      const typedAt = Date.now();
      await editor.keyboard.insertText(`{"greeting": "${marker}"}`);
      await page.waitForFunction(() => window.__typed !== undefined, null, { timeout: 30_000 });
      typings.push((await page.evaluate(() => window.__typed)) - typedAt);
    }
    const median = [...typings].sort((a, b) => a - b)[1];
    yield `wall: a key typed in the editor in another tab → all 48 tiles re-rendered, after the draft's 300 ms pause: ${ms(median - 300)} (goal ≤ 400 ms; ${ms(median)} from the key, median of 3)`;
    yield `wall: requests while typing in the other tab: ${requests.total()} (goal 0)`;
  } finally {
    await configure(context, { latencyMs: 0 }).catch(() => undefined);
    await browser.close();
  }
}
