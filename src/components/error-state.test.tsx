// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { ApiError } from '../lib/api-error';
import { renderWithMantine } from '../test/render';
import { ErrorState } from './error-state';

const refusal = (message: string, requiredPermission = 'ROLE_CLIENT_EDIT') =>
  new ApiError({
    kind: 'http',
    status: 403,
    method: 'POST',
    path: '/v4/clients/batch',
    body: { status: 403, message },
    requiredPermission,
  });

describe('ErrorState for a refusal (403)', () => {
  it('says in words what the role cannot do, and names the permission once, in the detail line', () => {
    const { container } = renderWithMantine(
      <ErrorState error={refusal('Missing permission: ROLE_CLIENT_EDIT')} title="The import stopped" />,
    );
    expect(screen.getByRole('alert', { name: 'The import stopped' })).toBeVisible();
    expect(screen.getByText('Your role can view profiles but not change them.')).toBeVisible();
    expect(container.textContent?.match(/ROLE_CLIENT_EDIT/g)).toHaveLength(1);
    expect(screen.getByText(/^Missing permission: ROLE_CLIENT_EDIT\./)).toBeVisible();
  });

  it('keeps what else the service said', () => {
    const { container } = renderWithMantine(
      <ErrorState error={refusal('Access to search configuration denied. Missing permission: ITEMS_SEARCH_READ')} />,
    );
    expect(screen.getByText('Your role cannot use item search.')).toBeVisible();
    expect(screen.getByText('Access to search configuration denied.')).toBeVisible();
    expect(container.textContent?.match(/ITEMS_SEARCH_READ/g)).toHaveLength(1);
  });

  it('shows the service’s reason first when it names no permission', () => {
    renderWithMantine(<ErrorState error={refusal('This workspace requires MFA', 'ROLE_CLIENT_SHOW')} />);
    expect(screen.getByText('This workspace requires MFA')).toBeVisible();
    expect(screen.queryByText(/Your role/)).toBeNull();
    expect(screen.getByText(/^Permission this needs: ROLE_CLIENT_SHOW\./)).toBeVisible();
  });
});
