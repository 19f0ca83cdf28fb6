// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { session } from '../../lib/api';
import { renderRoute, serveSimulator } from '../../test/render-route';
import { listed, openPalette, paletteStatus, setUpPalette } from './command-palette-test-support';

// The command palette, opened from the shell's button on a signed-in page, finding profiles and documents by name.
const service = serveSimulator();

describe('the command palette: failures and permissions', { timeout: 60_000 }, () => {
  setUpPalette(service);

  it('shows a failure with a retry the keyboard reaches', async () => {
    const { search, user } = await openPalette(service);
    await service.call('POST', '/__simulator/config', { body: { failureRate: 1 } });
    await user.type(search, 'Dudek');
    await waitFor(() => expect(paletteStatus()).toHaveTextContent(/^The search for “Dudek” failed: /), {
      timeout: 20_000,
    });
    await service.call('POST', '/__simulator/config', { body: { failureRate: 0 } });

    // The retry is the first action: Enter runs it, and the palette stays open with the results.
    expect(listed()[0]).toContain('Retry the search');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(listed().some((text) => text.includes('Krzysztof Dudek'))).toBe(true), {
      timeout: 20_000,
    });
    expect(search).toBeVisible();
  });

  it('gives a role that cannot read documents no documents, and does not ask for them', async () => {
    const rendered = await renderRoute(service, '/profiles');
    const signedIn = session.get()!;
    session.set({
      ...signedIn,
      consumer: {
        ...signedIn.consumer!,
        authorities: signedIn.consumer!.authorities.filter((authority) => authority !== 'ASSETS_DOCS_READ'),
      },
    });
    await rendered.user.click(await screen.findByRole('button', { name: 'Open command palette (Ctrl+K)' }));
    const search = await screen.findByLabelText('Command palette search', {}, { timeout: 20_000 });
    await rendered.user.type(search, 'Qzxwvj');
    await waitFor(() => expect(paletteStatus()).toHaveTextContent('No profile named “Qzxwvj”.'), { timeout: 20_000 });
    expect(service.requests.some((request) => request.includes('/documents'))).toBe(false);
    expect(screen.queryByRole('group', { name: 'Documents' })).toBeNull();
  });
});
