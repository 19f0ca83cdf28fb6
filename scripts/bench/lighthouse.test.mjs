import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bodiesIn, figuresOf } from './lighthouse.mjs';

function report(observedLcp) {
  const script = (url, networkRequestTime, transferSize) => ({
    url,
    resourceType: 'Script',
    networkRequestTime,
    transferSize,
  });
  return {
    categories: { performance: { score: 0.9 } },
    audits: {
      'largest-contentful-paint': { numericValue: 2000 },
      'total-blocking-time': { numericValue: 100 },
      metrics: { details: { items: [{ observedLargestContentfulPaint: observedLcp }] } },
      'network-requests': {
        details: {
          items: [
            { url: 'http://app/', resourceType: 'Document', networkRequestTime: 0, transferSize: 900 },
            script('http://app/assets/index.js', 10, 100_000),
            script('http://app/assets/page.js', 400, 30_000),
            script('http://app/assets/json-code-editor.js', 1300, 120_000),
          ],
        },
      },
    },
  };
}

describe('Lighthouse figures', () => {
  it('counts each script as its gzip twin where it was sent as its Brotli one, and as sent apart', () => {
    const bodies = { 'http://app/assets/index.js': { sent: 85_000, gzip: 99_000 } };
    const figures = figuresOf(report(1200), (url) => bodies[url]);
    expect(figures.jsBeforeLcp).toBe(144_000);
    expect(figures.jsBeforeLcpSent).toBe(130_000);
    expect(figures.js).toBe(264_000);
  });

  it('reads the sizes of a built file and its twins', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bodies-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/a.js'), 'x'.repeat(100));
    writeFileSync(join(dir, 'assets/a.js.gz'), 'x'.repeat(40));
    writeFileSync(join(dir, 'assets/a.js.br'), 'x'.repeat(30));
    writeFileSync(join(dir, 'assets/b.js'), 'x'.repeat(50));
    writeFileSync(join(dir, 'assets/b.js.gz'), 'x'.repeat(45));
    writeFileSync(join(dir, 'assets/c.js'), 'x'.repeat(20));
    const bodiesOf = bodiesIn(dir);
    expect(bodiesOf('http://app/assets/a.js')).toEqual({ sent: 30, gzip: 40 });
    expect(bodiesOf('http://app/assets/b.js')).toEqual({ sent: 45, gzip: 45 });
    expect(bodiesOf('http://app/assets/c.js')).toEqual({ sent: 20, gzip: 20 });
    expect(bodiesOf('http://app/assets/gone.js')).toBeUndefined();
    rmSync(dir, { recursive: true });
  });

  it('counts the JavaScript requested before the observed largest paint apart from the whole route', () => {
    const figures = figuresOf(report(1200));
    expect(figures.js).toBe(250_000);
    expect(figures.jsBeforeLcp).toBe(130_000);
    expect(figures.files).toBe(3);
  });
});
