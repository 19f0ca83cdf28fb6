import { screen, within } from '@testing-library/react';
import type { TestService } from '../../../test/render-route';

// What the profiles list's route tests (profiles-list-route*.test.tsx) share.

/** The listings the page asked the service for, as their query parameters. */
export const listings = (service: TestService) =>
  service.requests
    .filter((request) => request.startsWith('GET /v4/clients?'))
    .map((request) => new URL(request.slice(4), 'https://x').searchParams);
export const table = () => screen.getByRole('table', { name: 'Profiles' });
/** The text of one column of the table's body, top to bottom. */
export function column(name: string): string[] {
  const headers = within(table())
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  const index = headers.indexOf(name);
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]!.textContent ?? '');
}
