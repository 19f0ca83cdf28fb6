// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { session } from '../../../lib/api';
import { signInForTest } from '../../../test/session';
import { renderRoutes } from '../../../test/render';
import { SearchAsCustomerButton } from './search-as-customer-button';

function signInWith(authorities: string[]) {
  signInForTest({ token: 't', authorities, workspace: { guid: 'g', id: 1, name: 'W' } });
}

describe('SearchAsCustomerButton', () => {
  afterEach(() => session.set(null));

  it('links to the playground with the profile uuid and personalisation compared', () => {
    signInWith(['ITEMS_SEARCH_READ']);
    renderRoutes([{ path: '/', element: <SearchAsCustomerButton uuid="0b5c5d2e-1111-4222-8333-444455556666" /> }], '/');
    expect(screen.getByRole('link', { name: 'Search as this customer' })).toHaveAttribute(
      'href',
      '/w/g/search?clientUUID=0b5c5d2e-1111-4222-8333-444455556666&personalize=compare',
    );
  });

  it('is not offered to a role without the search section', () => {
    signInWith(['ROLE_CLIENT_SHOW']);
    renderRoutes([{ path: '/', element: <SearchAsCustomerButton uuid="u" /> }], '/');
    expect(screen.queryByRole('link', { name: 'Search as this customer' })).toBeNull();
  });
});
