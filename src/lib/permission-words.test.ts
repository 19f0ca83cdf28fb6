import { explainRefusal, missingPermissionDetail, missingPermissionSentence } from './permission-words';

describe('missing permissions in words', () => {
  it('says what a role can do and what it cannot, without the constants', () => {
    expect(missingPermissionSentence(['ROLE_CLIENT_EDIT'])).toBe('Your role can view profiles but not change them.');
    expect(missingPermissionSentence(['ROLE_CLIENT_CREATE', 'ROLE_CLIENT_EDIT'])).toBe(
      'Your role can view profiles but not create or change them.',
    );
    expect(missingPermissionSentence(['ASSETS_DOCS_CREATE', 'ASSETS_DOCS_EDIT', 'ASSETS_DOCS_DELETE'])).toBe(
      'Your role can view documents but not create, change or delete them.',
    );
  });

  it('says the role cannot view at all when the read authority is missing or not held', () => {
    expect(missingPermissionSentence(['CLIENT_ACTIVITIES_READ'])).toBe('Your role cannot view event timelines.');
    expect(missingPermissionSentence(['ROLE_CLIENT_SHOW', 'ROLE_CLIENT_EDIT'])).toBe('Your role cannot view profiles.');
    expect(missingPermissionSentence(['ROLE_CLIENT_CREATE'], [])).toBe('Your role cannot view profiles.');
    expect(missingPermissionSentence(['ROLE_CLIENT_CREATE'], ['ROLE_CLIENT_SHOW'])).toBe(
      'Your role can view profiles but not create them.',
    );
  });

  it('has a sentence for personal data and search, and a general one for what it does not know', () => {
    expect(missingPermissionSentence(['ROLE_CLIENT_PII_SHOW'])).toMatch(/^Your role cannot see personal data/);
    expect(missingPermissionSentence(['ITEMS_SEARCH_READ'])).toBe('Your role cannot use item search.');
    expect(missingPermissionSentence(['REALM_CLIENT'])).toBe('Your role does not include a permission this needs.');
    for (const constant of ['ROLE_CLIENT_PII_SHOW', 'ITEMS_SEARCH_READ', 'REALM_CLIENT'])
      expect(missingPermissionSentence([constant])).not.toContain(constant);
  });

  it('names the constants in the detail line', () => {
    expect(missingPermissionDetail(['ROLE_CLIENT_EDIT'])).toBe('Missing permission: ROLE_CLIENT_EDIT');
    expect(missingPermissionDetail(['A', 'B'])).toBe('Missing permissions: A, B');
  });
});

describe('a refusal explained once', () => {
  it('puts words in place of the permission the service names, keeps the rest, and names the constant once', () => {
    expect(explainRefusal('Access denied. Missing permission: ROLE_CLIENT_EDIT.', 'ROLE_CLIENT_EDIT')).toEqual({
      words: 'Your role can view profiles but not change them.',
      message: 'Access denied.',
      detail: 'Missing permission: ROLE_CLIENT_EDIT',
    });
    expect(explainRefusal('Missing permission: ROLE_CLIENT_EDIT', 'ROLE_CLIENT_EDIT').message).toBe('');
  });

  it('keeps a message that names no permission as the reason', () => {
    expect(explainRefusal('This workspace requires MFA', 'ROLE_CLIENT_SHOW')).toEqual({
      words: null,
      message: 'This workspace requires MFA',
      detail: 'Permission this needs: ROLE_CLIENT_SHOW',
    });
    expect(explainRefusal('Forbidden', undefined)).toEqual({ words: null, message: 'Forbidden', detail: null });
  });
});
