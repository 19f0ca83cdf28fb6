import * as chromeLauncher from 'chrome-launcher';
import { startFlow } from 'lighthouse';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
// Lighthouse's own driver (a dependency of lighthouse): its user flows run in a tab handed over as a Puppeteer page.
import puppeteer from 'puppeteer-core';
import { chromiumArgs } from '../chromium.mjs';
import { median, signInFirstTab } from './measure.mjs';

/** docs/performance.md: each interaction's INP on Lighthouse's throttled phone. */
export const INP_GOAL_MS = 200;
const runs = Number(process.env.BENCH_INP_RUNS ?? 3);
/** Northwind's customer1: the heaviest seeded history (the timeline's worst case). */
const HEAVY_PROFILE = 1200000001;
const WORKSPACE = 'Northwind Retail';
/** After the page shows, before the measured interaction: what loads after the content has arrived. */
const SETTLE_MS = 2_000;
/** After the interaction's result shows: the frames that follow it are part of the interaction's next paint. */
const AFTER_MS = 500;
/**
 * Lighthouse's default (mobile) settings, with its throttling applied to the tab: in a timespan its default
 * (`simulate`) throttles nothing, as it only models a page load.
 */
const config = {
  extends: 'lighthouse:default',
  settings: { throttlingMethod: 'devtools', onlyAudits: ['interaction-to-next-paint', 'work-during-interaction'] },
};
/** A different query each run, so no answer is already cached. */
const queries = ['headphones', 'duffel bag', 'chef knife', 'frying pan', 'board game'];

/** A button whose text is `name`, as a person finds it; Puppeteer's ARIA selector. */
const byRole = (role, name) => `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`;

/**
 * The five interactions of issue 35, each on its page: where it starts (`path`), what shows once the page is ready,
 * the interaction itself (`act`, run `run` of `runs`), and what shows once it has had its effect.
 */
export const interactions = [
  {
    name: 'typing a search query',
    path: '/search',
    ready: (page) => page.locator(byRole('searchbox', 'Query')).wait(),
    act: async (page, run) => {
      // Focused without a press, so the keys are the only interactions measured.
      await page
        .locator(byRole('searchbox', 'Query'))
        .map((box) => box.focus())
        .wait();
      await page.keyboard.type(queries[run % queries.length], { delay: 50 });
    },
    done: (page) => page.locator('[role="region"][aria-label="Results"][aria-busy="false"] article').wait(),
  },
  {
    name: 'sorting the profile list',
    path: '/profiles',
    ready: (page) => page.locator('table[aria-label="Profiles"] tbody tr').wait(),
    act: (page) => page.locator(`table[aria-label="Profiles"] ${byRole('button', 'Email')}`).click(),
    done: (page) => page.locator('table[aria-label="Profiles"] th[aria-sort="ascending"]').wait(),
  },
  {
    name: 'opening a profile section to edit',
    path: `/profiles/${HEAVY_PROFILE}`,
    ready: (page) => page.locator(byRole('button', 'Edit contact and address')).wait(),
    act: (page) => page.locator(byRole('button', 'Edit contact and address')).click(),
    done: (page) => page.locator(byRole('form', 'Edit contact and address')).wait(),
  },
  {
    name: "changing the timeline's range",
    path: `/profiles/${HEAVY_PROFILE}/events`,
    ready: (page) => page.locator(byRole('radiogroup', 'Time range')).wait(),
    act: (page) => page.locator(`${byRole('radiogroup', 'Time range')} ::-p-text(30 days)`).click(),
    done: (page) => page.waitForFunction(() => location.search.includes('range=30d')),
  },
  {
    name: "opening a search result's explanation",
    // Explain on in the address: on a phone its switch is inside the search's options.
    path: '/search?query=running+shoe&explain=1',
    ready: (page) => scoreButton(page),
    act: async (page) => (await scoreButton(page)).click(),
    // The drawer is named by its title (aria-labelledby), "Score of <item>".
    done: (page) =>
      page.waitForFunction(() =>
        [...document.querySelectorAll('[role="dialog"]')].some((dialog) =>
          document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent?.startsWith('Score of '),
        ),
      ),
  },
];

/** The first result's "Score n: breakdown" button with a score above zero (a pinned item's says "Why pinned?"). */
async function scoreButton(page) {
  const handle = await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].find((button) =>
        /^Score (?!0:)[\d.,]+: breakdown$/.test(button.getAttribute('aria-label') ?? button.textContent ?? ''),
      ),
    { timeout: 60_000 },
  );
  return handle.asElement();
}

/**
 * Issue 35's responsiveness: Interaction to Next Paint of five interactions on a throttled phone. Lighthouse 12 in
 * timespan mode (a user flow) with its default mobile settings, its throttling applied to the tab (`devtools`: the
 * 4× slower CPU and slow 4G; its default `simulate` applies none in a timespan), in one tab that stays signed in.
 * Each run opens the page, waits for its content and what loads after it, then measures from just before the
 * interaction until its result shows; median of 3 (docs/decisions/0171-how-inp-is-measured.md).
 * BENCH_INP_RUNS=5 measures more runs; BENCH_INP_ONLY=explanation the interactions whose name has that word.
 */
export async function* inpFigures(context) {
  const chrome = await chromeLauncher.launch({
    chromePath: context.chromium,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const reset = await fetch(`${context.simulatorUrl}/__simulator/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`The simulator's reset answered ${reset.status}`);
    const workspacePath = await signInFirstTab(context, chrome.port, WORKSPACE);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = (await browser.pages()).find((candidate) => candidate.url().startsWith(context.appUrl));
    if (!page) throw new Error('The signed-in tab is gone');
    // The phone Lighthouse emulates, from the first load on: the page is laid out as on the phone before the
    // timespan starts (Lighthouse then applies the same metrics, which changes nothing).
    const phone = screenEmulationMetrics.mobile;
    await page.setViewport({
      width: phone.width,
      height: phone.height,
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const rows = [];
    const only = process.env.BENCH_INP_ONLY;
    for (const interaction of interactions) {
      if (only && !interaction.name.includes(only)) continue;
      const measured = [];
      for (let run = 0; run < runs; run += 1) {
        await page.goto(`${context.appUrl}${workspacePath}${interaction.path}`);
        await interaction.ready(page);
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        // A flow per run: a flow's result audits all its steps again each time it is asked for.
        const flow = await startFlow(page, { config });
        await flow.startTimespan({ name: `${interaction.name} (${run + 1})` });
        await interaction.act(page, run);
        await interaction.done(page);
        await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
        await flow.endTimespan();
        const [{ lhr }] = (await flow.createFlowResult()).steps;
        measured.push({ inp: inpOf(lhr, interaction.name), phases: phasesOf(lhr) });
      }
      const path = interaction.path.split('?')[0].replace(String(HEAVY_PROFILE), ':id');
      const values = measured.map(({ inp }) => inp);
      const row = { name: interaction.name, path, inp: median(values) };
      rows.push(row);
      // Where the median run's time went, so a miss says what to look at.
      const distance = ({ inp }) => Math.abs(inp - row.inp);
      const { phases } = measured.reduce((best, next) => (distance(next) < distance(best) ? next : best));
      yield `INP, ${row.name} (${row.path}): ${Math.round(row.inp)} ms (median of ${runs}: ${values.map(Math.round).join(', ')}; input delay ${phases.input} ms, processing ${phases.processing} ms, presentation ${phases.presentation} ms)`;
    }
    yield '';
    yield* inpTable(rows);
    await browser.disconnect();
  } finally {
    await chrome.kill();
  }
}

/** The interaction's INP from a timespan's report; a timespan without any interaction is an error, not a zero. */
export function inpOf(lhr, name) {
  const value = lhr.audits['interaction-to-next-paint']?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse saw no interaction while ${name}`);
  return value;
}

/** The three parts of the interaction's time (Lighthouse's work-during-interaction audit), in whole ms. */
export function phasesOf(lhr) {
  const table = lhr.audits['work-during-interaction']?.details?.items?.find((item) =>
    item.items?.some((row) => row.phase === 'Input delay'),
  );
  const phase = (name) => Math.round(table?.items.find((row) => row.phase === name)?.total ?? NaN);
  return {
    input: phase('Input delay'),
    processing: phase('Processing duration'),
    presentation: phase('Presentation delay'),
  };
}

/** The suite's table: each interaction's median INP against the goal, and by how much it misses it. */
export function* inpTable(rows, goal = INP_GOAL_MS) {
  yield '| interaction | page | INP (median) | goal | verdict |';
  yield '|---|---|---|---|---|';
  for (const { name, path, inp } of rows) {
    const rounded = Math.round(inp);
    const verdict = rounded <= goal ? 'pass' : `fail (+${rounded - goal} ms)`;
    yield `| ${name} | \`${path}\` | ${rounded} ms | ≤ ${goal} ms | ${verdict} |`;
  }
}
