import { readdirSync } from 'node:fs';
import { builtAssetsDir, entryScriptOf } from './support/build';
import { expect, test } from './support/test';
import { simulatorUrl } from './support/simulator';

test('the preview server sends the Content-Security-Policy on the page, deep links and workers, not on modules', async ({
  request,
}) => {
  const page = await request.get('/');
  const policy = page.headers()['content-security-policy'] ?? '';
  const directives = Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives['script-src']).toEqual(["'self'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  expect(directives['base-uri']).toEqual(["'self'"]);
  expect(directives['form-action']).toEqual(["'self'"]);
  expect(directives['connect-src']).toEqual(
    expect.arrayContaining([
      'https://api.synerise.com',
      'https://api.azu.synerise.com',
      'https://api.geb.synerise.com',
      new URL(simulatorUrl).origin,
    ]),
  );
  const html = await page.text();
  const script = entryScriptOf(html);
  expect(script, 'the entry script').toBeTruthy();
  // The build's workers' scripts and a stylesheet.
  const assets = readdirSync(builtAssetsDir);
  const workers = assets.filter((name) => name.startsWith('worker.') && name.endsWith('.js'));
  expect(workers, 'the profile import worker').toContainEqual(expect.stringMatching(/^worker\.import-worker-/));
  for (const path of ['/profiles?page=2', '/w/abc/profiles/1/events', ...workers.map((name) => `/assets/${name}`)]) {
    expect((await request.get(path)).headers()['content-security-policy'], path).toBe(policy);
  }
  // A module script or a stylesheet runs under its document's policy: the header would be bytes for nothing.
  const stylesheet = assets.find((name) => name.endsWith('.css'));
  for (const path of [`/assets/${script}`, `/assets/${stylesheet}`]) {
    expect((await request.get(path)).headers()['content-security-policy'], path).toBeUndefined();
  }
});

test('an inline script is refused and fails the test (the check every spec runs)', async ({ page }) => {
  test.fail();
  await page.goto('/sign-in');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});
