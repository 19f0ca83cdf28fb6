import type { Session } from '../lib/session';
import { entryRedirect } from './entry-redirect';

const session = (stage: Session['stage']): Session => ({
  regionId: 'azure-eu',
  token: 't',
  stage,
  username: 'ada@demo.test',
  mfaMethods: [],
  consumer: null,
  workspace: stage === 'workspace' ? { guid: 'g', id: 1, name: 'Northwind Retail' } : null,
});

describe('entry redirect (before the router loads page code)', () => {
  it('sends a visitor without a session from any page to sign-in, remembering the page', () => {
    expect(entryRedirect(null, 'http://app.test/')).toBe('/sign-in');
    expect(entryRedirect(null, 'http://app.test/profiles/12/events?range=7d#top')).toBe(
      `/sign-in?returnTo=${encodeURIComponent('/profiles/12/events?range=7d#top')}`,
    );
    expect(entryRedirect(null, 'http://app.test/workspaces')).toBe(
      `/sign-in?returnTo=${encodeURIComponent('/workspaces')}`,
    );
  });

  it('treats a session still waiting for its MFA code as none', () => {
    expect(entryRedirect(session('mfa'), 'http://app.test/documents')).toBe(
      `/sign-in?returnTo=${encodeURIComponent('/documents')}`,
    );
  });

  it('leaves the sign-in page itself, with its query, alone', () => {
    expect(entryRedirect(null, 'http://app.test/sign-in')).toBeNull();
    expect(entryRedirect(null, 'http://app.test/sign-in/?returnTo=%2Fsearch')).toBeNull();
    expect(entryRedirect(null, 'http://app.test/Sign-In')).toBeNull();
  });

  it('leaves signed-in people where they are (the route guards handle the workspace step)', () => {
    expect(entryRedirect(session('user'), 'http://app.test/profiles')).toBeNull();
    expect(entryRedirect(session('workspace'), 'http://app.test/profiles')).toBeNull();
  });
});
