import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoUser } from './support/simulator';

// A person's jobs with the keyboard alone (docs/decisions/0173-where-focus-goes.md): after the first goto, only key
// presses; after each, the focus is somewhere (never <body>) and shows a visible mark.

/** What has the focus, as a person would name it, and whether it shows a ring. */
interface Stop {
  name: string;
  onBody: boolean;
  ring: boolean;
}

/**
 * The focused element, and whether a visible ring marks it: on :focus-visible, an outline (on it, or drawn for it
 * by its label or a wrapper, as native radios hidden under their label and the code editor's frame are), a box
 * shadow of its own, or, for a text field, a border in the primary colour (Mantine's and plain-ui's focused field).
 */
function focusStop(page: Page): Promise<Stop> {
  return page.evaluate(async () => {
    // A ring that fades in (a border's colour in 100 ms) is read once it is there.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '<body>', onBody: true, ring: false };
    const name =
      `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} ` +
      `"${(element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '').trim().slice(0, 60)}"`;
    // (Written out again in stopName below: a function given to evaluate cannot call another.)
    if (!element.matches(':focus-visible')) return { name, onBody: false, ring: true };
    const outlined = (candidate: Element | null) => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      return (
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !/rgba\(0, 0, 0, 0\)|transparent/.test(style.outlineColor)
      );
    };
    const shadowed = getComputedStyle(element).boxShadow !== 'none';
    // A text field marks its focus as Mantine's inputs do: its border turns the primary colour.
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    const bordered = (candidate: Element | null | undefined) =>
      Boolean(candidate) && getComputedStyle(candidate!).borderTopColor === primary;
    const field =
      element.matches('input, textarea, select') &&
      (bordered(element) || bordered(element.parentElement) || bordered(element.parentElement?.parentElement));
    const parent = element.parentElement;
    const ring =
      outlined(element) ||
      shadowed ||
      field ||
      outlined(element.nextElementSibling) ||
      outlined(parent) ||
      outlined(parent?.parentElement ?? null) ||
      outlined(parent?.parentElement?.parentElement ?? null);
    return { name, onBody: false, ring };
  });
}

/** An element's name as focusStop writes it. */
const stopName = (element: Element) =>
  `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} ` +
  `"${(element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '').trim().slice(0, 60)}"`;

/** Every focus stop visited, for the report of a failure. */
const visited: string[] = [];

/**
 * After a key press: the focus is somewhere (never `<body>`) and, where it is visible, shows a ring. A press that
 * navigates or replaces the control is given until the new page or control is there (waiting for the state, no
 * fixed sleep).
 */
async function expectFocusKept(page: Page, after: string): Promise<Stop> {
  let stop = await focusStop(page);
  await expect
    .poll(async () => (stop = await focusStop(page)).onBody, {
      timeout: 20_000,
      message: `focus on <body> after ${after}\n${visited.slice(-8).join('\n')}`,
    })
    .toBe(false);
  visited.push(`${after} → ${stop.name}`);
  // A field's focus border fades in (Mantine's transition), and a control drawn on first use may get its styles a
  // moment after it takes the focus: the ring has a moment to show, as it has for a person's eye.
  await expect
    .poll(async () => (stop = await focusStop(page)).ring, {
      timeout: 3_000,
      message: `no visible focus ring on ${stop.name} after ${after}`,
    })
    .toBe(true);
  return stop;
}

/** Presses a key and checks where the focus went. */
async function press(page: Page, key: string): Promise<Stop> {
  await page.keyboard.press(key);
  return expectFocusKept(page, key);
}

/** Tabs (or Shift+Tabs) until `target` has the focus, checking every stop on the way; at most `limit` presses. */
async function tabTo(
  page: Page,
  target: Locator,
  { back = false, limit = 60, state = 'visible' as 'visible' | 'attached' } = {},
) {
  // The target may come with the page's later parts (the settings' fields, the results): wait for it first, shown
  // (a part that suspends again is hidden, and a Tab then leaves the page).
  await target.waitFor({ state });
  const focused = () => target.evaluate((element) => element === document.activeElement).catch(() => false);
  for (let count = 0; count < limit; count += 1) {
    if (await focused()) return;
    const stop = await press(page, back ? 'Shift+Tab' : 'Tab');
    // A control loaded on intent replaces its stand-in as the focus reaches it (the switcher, a menu): same name.
    if (stop.name === (await target.evaluate(stopName).catch(() => null))) {
      await expect.poll(focused, { timeout: 5_000 }).toBe(true);
      return;
    }
  }
  await expect(target, `reached within ${limit} presses:\n${visited.slice(-limit).join('\n')}`).toBeFocused({
    timeout: 1_000,
  });
}

/** Signs in with the keyboard alone: the sign-in form, then the workspace list. */
async function signInWithKeyboard(page: Page, username: string, workspace: string) {
  const user = await demoUser(page.request, username);
  await page.goto('/sign-in');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(user.username);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type(user.password);
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
  const choice = page
    .getByRole('list', { name: 'Workspaces' })
    .getByRole('button', { name: new RegExp(workspace) })
    .first();
  await tabTo(page, choice);
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: workspace })).toBeVisible({ timeout: 30_000 });
}

// Each walk takes 20–40 s on an idle machine; the first search builds the workspace's index.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(() => {
  visited.length = 0;
});

/** The dashboard's section links, reached backwards from the page (they come before it). */
const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true });

test('a marketer creates a document and writes its content, with the keyboard alone', async ({ page }) => {
  await signInWithKeyboard(page, 'ada@demo.test', 'Northwind Retail');
  await tabTo(page, section(page, 'Documents'), { back: true });
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible({ timeout: 30_000 });

  // The dialog's code loads on the first press; Escape gives the focus back to its button the first time too.
  const create = page.getByRole('button', { name: 'New document' });
  await tabTo(page, create);
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'New document' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await press(page, 'Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();
  await press(page, 'Enter');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  // (A name of its own each run: a document of the same slug refuses the save.)
  const name = `Keyboard walk ${Date.now().toString(36)}`;
  await page.keyboard.type(name);
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

  // A slug and a type (Mantine's select: the arrow opens its list, Enter chooses).
  await tabTo(page, page.getByRole('button', { name: 'Edit settings' }));
  await press(page, 'Enter');
  await expect(page.getByRole('button', { name: 'Hide settings' })).toBeFocused();
  const slug = page.getByRole('textbox', { name: 'Slug' });
  await tabTo(page, slug);
  // A slug with a space, sent with Enter: refused at the field, which keeps the focus and shows it (its border is
  // already the error's colour).
  await press(page, 'ControlOrMeta+a');
  await page.keyboard.type('Bad Slug');
  await press(page, 'Enter');
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toBeFocused();
  expect((await focusStop(page)).ring, 'a visible focus mark on the refused slug').toBe(true);
  await press(page, 'ControlOrMeta+a');
  const slugText = name.toLowerCase().replaceAll(' ', '-');
  await page.keyboard.type(slugText);
  await expect(slug).toHaveValue(slugText);
  const type = page.getByRole('combobox', { name: 'Type (schema)' });
  await tabTo(page, type);
  await press(page, 'ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await press(page, 'Enter');
  await expect(type).not.toHaveValue('');

  // The code editor says how to leave it, keeps its caret clear of the sticky save bar, and lets Escape, Tab out.
  const editor = page.getByRole('textbox', { name: 'Content (JSON)' });
  // (The code editor arrives after the page shows; a plain text area stands in until then.)
  await expect(page.locator('.cm-content')).toBeVisible();
  await tabTo(page, editor);
  await press(page, 'ControlOrMeta+a');
  await expect(editor).toHaveAccessibleDescription(/In the editor Tab indents: to leave it, press Escape, then Tab\./);
  await expect(page.getByText(/to leave it, press Escape, then Tab/)).toBeVisible();
  await page.keyboard.insertText(
    '{\n  "title": "Hello",\n  "lines": [\n' + '    "more",\n'.repeat(30) + '    "end"\n  ]\n}',
  );
  await expect(editor).toBeFocused();
  const saveBar = page.getByRole('group', { name: 'Save changes' });
  const caretClear = () =>
    page.evaluate(() => {
      const caret = document.querySelector('.cm-cursor, .cm-cursorLayer')?.getBoundingClientRect();
      const bar = document.querySelector('[data-sticky-bottom]')?.getBoundingClientRect();
      const selection = window.getSelection();
      const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).getBoundingClientRect() : null;
      const bottom = range && range.height > 0 ? range.bottom : caret?.bottom;
      return bottom !== undefined && bar !== undefined && bottom <= bar.top;
    });
  await expect.poll(caretClear).toBe(true);
  await press(page, 'Tab');
  await expect(editor).toBeFocused();
  await press(page, 'Escape');
  await press(page, 'Tab');
  await expect(editor).not.toBeFocused();
  await tabTo(page, saveBar.getByRole('button', { name: /^Save/ }));
  await press(page, 'Enter');
  await expect(saveBar.getByRole('status')).toContainText(/Saved/);
});

test('an analyst searches items and opens a result’s explanation, with the keyboard alone', async ({ page }) => {
  await signInWithKeyboard(page, 'ada@demo.test', 'Northwind Retail');
  await tabTo(page, section(page, 'Search'), { back: true });
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Search playground' })).toBeVisible({ timeout: 30_000 });
  await tabTo(page, page.getByRole('searchbox', { name: 'Query' }));
  await page.keyboard.type('running shoe');
  const cards = page.getByRole('list', { name: 'Results items' }).getByRole('article');
  // The product index is built on a workspace's first search.
  await expect(cards.first()).toBeVisible({ timeout: 60_000 });
  const explain = page.getByRole('switch', { name: 'Explain' });
  await tabTo(page, explain);
  await press(page, 'Space');
  await expect(explain).toBeChecked();
  const breakdown = page.getByRole('button', { name: /^Score [\d.,]+: breakdown$/ }).first();
  await expect(breakdown).toBeVisible();
  await tabTo(page, breakdown, { limit: 120 });
  await press(page, 'Enter');
  const drawer = page.getByRole('dialog', { name: /^Score of / });
  await expect(drawer.getByRole('table', { name: /^Score factors of / })).toBeVisible();
  await press(page, 'Escape');
  await expect(drawer).toBeHidden();
  await expect(breakdown).toBeFocused();
});

test('an admin switches workspace, finds a profile, edits a section and reads its timeline, with the keyboard alone', async ({
  page,
}) => {
  await signInWithKeyboard(page, 'ada@demo.test', 'Adventure Works Outdoor');
  // Back to Northwind with the switcher: the focus comes back to its button, which names the new workspace.
  const switcher = page.getByRole('button', { name: /^Workspace: Adventure Works Outdoor/ });
  await tabTo(page, switcher, { back: true });
  await press(page, 'Enter');
  const northwind = page
    .getByRole('dialog', { name: 'Switch workspace' })
    .getByRole('list', { name: 'Workspaces' })
    .getByRole('button', { name: /Northwind Retail/ });
  await tabTo(page, northwind);
  await press(page, 'Enter');
  // The list that had the focus went with the popover, and the page was drawn anew: its heading takes the focus.
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Retail' })).toBeFocused();
  await expect(page.getByRole('button', { name: /^Workspace: Northwind Retail/ })).toBeVisible();

  await tabTo(page, section(page, 'Profiles'), { back: true });
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Profiles' })).toBeVisible({ timeout: 30_000 });
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type('customer2@demo.test');
  await press(page, 'Enter');
  const rows = page.getByRole('table', { name: 'Profiles' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await tabTo(page, rows.first().getByRole('link').first());
  await press(page, 'Enter');

  const tags = page.getByRole('region', { name: 'Tags' });
  await tabTo(page, tags.getByRole('button', { name: 'Edit tags' }));
  await press(page, 'Enter');
  const form = tags.getByRole('form', { name: 'Edit tags' });
  await expect(form.locator('input:not([type="hidden"])').first()).toBeFocused();
  // (A tag of its own each run: the profile keeps the last run's.)
  await page.keyboard.type(`walked-${Date.now().toString(36)}`);
  await press(page, 'Enter');
  await tabTo(page, form.getByRole('button', { name: 'Save 1 change' }));
  await press(page, 'Enter');
  await expect(tags.getByRole('status')).toContainText(/applied/i);
  await expect(tags.getByRole('button', { name: 'Edit tags' })).toBeFocused();

  const events = page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Events' });
  await tabTo(page, events, { back: true });
  await press(page, 'Enter');
  const range = page.getByRole('radiogroup', { name: 'Time range' });
  const checked = range.getByRole('radio', { checked: true });
  await expect(range).toBeVisible();
  await tabTo(page, checked, { state: 'attached' }); // (a radio drawn by its label)
  const first = await checked.getAttribute('value');
  await press(page, 'ArrowRight');
  await expect(checked).not.toHaveAttribute('value', first!);
  const second = await checked.getAttribute('value');
  await expect(checked).toBeFocused();
  await press(page, 'ArrowRight');
  await expect(checked).not.toHaveAttribute('value', second!);
  await expect(checked).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`range=${await checked.getAttribute('value')}`));
});
