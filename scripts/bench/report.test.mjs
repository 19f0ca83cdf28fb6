import { describe, expect, it } from 'vitest';
import { renderReport, renderSuite, splitFigure } from './report.mjs';

const options = { date: '2026-12-01', machine: '2 cores (Test CPU), Linux 6.1, Node v20.19.0' };

describe('bench report', () => {
  it('splits a figure at the last ": " outside parentheses', () => {
    expect(splitFigure('/profiles route JavaScript (gzipped, loaded on top of the shell): 18.3 KiB')).toEqual({
      figure: '/profiles route JavaScript (gzipped, loaded on top of the shell)',
      value: '18.3 KiB',
    });
    expect(
      splitFigure('Lighthouse performance, sign-in page (production build): 95 / 100 (median of 3: 95, 95, 95)'),
    ).toEqual({
      figure: 'Lighthouse performance, sign-in page (production build)',
      value: '95 / 100 (median of 3: 95, 95, 95)',
    });
    expect(splitFigure('50,000-row import: main-thread long tasks: 1 (total 80 ms, longest 80 ms) over 44 s')).toEqual({
      figure: '50,000-row import: main-thread long tasks',
      value: '1 (total 80 ms, longest 80 ms) over 44 s',
    });
    expect(splitFigure('/documents/:id typing → preview updated: 319 ms')).toEqual({
      figure: '/documents/:id typing → preview updated',
      value: '319 ms',
    });
    expect(splitFigure('a line without a value')).toEqual({ figure: 'a line without a value', value: '' });
  });

  it('writes one table per suite with its date and machine, escaping pipes', () => {
    const text = renderSuite('search', ['/search route JavaScript: 54.0 KiB', 'odd | figure: a | b'], options);
    expect(text).toContain('## search\n\nMeasured on 2026-12-01, 2 cores (Test CPU), Linux 6.1, Node v20.19.0.');
    expect(text).toContain('| /search route JavaScript | 54.0 KiB |');
    expect(text).toContain('| odd \\| figure | a \\| b |');
  });

  it('writes a suite’s own table as a table, above its figures, and names the commit', () => {
    const text = renderSuite(
      'lighthouse',
      ['Lighthouse mobile, /: performance 0.97', '', '| route | performance |', '|---|---|', '| `/` | 0.97 |'],
      { ...options, commit: 'abc1234' },
    );
    expect(text).toContain('Measured on 2026-12-01 at commit abc1234, 2 cores');
    expect(text).toContain('\n| route | performance |\n|---|---|\n| `/` | 0.97 |\n\n| figure | value |');
    expect(text).toContain('| Lighthouse mobile, / | performance 0.97 |');
    expect(text).not.toContain('\\|');
    expect(text).not.toContain('|  |  |');
  });

  it('replaces the suites that ran and keeps the others in place', () => {
    const first = renderReport(
      '',
      new Map([
        ['sign-in', ['a: 1']],
        ['search', ['b: 2']],
      ]),
      options,
    );
    const second = renderReport(
      first,
      new Map([
        ['search', ['b: 3']],
        ['lighthouse', ['c: 4']],
      ]),
      { ...options, date: '2026-12-02' },
    );
    expect(second.startsWith('# Benchmarks\n')).toBe(true);
    expect(second.match(/^## /gm)).toHaveLength(3);
    expect(second.indexOf('## sign-in')).toBeLessThan(second.indexOf('## search'));
    expect(second.indexOf('## search')).toBeLessThan(second.indexOf('## lighthouse'));
    expect(second).toContain('| a | 1 |');
    expect(second).not.toContain('| b | 2 |');
    expect(second).toContain('| b | 3 |');
    expect(second).toMatch(/## sign-in\n\nMeasured on 2026-12-01/);
    expect(second).toMatch(/## search\n\nMeasured on 2026-12-02/);
    // Rendering again with nothing new is stable.
    expect(renderReport(second, new Map(), options)).toBe(second);
  });
});
