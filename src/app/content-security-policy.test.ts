import { readFileSync } from 'node:fs';
import { contentSecurityPolicy, responseNeedsPolicy } from './content-security-policy';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('Content-Security-Policy of the build', () => {
  it('allows scripts from the app only, and no plugins, framing, base or form targets elsewhere', () => {
    const d = directives(contentSecurityPolicy({ simulatorMode: 'off' }));
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['form-action']).toEqual(["'self'"]);
    expect(d['worker-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual([
      "'self'",
      'https://api.synerise.com',
      'https://api.azu.synerise.com',
      'https://api.geb.synerise.com',
    ]);
  });

  it('adds the simulator server (its origin) for builds against it, nothing for the in-page simulator', () => {
    const http = directives(contentSecurityPolicy({ simulatorMode: 'http', simulatorUrl: 'http://127.0.0.1:4016/' }));
    expect(http['connect-src']).toContain('http://127.0.0.1:4016');
    expect(http['img-src']).toContain('http://127.0.0.1:4016');
    expect(contentSecurityPolicy({ simulatorMode: 'browser', simulatorUrl: 'http://127.0.0.1:4016' })).toBe(
      contentSecurityPolicy({ simulatorMode: 'off' }),
    );
  });

  it('is the header docs/deployment.md tells a real host to send', () => {
    const readme = readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8');
    expect(readme).toContain(`Content-Security-Policy: ${contentSecurityPolicy({ simulatorMode: 'off' })}\n`);
  });

  it('goes on documents and workers, not on the modules and stylesheets their documents load', () => {
    for (const path of ['/', '/sign-in', '/w/abc/profiles/1/events', '/mockServiceWorker.js', '/favicon.svg'])
      expect(responseNeedsPolicy(path), path).toBe(true);
    expect(responseNeedsPolicy('/assets/worker.import-worker-D8BPOv2r.js')).toBe(true);
    for (const path of ['/assets/index-CvEZrd-X.js', '/assets/mantine-Button-x1.css', '/assets/import-worker-x.js'])
      expect(responseNeedsPolicy(path), path).toBe(false);
  });
});
