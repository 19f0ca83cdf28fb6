import { safeReturnTo, withReturnTo } from './return-to';
import { safeHttpUrl } from './safe-url';

describe('return-to paths', () => {
  it('accepts in-app paths with their query', () => {
    expect(safeReturnTo('/profiles?page=2')).toBe('/profiles?page=2');
  });

  it('refuses other hosts, schemes and the sign-in page itself', () => {
    for (const value of ['//evil.test/x', 'https://evil.test', '/\\evil.test', 'javascript:alert(1)', '/sign-in?x=1', '', null]) {
      expect(safeReturnTo(value)).toBeNull();
    }
  });

  it('adds returnTo only when it leads somewhere other than the start page', () => {
    expect(withReturnTo('/sign-in', '/profiles?page=2', { reason: 'expired' })).toBe('/sign-in?reason=expired&returnTo=%2Fprofiles%3Fpage%3D2');
    expect(withReturnTo('/workspaces', '/')).toBe('/workspaces');
  });
});

describe('service URLs', () => {
  it('allows http and https only', () => {
    expect(safeHttpUrl('https://cdn.example.test/logo.png')).toBe('https://cdn.example.test/logo.png');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:image/png;base64,xx')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
  });
});
