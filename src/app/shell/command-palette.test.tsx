// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { session } from '../../lib/api';
import { serveSimulator } from '../../test/render-route';
import { listed, openPalette, paletteStatus, setUpPalette } from './command-palette-test-support';

// The command palette, opened from the shell's button on a signed-in page, finding profiles and documents by name.
const service = serveSimulator();

describe('the command palette', { timeout: 60_000 }, () => {
  setUpPalette(service);

  it('lists profiles named like the text, says it is searching, and opens one with the keyboard', async () => {
    const { user, search, router } = await openPalette(service);
    await user.type(search, 'Dudek');
    expect(paletteStatus()).toHaveTextContent('Searching…');

    const group = await screen.findByRole('group', { name: 'Profiles' }, { timeout: 20_000 });
    expect(group).toBeVisible();
    await waitFor(() => expect(listed().some((text) => text.includes('Krzysztof Dudek'))).toBe(true));
    // Its kind and id under the name.
    expect(listed().find((text) => text.includes('Krzysztof Dudek'))).toMatch(/Profile · .*id 1200000001/);
    // Each request asked the profiles listing's name filters; the newest text only (the palette waits for a pause).
    const asked = service.requests.filter((request) => request.startsWith('GET /v4/clients?'));
    expect(asked.some((request) => request.includes('filters%5BlastName%5D=Dudek'))).toBe(true);
    expect(asked.some((request) => /filters%5B\w+%5D=Dud(&|$)/.test(request))).toBe(false);

    // Arrow keys move to the profile (the first press selects the first action); Enter opens its page.
    const index = listed().findIndex((text) => text.includes('Krzysztof Dudek'));
    for (let step = 0; step <= index; step += 1) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/profiles\/1200000001$/));
  });

  it('lists documents by their name, with their kind and slug', async () => {
    const token = session.get()?.token;
    const { search, user } = await openPalette(service);
    const first = (
      await service.call('GET', '/schema-service/v2/documents?limit=1', { token: session.get()?.token ?? token })
    ).body[0] as { name: string; slug: string | null };
    await user.type(search, first.name);

    await screen.findByRole('group', { name: 'Documents' }, { timeout: 20_000 });
    await waitFor(() =>
      expect(listed()).toContainEqual(
        expect.stringContaining(`${first.name}${first.slug ? `Document · ${first.slug}` : 'Document'}`),
      ),
    );
    expect(service.requests.some((request) => request.includes('/documents?') && request.includes('search='))).toBe(
      true,
    );
  });

  it('says when no profile or document has the name', async () => {
    const { search, user } = await openPalette(service);
    await user.type(search, 'Qzxwvj');
    await waitFor(() => expect(paletteStatus()).toHaveTextContent('No profile or document named “Qzxwvj”.'), {
      timeout: 20_000,
    });
  });
});
