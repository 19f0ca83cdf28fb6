import { describe, expect, it } from 'vitest';
import { figuresOf } from './lighthouse.mjs';

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
  it('counts the JavaScript requested before the observed largest paint apart from the whole route', () => {
    const figures = figuresOf(report(1200));
    expect(figures.js).toBe(250_000);
    expect(figures.jsBeforeLcp).toBe(130_000);
    expect(figures.files).toBe(3);
  });
});
