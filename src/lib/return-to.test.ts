import { safeReturnTo, withReturnTo } from './return-to';
import { safeHttpUrl } from './safe-url';

describe('return-to paths', () => {
  it('accepts in-app paths with their query', () => {
    expect(safeReturnTo('/profiles?page=2')).toBe('/profiles?page=2');
  });

  it('refuses other hosts, schemes and the sign-in page itself', () => {
    for (const value of [
      '//evil.test/x',
      'https://evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '/sign-in?x=1',
      '',
      null,
    ]) {
      expect(safeReturnTo(value)).toBeNull();
    }
  });

  it('refuses control characters, which the URL parser would drop to make //host', () => {
    const controls = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\x7f'];
    for (const c of controls) {
      expect(safeReturnTo(`/${c}/evil.test`)).toBeNull();
      expect(safeReturnTo(`/profiles${c}`)).toBeNull();
    }
    for (const value of [
      '/\t/evil.test',
      '/\n/evil.test',
      '/\r/evil.test',
      '/\t\\evil.test',
      '/\n/\n/evil.test/x?y=1',
    ]) {
      expect(safeReturnTo(value)).toBeNull();
    }
  });

  it('refuses whatever resolves to another origin or to the sign-in page', () => {
    for (const value of ['/\\/evil.test', '/./sign-in', '/profiles/../sign-in?x=1'])
      expect(safeReturnTo(value)).toBeNull();
    // Encoded characters stay part of the path: the app's own page, not another host.
    expect(safeReturnTo('/%09/evil.test')).toBe('/%09/evil.test');
    expect(safeReturnTo('/profiles/42#events')).toBe('/profiles/42#events');
  });

  it('adds returnTo only when it leads somewhere other than the start page', () => {
    expect(withReturnTo('/sign-in', '/profiles?page=2', { reason: 'expired' })).toBe(
      '/sign-in?reason=expired&returnTo=%2Fprofiles%3Fpage%3D2',
    );
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
