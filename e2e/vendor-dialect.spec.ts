import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { simulatorUrl } from './support/simulator';
import {
  linkedDeviceErrors,
  profileListingErrors,
  speakVendorDialect,
  vendorSearchBody,
  withoutPagingHeaders,
  type DialectLog,
} from './support/vendor-dialect';

/*
 * The dashboard against answers in the vendor's dialect (e2e/support/vendor-dialect.ts): what a real region
 * answers where the service reference is silent, as the vendor's own published clients show it. A person signs
 * in, sorts the profile list, links a device, opens the search playground, sees facets, explain and page 2.
 * Every walk ends with no request refused by the dialect: the dashboard sent only what the vendor accepts.
 */

// The product index is built on a workspace's first search; give the first answer time.
test.describe.configure({ timeout: 120_000 });
// A workspace's seeded data is built on its first use; on the shared 2-core machine a first page can take a while.
const firstLoad = 30_000;

const resultCards = (page: Page) => page.getByRole('list', { name: 'Results items' }).getByRole('article');
const profilesTable = (page: Page) => page.getByRole('table', { name: 'Profiles' });

function expectNothingRefused(log: DialectLog) {
  expect(log.refused, 'requests the vendor would refuse').toEqual([]);
}

test.describe('the dashboard speaks the vendor’s dialect', () => {
  test('the profile list loads and sorts by a column with values the vendor accepts', async ({ page }) => {
    const dialect = await speakVendorDialect(page);
    await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });

    await test.step('the list loads', async () => {
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Profiles' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Profiles' })).toBeVisible({ timeout: firstLoad });
      await expect(profilesTable(page).locator('tbody tr').first()).toBeVisible({ timeout: firstLoad });
      await expect(page.getByText('The profiles could not be loaded')).toHaveCount(0);
      expectNothingRefused(dialect);
    });

    await test.step('sorting by email asks for sortBy=email and an upper-case order, and the rows follow', async () => {
      const sorted = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/v4/clients' &&
          new URL(response.url()).searchParams.get('sortBy') === 'email',
      );
      await profilesTable(page).getByRole('button', { name: 'Email' }).click();
      const response = await sorted;
      expectNothingRefused(dialect);
      expect(response.status()).toBe(200);
      expect(['ASC', 'DESC']).toContain(new URL(response.url()).searchParams.get('sortOrder'));
      // (Unsorted columns may carry aria-sort="none".)
      const sortedHeader = profilesTable(page).locator('th[aria-sort="ascending"], th[aria-sort="descending"]');
      await expect(sortedHeader).toHaveText(/Email/);
      const direction = await sortedHeader.getAttribute('aria-sort');
      const headers = await profilesTable(page).locator('thead th').allInnerTexts();
      const column = headers.findIndex((text) => text.trim() === 'Email') + 1;
      await expect
        .poll(async () => {
          // Profiles without an email come last, in both orders.
          const emails = (await profilesTable(page).locator(`tbody tr td:nth-child(${column})`).allInnerTexts())
            .map((text) => text.trim())
            .filter((text) => text.includes('@'));
          const expected = [...emails].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
          return (
            emails.length > 1 &&
            JSON.stringify(emails) === JSON.stringify(direction === 'descending' ? expected.reverse() : expected)
          );
        })
        .toBe(true);
      await expect(page.getByText('The profiles could not be loaded')).toHaveCount(0);
    });
    expectNothingRefused(dialect);
  });

  test('a device links to a profile with its registration id and a type the vendor knows', async ({ page }) => {
    const dialect = await speakVendorDialect(page);
    await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
    // Northwind's first seeded customer account (it has a uuid).
    await page.goto('/profiles/1200000001');
    await page.getByRole('button', { name: 'Link a device' }).click({ timeout: firstLoad });
    const form = page.getByRole('form', { name: 'Link a device' });
    await expect(form).toBeVisible();
    const deviceId = `dialect-${Date.now()}`;
    const registrationId = `fcm-${Date.now()}-token`;

    await test.step('fill the device id, the registration id, and choose the type android', async () => {
      await form.getByLabel('Device id').fill(deviceId);
      const registration = form.getByLabel('Registration ID');
      await expect(registration, 'a "Registration ID" field').toBeVisible();
      await registration.fill(registrationId);
      await choose(page, form, 'Type', /^android$/i);
    });

    await test.step('the post carries them, and the device is listed on the profile', async () => {
      const posted = page.waitForRequest(
        (request) => request.method() === 'POST' && /\/linked-devices$/.test(new URL(request.url()).pathname),
      );
      await form.getByRole('button', { name: 'Link device' }).click();
      const body = (await posted).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ deviceId, registrationId, type: 'android' });
      expectNothingRefused(dialect);
      const devices = page.getByRole('region', { name: 'Linked devices' });
      await expect(devices.getByRole('cell', { name: deviceId })).toBeVisible({ timeout: 20_000 });
    });
    expectNothingRefused(dialect);
  });

  test('the search playground opens, shows facets, explains scores and reaches page 2', async ({ page }) => {
    const dialect = await speakVendorDialect(page);
    const listings: Response[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (
        url.origin === new URL(simulatorUrl).origin &&
        url.pathname === '/search/v2/indices' &&
        response.request().method() === 'GET'
      )
        listings.push(response);
    });
    await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });

    await test.step('the playground opens with the workspace’s indices, listed with a Bearer token', async () => {
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Search' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Search playground' })).toBeVisible({
        timeout: firstLoad,
      });
      await expect(page.getByLabel(/^Index\b/i).first()).toHaveValue(/products/);
      await expect.poll(() => listings.some((response) => response.status() === 200)).toBe(true);
      expectNothingRefused(dialect);
    });

    const box = page.getByRole('searchbox', { name: 'Query' });
    let pageOne: { data: { itemId: string }[] } = { data: [] };
    await test.step('a search shows the facet values of its answer', async () => {
      await box.fill('shoe');
      await expect(resultCards(page).first()).toBeVisible({ timeout: 60_000 });
      await page.getByRole('button', { name: /^Parameters/ }).click();
      const facets = page.getByRole('combobox', { name: 'Facets', exact: true });
      await facets.fill('brand');
      await facets.press('Enter');
      const body = (await answerTo(dialect, (url) =>
        url.searchParams.getAll('facets').join(',').includes('brand'),
      )) as {
        data: { itemId: string }[];
        extras: Record<string, Record<string, Record<string, number>>>;
      };
      pageOne = body;
      expect(body).not.toHaveProperty('meta');
      // The dialect answered under the vendor's names only.
      expect(Object.keys(body.extras)).not.toContain('filteredFacets');
      const brands = Object.keys(body.extras.filteredResultFacets?.brand ?? {});
      expect(brands.length).toBeGreaterThan(0);
      const values = page.getByRole('list', { name: 'brand values' });
      await expect(values).toBeVisible();
      await expect(values.getByRole('button', { name: new RegExp(escapeRegExp(brands[0]!)) }).first()).toBeVisible();
    });

    await test.step('page 2 is reachable without body meta or paging headers', async () => {
      const firstIds = pageOne.data.map((item) => item.itemId);
      expect(firstIds.length).toBeGreaterThan(0);
      const next = page.getByRole('button', { name: /^(page 2|next( page)?)\W*$/i }).first();
      await expect(next, 'a "Page 2" or "Next page" button').toBeVisible();
      await next.click();
      const answer = (await answerTo(dialect, (url) => url.searchParams.get('page') === '2')) as {
        data: { itemId: string; title: string }[];
      };
      expect(answer.data.length).toBeGreaterThan(0);
      expect(answer.data.map((item) => item.itemId).filter((id) => firstIds.includes(id))).toEqual([]);
      await expect(resultCards(page).first()).toContainText(answer.data[0]!.title);
    });

    await test.step('explain shows each result’s score factors in the vendor’s form', async () => {
      await box.fill('running shoe');
      await expect(resultCards(page).first()).toBeVisible();
      await page.getByRole('switch', { name: 'Explain' }).click();
      await expect(page.getByRole('switch', { name: 'Explain' })).toBeChecked();
      const body = (await answerTo(
        dialect,
        (url) => /\/explain$/.test(url.pathname) && url.searchParams.get('query') === 'running shoe',
      )) as {
        data: { title: string; _explanation: { scoreFactors: Record<string, number> } }[];
      };
      // An item whose score the factors moved (a promoted item's are all 1): its breakdown, as a person reads it
      // (2 decimals, rounded or cut, or more).
      const item = body.data.find((candidate) =>
        Object.values(candidate._explanation.scoreFactors).some((value) => value !== 1),
      );
      expect(item, 'an item with a factor other than 1').toBeDefined();
      const factors = Object.values(item!._explanation.scoreFactors).filter((value) => value !== 1);
      await resultCards(page)
        .filter({ hasText: item!.title })
        .first()
        .getByRole('button', { name: /breakdown/i })
        .click();
      const breakdown = page.getByRole('dialog', { name: `Score of ${item!.title}` });
      await expect(breakdown).toBeVisible();
      await expect(breakdown).toContainText(/popularity|personali/i);
      const text = await breakdown.innerText();
      expect(factors.some((value) => decimals(value).some((form) => text.includes(form)))).toBe(true);
    });
    expectNothingRefused(dialect);
  });
});

test.describe('the dialect layer itself', () => {
  test('rewrites a real simulator answer into the vendor’s shapes, and refuses what the vendor refuses', async ({
    request,
  }) => {
    const credentials = (await (await request.get(`${simulatorUrl}/__simulator/credentials`)).json()) as {
      workspaces: { name: string; trackerKey: string }[];
    };
    const key = credentials.workspaces.find((workspace) => workspace.name === 'Northwind Retail')!.trackerKey;
    const answer = await request.get(
      `${simulatorUrl}/search/v2/indices/products/query/explain?token=${key}&query=running%20shoe&facets=brand&includeMeta=true`,
      { timeout: 60_000 },
    );
    expect(answer.status()).toBe(200);
    const raw = (await answer.json()) as { data: Record<string, unknown>[]; extras: Record<string, unknown> };
    const vendor = vendorSearchBody(raw) as {
      data: Array<Record<string, unknown> & { _explanation: Record<string, unknown> }>;
      extras: Record<string, unknown>;
    };

    expect(vendor).not.toHaveProperty('meta');
    expect(vendor.extras).not.toHaveProperty('filteredFacets');
    expect(vendor.extras).not.toHaveProperty('allFacets');
    expect(vendor.extras.filteredResultFacets).toEqual(raw.extras.filteredFacets ?? raw.extras.filteredResultFacets);
    expect(vendor.extras.unfilteredResultFacets).toEqual(raw.extras.allFacets ?? raw.extras.unfilteredResultFacets);

    const explanation = vendor.extras.explanation as Record<string, unknown>;
    expect(Object.keys(explanation)).toEqual(
      expect.arrayContaining(['personalized', 'promotedItemsCount', 'query', 'rulesConsequences']),
    );
    expect(['personalized', 'promotedItemsCount', 'query', 'rulesConsequences', 'sortDetails']).toEqual(
      expect.arrayContaining(Object.keys(explanation)),
    );
    expect(explanation.query).toEqual({ finalQuery: 'running shoe', synonyms: expect.any(Array) });
    expect(explanation.personalized).toBe(false);

    for (const [index, item] of vendor.data.entries()) {
      const original = raw.data[index]!._explanation as { score: number; scoreFactors: Record<string, number> };
      const { _explanation: explained } = item;
      expect(Object.keys(explained).sort()).toEqual([
        'extendedScoreFactors',
        'matchedElasticFilter',
        'score',
        'scoreFactors',
        'sortValue',
      ]);
      expect(explained.score).toBe(original.score);
      expect(Object.keys(explained.scoreFactors as object).sort()).toEqual([
        'pageVisitsPopularity',
        'personalization',
        'transactionsPopularity',
      ]);
      const reranker = original.scoreFactors.dynamicReranker ?? original.scoreFactors.pageVisitsPopularity;
      if (reranker !== undefined)
        expect((explained.scoreFactors as Record<string, number>).pageVisitsPopularity).toBe(reranker);
      const extended = explained.extendedScoreFactors as {
        attributes: Record<string, { token: string; score: number }[]>;
        boostFilters: { filters: string; weight: number }[];
      };
      expect(Object.keys(extended.attributes).sort()).toEqual(['high', 'low', 'medium']);
      // Every token matched in the title counts as high.
      const title = String(item.title).toLowerCase();
      for (const { token } of extended.attributes.high!) expect(title).toContain(token);
      expect(Array.isArray(extended.boostFilters)).toBe(true);
      for (const boost of extended.boostFilters)
        expect(boost).toEqual({ filters: expect.any(String), weight: expect.any(Number) });
    }
    // Built from the simulator's own factors (a simulator that already answers the vendor's form is passed on):
    // the seeded index's elastic filter boosts the items in stock, and query words are found in titles.
    const simulatorForm = raw.data.every(
      (item) =>
        !(item._explanation as { extendedScoreFactors?: { attributes?: unknown } }).extendedScoreFactors?.attributes,
    );
    if (simulatorForm)
      expect(
        vendor.data.some((item) =>
          (item._explanation.extendedScoreFactors as { boostFilters: { filters: string }[] }).boostFilters.some(
            (boost) => boost.filters === 'inStock = true',
          ),
        ),
      ).toBe(true);
    if (simulatorForm)
      expect(
        vendor.data.some(
          (item) =>
            (item._explanation.extendedScoreFactors as { attributes: { high: unknown[] } }).attributes.high.length > 0,
        ),
      ).toBe(true);

    expect(
      withoutPagingHeaders({
        Link: '<x>; rel="next"',
        'x-pagination-page': '1',
        'Access-Control-Expose-Headers': 'Link',
        'content-type': 'application/json',
        'content-length': '9',
      }),
    ).toEqual({
      'content-type': 'application/json',
    });

    const listing = (query: string) =>
      profileListingErrors(new URL(`http://x/v4/clients?${query}`)).map((error) => error.field);
    expect(listing('sortBy=clientId&sortOrder=asc')).toEqual(['sortBy', 'sortOrder']);
    expect(listing('sortBy=customId&sortOrder=DESC')).toEqual(['sortBy']);
    expect(listing('sortBy=lastName&sortOrder=ASC&pageIndex=1')).toEqual([]);
    expect(listing('pageIndex=1&pageSize=20')).toEqual([]);

    const device = (body: unknown) => linkedDeviceErrors(body).map((error) => `${error.field}:${error.code}`);
    expect(device({ deviceId: 'd1', type: 'ANDROID' })).toEqual(['registrationId:1001', 'type:1004']);
    expect(device({ deviceId: 'd1', registrationId: ' ', type: 'web' })).toEqual(['registrationId:1001', 'type:1004']);
    expect(device({ deviceId: 'd1', registrationId: 'r1' })).toEqual(['type:1001']);
    expect(device({ deviceId: 'd1', registrationId: 'r1', type: 'ios' })).toEqual([]);
  });
});

/** Ways a factor may be printed: 2 decimals rounded or cut (a longer print starts with the cut one). */
function decimals(value: number): string[] {
  return [value.toFixed(2), (Math.trunc(value * 100) / 100).toFixed(2)];
}

/**
 * The newest search answer the dialect passed on whose address matches, as the page received it. Read from the
 * dialect's log rather than from the browser: the playground searches as it is typed into and as its switches
 * change, a search overtaken by a newer one is cancelled, and the browser drops a cancelled answer's body.
 */
async function answerTo(dialect: DialectLog, matches: (url: URL) => boolean): Promise<unknown> {
  let body: unknown;
  await expect
    .poll(
      () => {
        const answer = dialect.searches.findLast((search) => search.status === 200 && matches(search.url));
        body = answer?.body;
        return answer !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return body;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Chooses `value` in the field labelled `label`, whatever control the form uses for a closed list: a native
 * select, a radio group or segmented control, or a combobox with options.
 */
async function choose(page: Page, scope: Locator, label: string, value: RegExp) {
  // (Not exact: a required field's label may end with an asterisk.)
  const field = scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\b`, 'i')).first();
  await expect(field, `a "${label}" field`).toBeVisible();
  const { tag, role } = await field.evaluate((element) => ({
    tag: element.tagName,
    role: element.getAttribute('role'),
  }));
  if (tag === 'SELECT') {
    const option = await field.locator('option').evaluateAll(
      (options, source) => {
        const pattern = new RegExp(source.pattern, source.flags);
        return (
          (options as HTMLOptionElement[]).find(
            (candidate) => pattern.test(candidate.label) || pattern.test(candidate.value),
          )?.value ?? null
        );
      },
      { pattern: value.source, flags: value.flags },
    );
    expect(option, `an option ${value} in "${label}"`).not.toBeNull();
    await field.selectOption(option!);
  } else if (role === 'radiogroup' || tag === 'FIELDSET' || tag === 'DIV') {
    await field.getByText(value).first().click();
  } else {
    await field.click();
    await page.getByRole('option', { name: value }).first().click();
  }
}
