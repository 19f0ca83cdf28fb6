import { expect, type Page } from '@playwright/test';

export interface RecordIds {
  profile: string;
  document: string;
}

/** A profile and a document of the workspace, read from the overview's recent lists. */
export async function readRecentIds(page: Page): Promise<RecordIds> {
  const hrefOf = async (region: string) =>
    (await page
      .getByRole('region', { name: region })
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .getAttribute('href')) ?? '';
  const profile = (await hrefOf('Recently active profiles')).split('/').pop() ?? '';
  const document = (await hrefOf('Recently changed documents')).split('/').pop() ?? '';
  expect(profile).toMatch(/^\d+$/);
  expect(document).not.toBe('');
  return { profile, document };
}
