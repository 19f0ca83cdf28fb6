import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { decode, encode } from 'fast-png';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { simulatorUrl } from './support/simulator';

// The product index is built on a workspace's first search; give the first answer time.
test.describe.configure({ timeout: 120_000 });

const searches = (request: Request) =>
  /\/search\/v2\/indices\/[^/]+\/(query|autocomplete|visual)(\/explain)?(\?|$)/.test(request.url());
const resultCards = (page: Page) => page.getByRole('list', { name: 'Results items' }).getByRole('article');
const resultsTable = (page: Page) => page.getByRole('table', { name: 'Results' });

async function openPlayground(page: Page) {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Search' }).click();
  // (Two workers start at once: the simulator may be building a workspace's product index for the other one.)
  await expect(page.getByRole('heading', { level: 1, name: 'Search playground' })).toBeVisible({ timeout: 60_000 });
}

async function columnValues(page: Page, column: string): Promise<string[]> {
  const headers = await resultsTable(page).locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === column);
  return resultsTable(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
}

// The table's item ids: each row names its item (the id shows muted under the title, not in a column of its own).
const rowItemIds = (page: Page) =>
  resultsTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.itemId ?? ''));

const trackerKey = async (page: Page) => {
  const response = await page.request.get(`${simulatorUrl}/__simulator/credentials`);
  const { workspaces } = (await response.json()) as { workspaces: { name: string; trackerKey: string }[] };
  return workspaces.find((workspace) => workspace.name === 'Northwind Retail')!.trackerKey;
};

test('type a query and see results, then narrow them with a facet', async ({ page }) => {
  await openPlayground(page);
  const box = page.getByRole('searchbox', { name: 'Query' });
  await expect(box).toBeVisible();
  // Warm the index (built on first use) so the typing below measures the playground, not the build.
  await box.fill('shoe');
  await expect(resultCards(page).first()).toBeVisible({ timeout: 60_000 });
  await box.fill('');

  const sent: Request[] = [];
  page.on('request', (request) => {
    if (searches(request)) sent.push(request);
  });
  const answered = page.waitForResponse(
    (response) => searches(response.request()) && new URL(response.url()).searchParams.get('query') === 'headphones',
  );
  await box.pressSequentially('headphones', { delay: 50 });
  await answered;
  await expect(
    resultCards(page)
      .filter({ hasText: /headphones/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/^[\d,]+ results · page 1 of/)).toBeVisible();
  // Ten characters typed quickly: at most 3 requests (the debounce makes it one).
  expect(sent.length).toBeLessThanOrEqual(3);
  const last = new URL(sent.at(-1)!.url());
  expect(last.searchParams.get('query')).toBe('headphones');
  expect(last.searchParams.get('token')).toBeTruthy();
  expect(await sent.at(-1)!.headerValue('authorization')).toBeNull();

  await box.fill('running shoe');
  await expect(
    resultCards(page)
      .filter({ hasText: /running shoes/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results', exact: true })).toHaveAttribute('aria-busy', 'false');
  await expectNoAxeViolations(page, 'search playground with results');

  // Ask for the brand facet (one click, no attribute name typed), then click one of its values.
  await page.getByRole('group', { name: 'Facets to show' }).getByText('brand', { exact: true }).click();
  const brandValues = page.getByRole('list', { name: 'brand values' });
  await expect(brandValues).toBeVisible();
  const value = brandValues.getByRole('button').first();
  const brand = (await value.locator('.mantine-Button-label').innerText()).trim();
  await value.click();
  await expect(page.getByLabel('Filters (IQL)')).toHaveValue(`brand = "${brand}"`);
  await expect(page).toHaveURL(/filters=brand/);
  await expect(value).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await resultCards(page).allInnerTexts()).every((text) => text.includes(brand)))
    .toBe(true);
});

test('sort by price, and page 2 continues page 1 with the correlation id', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('searchbox', { name: 'Query' }).fill('shoe');
  await page.getByRole('radiogroup', { name: 'Results as' }).getByText('Table').click();
  await expect(resultsTable(page)).toBeVisible({ timeout: 60_000 });

  // One choice beside the results (the Sorting group of the parameters offers every sort parameter too).
  const firstPage = page.waitForResponse(
    (response) => searches(response.request()) && new URL(response.url()).searchParams.get('sortBy') === 'price',
  );
  await page.getByRole('combobox', { name: 'Sort', exact: true }).selectOption('price:asc');
  const pageOne = (await (await firstPage).json()) as {
    data: { itemId: string }[];
    extras: { correlationId: string };
    meta: { limit: number };
  };
  await expect(page.getByText(/sorted by price/)).toBeVisible();
  const prices = (await columnValues(page, 'price')).map((text) => Number(text.replace(/,/g, '')));
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(await rowItemIds(page)).toEqual(pageOne.data.map((item) => item.itemId));

  const secondPage = page.waitForRequest(
    (request) => searches(request) && new URL(request.url()).searchParams.get('page') === '2',
  );
  await page.getByRole('button', { name: 'Page 2' }).click();
  const request = await secondPage;
  expect(new URL(request.url()).searchParams.get('correlationId')).toBe(pageOne.extras.correlationId);
  await expect(page.getByText(/page 2 of/)).toBeVisible();
  const limit = pageOne.meta.limit;
  await expect
    .poll(() => columnValues(page, '#'))
    .toEqual(Array.from({ length: limit }, (_, index) => String(limit + index + 1)));

  // Page 2 is exactly the continuation of the list page 1 came from.
  const key = await trackerKey(page);
  const both = await page.request.get(
    `${simulatorUrl}/search/v2/indices/products/query?token=${key}&query=shoe&sortBy=price&limit=${2 * limit}&correlationId=${pageOne.extras.correlationId}`,
  );
  const continued = ((await both.json()) as { data: { itemId: string }[] }).data
    .slice(limit)
    .map((item) => item.itemId);
  expect(await rowItemIds(page)).toEqual(continued);
});

test('explain shows each result’s score factors and why an item is not on the page', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('searchbox', { name: 'Query' }).fill('running shoe');
  await expect(resultCards(page).first()).toBeVisible({ timeout: 60_000 });
  // (The switch follows the URL, which changes in a transition: click, then wait for it.)
  await page.getByRole('switch', { name: 'Explain' }).click();
  await expect(page.getByRole('switch', { name: 'Explain' })).toBeChecked();
  await expect(page).toHaveURL(/explain=1/);
  const summary = page.getByRole('region', { name: 'How this search was run' });
  await expect(summary).toContainText('Tokens');
  // One statement of what the rules did, never "none" beside the rule that applied.
  await expect(summary.getByRole('group', { name: 'Query rules' })).toContainText(
    /^Query rules\s*Rule 101 'Boots of the season' pinned SKU-\d+ and SKU-\d+ to the top\.$/,
  );

  // The first result is there because a rule pinned it: its drawer says so first.
  await resultCards(page).first().getByRole('button', { name: 'Why pinned?' }).click();
  const pinned = page.getByRole('dialog', { name: /^Score of / });
  await expect(pinned.getByRole('heading', { level: 3 })).toHaveText(
    "Pinned to position 1 by rule 101 'Boots of the season'",
  );
  await expect(pinned.getByRole('progressbar')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(pinned).toBeHidden();

  const breakdown = page
    .getByRole('button', { name: /^Score [\d.,]+: breakdown$/ })
    .filter({ hasNotText: 'Score 0:' })
    .first();
  const firstFrame = drawerAsItArrives(page);
  await breakdown.click();
  // The drawer arrives with a skeleton; its tables follow in the background (decisions 0175 and 0181).
  expect(await firstFrame).toEqual({ skeleton: true, tables: 0 });
  // The breakdown opens in a drawer (a dialog), not inside the card.
  const drawer = page.getByRole('dialog', { name: /^Score of / });
  await expect(drawer).toBeVisible();
  // The page behind it is locked without restyling all of it (no inherited variable on <body>).
  expect(
    await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--removed-body-scroll-bar-size')),
  ).toBe('');
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.move(5, 400);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(drawer.getByRole('heading', { level: 3 })).toHaveText(
    /^Ranked by text relevance [\d.,]+: matched .*'running'/,
  );
  const factors = drawer.getByRole('table', { name: /^Score factors of / });
  await expect(factors).toBeVisible();
  await expect(factors).toContainText('text relevance');
  await expect(page.getByRole('table', { name: /^Extended score factors of / }).first()).toContainText('bm25');
  await expectNoAxeViolations(page, 'search playground, explain');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(breakdown).toBeFocused();

  // An item further down the same search: its rank is found with real requests.
  const key = await trackerKey(page);
  const list = await page.request.get(
    `${simulatorUrl}/search/v2/indices/products/query?token=${key}&query=running%20shoe&limit=60`,
  );
  const far = ((await list.json()) as { data: { itemId: string }[] }).data[44]!.itemId;
  await page.getByLabel('Why is this item not in the results?').fill(far);
  await page.getByRole('button', { name: 'Find out' }).click();
  await expect(page.getByText(new RegExp(`^${far} is ranked 45 \\(page 3\\)$`))).toBeVisible();
});

/** What the next dialog put into the page holds at the moment it is inserted (its first frame). */
function drawerAsItArrives(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ skeleton: boolean; tables: number }>((resolve) => {
        const observer = new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            if (!(node instanceof Element)) continue;
            const dialog = node.matches('[role="dialog"]') ? node : node.querySelector('[role="dialog"]');
            if (!dialog) continue;
            observer.disconnect();
            resolve({
              skeleton: dialog.querySelector('[role="status"][aria-label="Working out the score"]') !== null,
              tables: dialog.querySelectorAll('table').length,
            });
            return;
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
}

function redSquarePng(): Buffer {
  const size = 64;
  const data = new Uint8Array(size * size * 4);
  for (let index = 0; index < size * size; index += 1) data.set([220, 20, 30, 255], index * 4);
  return Buffer.from(encode({ width: size, height: size, data, channels: 4, depth: 8 }));
}

test('visual search with an uploaded image and an anchor', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('radiogroup', { name: 'Search type' }).getByText('Visual').click();
  await expect(page.getByText('Give an image to search with')).toBeVisible();

  const upload = page.waitForRequest((request) => searches(request) && request.method() === 'POST');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'red-square.png', mimeType: 'image/png', buffer: redSquarePng() });
  expect((await upload).headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(resultCards(page).first()).toBeVisible({ timeout: 60_000 });
  // A red picture finds red items first.
  await expect(resultCards(page).first()).toContainText('red');

  // (The switch follows the URL, which changes in a transition: click, then wait for it.)
  await page.getByRole('switch', { name: 'Explain' }).click();
  await expect(page.getByRole('switch', { name: 'Explain' })).toBeChecked();
  // (Chromium does not expose a multipart body with a file to Playwright: the inspector shows what was sent.)
  const anchored = page.waitForRequest(
    (request) => searches(request) && request.method() === 'POST' && /\/visual\/explain/.test(request.url()),
  );
  await page.getByTestId('query-image').click({ position: { x: 48, y: 48 } });
  expect((await anchored).headers()['content-type']).toMatch(/^multipart\/form-data/);
  const inspector = page.getByRole('region', { name: 'Request inspector' });
  await expect(inspector.getByTestId('request-body')).toContainText('"filterAnchor":"0.25,0.25"');
  await expect(inspector).toContainText('file part image (red-square.png, image/png');
  await expect(page.getByText('Anchor 0.25,0.25')).toBeVisible();
  // The region the service compared, drawn over the image: a square around the anchor.
  await expect(page.getByTestId('anchor-region')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results', exact: true })).toHaveAttribute('aria-busy', 'false');
  await expect(resultCards(page).first()).toBeVisible();
  await expectNoAxeViolations(page, 'visual search');
});

test('params over 500 bytes are refused in the form, before anything is sent', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('searchbox', { name: 'Query' }).fill('bag');
  await expect(resultCards(page).first()).toBeVisible({ timeout: 60_000 });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (searches(request)) sent.push(request.url());
  });
  await page.getByRole('button', { name: /^Parameters/ }).click();
  await page.getByRole('button', { name: /Personalisation & context/ }).click();
  const params = page.getByRole('textbox', { name: 'Event params' });
  const big = JSON.stringify({ campaign: 'winter', note: 'x'.repeat(600) });
  await params.fill(big);
  await params.blur();
  await expect(params).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(`params is ${big.length} bytes as JSON; the service accepts at most 500.`).first(),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Not sent' })).toBeVisible();
  expect(sent).toEqual([]);

  // A small one is sent, as repeated name:value parameters.
  const small = page.waitForRequest(
    (request) => searches(request) && new URL(request.url()).searchParams.getAll('params').length > 0,
  );
  await params.fill('{"campaign": "winter"}');
  await params.blur();
  expect(new URL((await small).url()).searchParams.getAll('params')).toEqual(['campaign:winter']);
});

test('search as a customer: personalised results beside the same search without personalisation', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  // From customer1's profile page (Northwind's first seeded customer account).
  await page.goto('/profiles/1200000001');
  await page.getByRole('link', { name: 'Search as this customer' }).click();
  await expect(page).toHaveURL(/\/search\?clientUUID=[0-9a-f-]{36}&personalize=compare$/);
  const uuid = new URL(page.url()).searchParams.get('clientUUID')!;
  const sent: URL[] = [];
  page.on('request', (request) => {
    if (searches(request)) sent.push(new URL(request.url()));
  });
  await page.goto(`/search?clientUUID=${uuid}&personalize=compare&query=shoe`);
  await expect(page.getByRole('switch', { name: 'Compare A and B' })).toBeChecked();
  await expect(page.getByText('personalize = false')).toBeVisible();
  const columnB = page.getByRole('region', { name: 'B', exact: true });
  await expect(columnB.getByRole('article').first()).toBeVisible({ timeout: 60_000 });
  // A preview: the customer is not named, so nothing lands in their timeline.
  await expect(page.getByText('A preview: not recorded as this customer')).toBeVisible();
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.some((url) => url.searchParams.has('clientUUID'))).toBe(false);

  // Asked for explicitly: personalised, sent as the customer.
  sent.length = 0;
  // (The checkbox follows the URL, which changes in a transition: click, then wait for it.)
  const record = page.getByRole('checkbox', { name: /^Record as this customer’s search/ });
  await record.click();
  await expect(record).toBeChecked();
  await expect(page).toHaveURL(/record=1/);
  await expect(page.getByText('Recorded as this customer’s search')).toBeVisible();
  await expect
    .poll(() =>
      sent.some((url) => url.searchParams.get('clientUUID') === uuid && url.searchParams.get('personalize') === 'true'),
    )
    .toBe(true);
  await expect(page.getByRole('region', { name: 'A', exact: true }).getByRole('article').first()).toBeVisible();
  await expect(columnB.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/items of B moved or are new/)).toBeVisible();
  expect(
    sent.some((url) => url.searchParams.get('clientUUID') === uuid && url.searchParams.get('personalize') === 'false'),
  ).toBe(true);
  await expectNoAxeViolations(page, 'search compare mode');
});

test('compare: B sorted by price beside A, rank by rank, only the movers marked', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPlayground(page);
  await page.goto('/search?query=shoes&limit=12&compare=1&b.sortBy=price&b.ordering=asc');
  const listA = page.getByRole('list', { name: 'Results A items' });
  const listB = page.getByRole('list', { name: 'Results B items' });
  await expect(listB.getByRole('article')).toHaveCount(12, { timeout: 60_000 });
  await expect(listA.getByRole('article')).toHaveCount(12);
  await expect(page.getByText('sorted by price (asc)')).toBeVisible();

  // Each card of B names the price it was sorted by (the list price), so the order reads as sorted.
  const prices = (await listB.getByTestId('sort-value').allInnerTexts()).map((text) => {
    expect(text).toMatch(/^price: /);
    return Number(text.replace(/[^\d.]/g, ''));
  });
  expect(prices).toHaveLength(12);
  expect(prices).toEqual([...prices].sort((x, y) => x - y));

  const check = async (width: number) => {
    // Row i of A beside row i of B: same top, same height.
    const rows = (list: typeof listA) =>
      list.getByRole('listitem').evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          return [Math.round(box.top), Math.round(box.height)];
        }),
      );
    expect(await rows(listA)).toEqual(await rows(listB));
    // A badge on exactly the items of B whose rank differs from A's, none on A.
    const idsA = await listA.getByRole('article').evaluateAll((cards) => cards.map((card) => card.dataset.itemId));
    const cardsB = listB.getByRole('article');
    let movers = 0;
    for (let index = 0; index < 12; index += 1) {
      const card = cardsB.nth(index);
      const moved = (await card.getAttribute('data-item-id')) !== idsA[index];
      if (moved) movers += 1;
      await expect(card.getByTestId('rank-change')).toHaveCount(moved ? 1 : 0);
    }
    expect(movers).toBeGreaterThan(0);
    await expect(listA.getByTestId('rank-change')).toHaveCount(0);
    await expect(page.getByText(`${movers} of 12 items of B moved or are new`)).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  };
  await check(1440);
  // On a phone the two lists stay side by side, aligned, without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await check(390);
  await expectNoAxeViolations(page, 'search compare, sorted by price, on a phone');
});

test('layout: readable cards at 1440, nothing wider than a phone with explain on', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPlayground(page);
  await page.getByRole('searchbox', { name: 'Query' }).fill('running shoe');
  await expect(resultCards(page).first()).toBeVisible({ timeout: 60_000 });
  // Query and results first: the first card starts in the upper half of the screen, four to a row.
  const tops = await resultCards(page).evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
  expect(tops[0]).toBeLessThan(450);
  expect(tops.filter((top) => top === tops[0]).length).toBeGreaterThanOrEqual(4);
  // Columns come from the grid's own width: each card keeps a readable text area.
  const textWidth = await page
    .getByTestId('result-card-text')
    .first()
    .evaluate((node) => node.clientWidth);
  expect(textWidth).toBeGreaterThanOrEqual(150);

  await page.getByRole('switch', { name: 'Explain' }).click();
  await expect(page.getByRole('region', { name: 'How this search was run' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'How this search was run' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const queryTop = await page
    .getByRole('searchbox', { name: 'Query' })
    .evaluate((box) => box.getBoundingClientRect().top + window.scrollY);
  expect(queryTop).toBeLessThan(400);
  await expect(resultCards(page).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'search on a phone, explain');

  // Results come first: the sort stays above them; the index, the search type, the switches and the parameters
  // wait in a drawer.
  await expect(page.getByRole('region', { name: 'Parameters', exact: true })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Search type' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Explain' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Sort' })).toBeVisible();
  await page.getByRole('button', { name: /^Options/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Search options' });
  await expect(drawer.getByRole('radiogroup', { name: 'Search type' })).toBeVisible();
  await drawer.getByRole('switch', { name: 'Explain' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // Without the explanation, the first card shows on the phone's first screen.
  await expect(page.getByRole('region', { name: 'How this search was run' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  const cardTop = await resultCards(page)
    .first()
    .evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
  expect(cardTop).toBeLessThan(844);
});

test('the Visual tab’s inspector shows the visual request, never the previous full-text one', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('searchbox', { name: 'Query' }).fill('shoe');
  await expect(resultCards(page).first()).toBeVisible({ timeout: 60_000 });
  const inspector = page.getByRole('region', { name: 'Request inspector' });
  await expect(inspector.getByTestId('request-url')).toContainText('/query?');
  await page.getByRole('radiogroup', { name: 'Search type' }).getByText('Visual').click();
  await expect(inspector.getByText('No request sent yet.')).toBeVisible();
  const upload = page.waitForResponse(
    (response) => searches(response.request()) && response.request().method() === 'POST',
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'red-square.png', mimeType: 'image/png', buffer: redSquarePng() });
  await upload;
  await expect(inspector.getByTestId('request-url')).toContainText('/visual?');
  await expect(inspector).toContainText('file part image (red-square.png, image/png');
});

// Issue 34: "dark-mode product tiles are white". The product image sits on the card's neutral frame, dimmed a little
// in the dark scheme (docs/decisions/0155-product-images-in-dark-mode.md): no white tile among dark cards.
test('in the dark scheme a product tile is not a white square', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/search?query=shoe');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const image = resultCards(page).first().locator('img');
  await expect(image).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const png = decode(await image.screenshot());
  const channels = png.channels;
  let white = 0;
  const pixels = png.width * png.height;
  for (let p = 0; p < pixels; p += 1) {
    const at = p * channels;
    if (png.data[at]! > 230 && png.data[at + 1]! > 230 && png.data[at + 2]! > 230) white += 1;
  }
  expect(white / pixels, 'the share of white pixels in the tile').toBeLessThan(0.05);
});
