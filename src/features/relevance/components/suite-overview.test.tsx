// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute, serveSimulator } from '../../../test/render-route';
import {
  RELEVANCE_FIXTURE_QUERIES,
  RELEVANCE_FIXTURE_RULE_ID,
  relevanceFixtureJudgments,
  workspace,
} from '../../../simulator/testing';
import { suiteDefaults } from '../model/suite-fixture';
import { suiteStoreFor } from '../model/suite-store';

// A suite opened from the list, against the simulator as Ada in Northwind (the store is the memory one in jsdom).
const service = serveSimulator();

async function openNewSuite(name: string, queries: string) {
  const { user, router } = await renderRoute(service, '/relevance');
  const indexId = ((await screen.findByRole('combobox', { name: 'Index' })) as HTMLSelectElement).value;
  const form = await screen.findByRole('form', { name: 'New suite' });
  await user.type(within(form).getByRole('textbox', { name: 'Suite name' }), name);
  await user.type(within(form).getByRole('textbox', { name: /Queries/ }), queries);
  await user.click(within(form).getByRole('button', { name: 'Create suite' }));
  await user.click(await screen.findByRole('link', { name }));
  expect(await screen.findByRole('heading', { level: 2, name })).toBeVisible();
  return { user, router, store: suiteStoreFor(workspace(0).guid, indexId) };
}

describe('suite overview: variants and the tracker key', { timeout: 90_000 }, () => {
  it('opens from the list, asks for the tracker key once, and saves a checked variant into the suite', async () => {
    const { user, router, store } = await openNewSuite('Gifts', 'gift{Enter}birthday gift');
    expect(router.state.location.search).toMatch(/^\?suite=[\w-]+$/);
    const suiteId = new URLSearchParams(router.state.location.search).get('suite')!;

    const run = screen.getByRole('region', { name: 'Run' });
    await user.type(within(run).getByRole('textbox', { name: 'Tracker key' }), workspace(0).trackerKey);
    await user.click(within(run).getByRole('button', { name: 'Save and search' }));
    expect(await within(run).findByRole('button', { name: 'Run' })).toBeVisible();

    const variants = screen.getByRole('region', { name: 'Variants' });
    expect(within(variants).getByText('Default parameters (baseline)')).toBeVisible();
    await user.click(within(variants).getByRole('button', { name: 'Add a variant' }));
    const form = within(variants).getByRole('form', { name: 'New variant' });
    const pick = within(form).getByRole('combobox', { name: 'Parameter to set' });
    await user.selectOptions(pick, 'excludeQueryRules');
    await user.click(within(form).getByRole('button', { name: 'Add parameter' }));
    await user.selectOptions(pick, 'filters');
    await user.click(within(form).getByRole('button', { name: 'Add parameter' }));
    await user.type(within(form).getByRole('textbox', { name: 'Exclude rules' }), '105, x');
    await user.type(within(form).getByRole('textbox', { name: 'Filters (IQL)' }), 'brand = ');
    await user.click(within(form).getByRole('button', { name: 'Save variant' }));

    // Nothing saved; each problem at its field, the first one focused.
    const name = within(form).getByRole('textbox', { name: 'Variant name' });
    expect(name).toHaveAccessibleDescription('Name the variant.');
    expect(name).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Exclude rules' })).toHaveAccessibleDescription(
      expect.stringContaining('"x" is not a rule id (a whole number).'),
    );
    expect(within(form).getByRole('textbox', { name: 'Filters (IQL)' })).toHaveAttribute('aria-invalid', 'true');
    expect((await store.getSuite(suiteId))?.variants).toHaveLength(1);

    await user.type(name, 'No gift guide');
    await user.clear(within(form).getByRole('textbox', { name: 'Exclude rules' }));
    await user.type(within(form).getByRole('textbox', { name: 'Exclude rules' }), '105');
    await user.click(within(form).getByRole('button', { name: 'Remove Filters (IQL)' }));
    await user.click(within(form).getByRole('button', { name: 'Save variant' }));

    expect(await within(variants).findByText('excludeQueryRules: 105')).toBeVisible();
    const stored = await store.getSuite(suiteId);
    expect(stored?.variants.map((variant) => [variant.name, variant.params])).toEqual([
      ['Default parameters', {}],
      ['No gift guide', { excludeQueryRules: ['105'] }],
    ]);
    // The Run offers the new variant beside the baseline.
    expect(within(run).getByRole('checkbox', { name: 'No gift guide' })).not.toBeChecked();
    await waitFor(() => expect(within(run).getByRole('checkbox', { name: /Default parameters/ })).toBeDisabled());
  });
});

describe('suite overview: runs, the grid, the run diff', { timeout: 180_000 }, () => {
  it('runs the fixture with the gift-guide rule excluded: the grid and the run diff name its three queries', async () => {
    const ws = workspace(3);
    const { user, router } = await renderRoute(service, `/w/${ws.guid}/relevance`, { workspaceIndex: 3 });
    const products = within(await screen.findByRole('combobox', { name: 'Index' }))
      .getAllByRole('option')
      .find((option) => option.textContent?.startsWith('products ('))!
      .getAttribute('value')!;
    await suiteStoreFor(ws.guid, products).putSuite({
      ...suiteDefaults,
      id: 'fixture',
      name: 'Fixture',
      indexId: products,
      queries: RELEVANCE_FIXTURE_QUERIES.map((query) => ({ ...query, kind: 'text' as const })),
      judgments: relevanceFixtureJudgments(ws),
      variants: [
        { id: 'default', name: 'Default parameters', params: {} },
        { id: 'no-gift', name: 'No gift guide', params: { excludeQueryRules: [String(RELEVANCE_FIXTURE_RULE_ID)] } },
      ],
    });
    await act(() => router.navigate(`/w/${ws.guid}/relevance?index=${products}&suite=fixture`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Fixture' })).toBeVisible();
    const run = screen.getByRole('region', { name: 'Run' });
    await user.type(within(run).getByRole('textbox', { name: 'Tracker key' }), ws.trackerKey);
    await user.click(within(run).getByRole('button', { name: 'Save and search' }));
    await user.click(await within(run).findByRole('checkbox', { name: 'No gift guide' }));
    await user.click(within(run).getByRole('button', { name: 'Run' }));

    const stored = await screen.findByRole('table', { name: 'Stored runs' }, { timeout: 120_000 });
    await waitFor(() => expect(within(stored).getAllByRole('row')).toHaveLength(3), { timeout: 120_000 });
    // The metrics table reads the stored runs: both variants scored.
    const metrics = within(run).getByRole('table', { name: 'Metrics by variant' });
    await waitFor(() =>
      expect(within(metrics).getByRole('row', { name: /No gift guide/ })).toHaveTextContent(/24 scored/),
    );
    const queries = screen.getByRole('region', { name: 'Queries' });
    expect(within(queries).getByText(/^No baseline yet: pin a run/)).toBeVisible();

    await user.click(within(stored).getByRole('button', { name: /^Pin Default parameters, .* as the baseline$/ }));
    expect(await within(queries).findByText('No gift guide is worse on 3 of 24 queries: q22, q23, q24.')).toBeVisible();
    // The worst change first.
    const rows = within(within(queries).getByRole('table')).getAllByRole('row').slice(1, 4);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent).sort()).toEqual(
      ['birthday gift', 'gift', 'present for kids'].sort(),
    );

    const diff = screen.getByRole('region', { name: 'Run diff' });
    expect(within(diff).getByText(/^Regression: 3 queries drop by 0\.10 or more/)).toBeVisible();
    const explain = within(diff).getByRole('region', { name: /^Explain diff of / });
    expect(within(explain).getByText(/rule 105 promoted judged items in the first run only\.$/)).toBeVisible();
  });
});
