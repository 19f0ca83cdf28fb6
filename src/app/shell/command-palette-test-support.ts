import { screen } from '@testing-library/react';
import { renderRoute, type TestService } from '../../test/render-route';

// What the command palette's tests (command-palette*.test.tsx) share.

export async function openPalette(service: TestService, path = '/profiles') {
  const rendered = await renderRoute(service, path);
  await rendered.user.click(await screen.findByRole('button', { name: 'Open command palette (Ctrl+K)' }));
  const search = await screen.findByLabelText('Command palette search', {}, { timeout: 20_000 });
  return { ...rendered, search };
}

export const paletteStatus = () =>
  screen.getAllByRole('status').find((element) => element.closest('.mantine-Spotlight-content') !== null)!;

/** The actions the palette lists, by their accessible text. */
export const listed = () =>
  [...document.querySelectorAll<HTMLElement>('.mantine-Spotlight-action')].map((action) => action.textContent ?? '');

/** The palette's tests' set-up: its code loaded once, the simulator's faults turned off after each test. */
export function setUpPalette(service: TestService) {
  // jsdom does not lay out, so it has no scrollIntoView; Spotlight scrolls the chosen action into view with it.
  beforeAll(async () => {
    Element.prototype.scrollIntoView ??= () => undefined;
    // The palette's code (Spotlight) is loaded on first use: load it once here, so no test waits for the transform.
    await import('./command-palette');
  }, 120_000);
  afterEach(async () => {
    await service.call('POST', '/__simulator/config', { body: { failureRate: 0 } });
  });
}
