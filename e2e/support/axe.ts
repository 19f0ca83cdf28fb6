import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No axe violations, in the light and in the dark colour scheme. */
export async function expectNoAxeViolations(page: Page, label: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    // Colours fade to the new scheme (e.g. a SegmentedControl's labels); axe must see the end state, not a blend.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    );
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const summary = results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      why: violation.nodes.map((node) => node.failureSummary).slice(0, 2),
    }));
    expect(summary, `${label} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}
