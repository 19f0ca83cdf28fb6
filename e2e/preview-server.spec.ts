import { readdirSync, statSync } from 'node:fs';
import { builtAssetsDir as assetsDir, entryScriptOf } from './support/build';
import { expect, test } from './support/test';

test('the preview sends a script as its precompressed twin to a browser that takes gzip, else as it is', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const entry = entryScriptOf(html);
  expect(entry, 'the entry script').toBeTruthy();
  const twin = statSync(`${assetsDir}/${entry}.gz`).size;
  expect(twin).toBeLessThan(statSync(`${assetsDir}/${entry}`).size);

  const gzipped = await request.get(`/assets/${entry}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(gzipped.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(Number(gzipped.headers()['content-length'])).toBe(twin);
  expect(gzipped.headers()['vary']).toMatch(/Accept-Encoding/i);

  const plain = await request.get(`/assets/${entry}`, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.body()).toString()).toBe((await gzipped.body()).toString());
});

test('the preview sends the Brotli twin to a browser that takes Brotli, the gzip one to one that does not', async ({
  request,
}) => {
  const entry = entryScriptOf(await (await request.get('/')).text());
  const brotli = statSync(`${assetsDir}/${entry}.br`).size;
  expect(brotli).toBeLessThan(statSync(`${assetsDir}/${entry}.gz`).size);
  // What Chromium asks for.
  const asked = await request.get(`/assets/${entry}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
  expect(asked.headers()['content-encoding']).toBe('br');
  expect(Number(asked.headers()['content-length'])).toBe(brotli);
  expect(asked.headers()['vary']).toMatch(/Accept-Encoding/i);
  const gzipOnly = await request.get(`/assets/${entry}`, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  expect((await asked.body()).toString()).toBe((await gzipOnly.body()).toString());
});

test('a small file goes as its twin too: the bundler runtime, which every page asks for', async ({ request }) => {
  const runtime = readdirSync(assetsDir).find((name) => /^rolldown-runtime-[\w-]+\.js$/.test(name));
  expect(runtime, 'the bundler runtime').toBeTruthy();
  expect(statSync(`${assetsDir}/${runtime}`).size).toBeLessThan(1024);
  const response = await request.get(`/assets/${runtime}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(Number(response.headers()['content-length'])).toBe(statSync(`${assetsDir}/${runtime}.gz`).size);
});
