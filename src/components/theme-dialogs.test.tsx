// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render';
import { Drawer, Modal } from './ui/mantine';

// The theme's dialogs add no banner landmark beside the page's own header (axe: landmark-no-duplicate-banner).
describe("the theme's dialogs", () => {
  it.each([
    ['drawer', Drawer],
    ['modal', Modal],
  ])('a %s with a title has a title bar that is not a banner', async (_, Dialog) => {
    renderWithMantine(
      <Dialog opened onClose={() => undefined} title="Change profiles in bulk">
        <p>Body</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change profiles in bulk' });
    expect(dialog.querySelector('header')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
