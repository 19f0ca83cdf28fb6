import { describe, expect, it } from 'vitest';
import { inpOf, inpTable, interactions, phasesOf } from './inp.mjs';

describe('INP suite', () => {
  it('measures the five interactions of issue 35, each on its own page', () => {
    expect(interactions.map(({ name }) => name)).toEqual([
      'typing a search query',
      'sorting the profile list',
      'opening a profile section to edit',
      "changing the timeline's range",
      "opening a search result's explanation",
    ]);
  });

  it('writes each median against the goal, and by how much a miss misses it', () => {
    const rows = [
      { name: 'typing a search query', path: '/search', inp: 120.4 },
      { name: 'sorting the profile list', path: '/profiles', inp: 200.4 },
      { name: "changing the timeline's range", path: '/profiles/:id/events', inp: 263.6 },
    ];
    expect([...inpTable(rows)]).toEqual([
      '| interaction | page | INP (median) | goal | verdict |',
      '|---|---|---|---|---|',
      '| typing a search query | `/search` | 120 ms | ≤ 200 ms | pass |',
      '| sorting the profile list | `/profiles` | 200 ms | ≤ 200 ms | pass |',
      "| changing the timeline's range | `/profiles/:id/events` | 264 ms | ≤ 200 ms | fail (+64 ms) |",
    ]);
  });

  it('takes INP from a timespan report, and refuses one that saw no interaction', () => {
    expect(inpOf({ audits: { 'interaction-to-next-paint': { numericValue: 88 } } }, 'x')).toBe(88);
    // Lighthouse marks the audit not applicable, without a value, when nothing was pressed or typed.
    expect(() => inpOf({ audits: { 'interaction-to-next-paint': { score: null } } }, 'sorting')).toThrow(
      /no interaction while sorting/,
    );
  });

  it("splits an interaction's time into input delay, processing and presentation", () => {
    const phase = (name, total) => ({ phase: name, total, subItems: { type: 'subitems', items: [] } });
    const lhr = {
      audits: {
        'work-during-interaction': {
          details: {
            type: 'list',
            items: [
              { type: 'table', items: [{ node: { nodeLabel: 'Email' } }] },
              {
                type: 'table',
                items: [
                  phase('Input delay', 19.3),
                  phase('Processing duration', 0.5),
                  phase('Presentation delay', 357.3),
                ],
              },
            ],
          },
        },
      },
    };
    expect(phasesOf(lhr)).toEqual({ input: 19, processing: 1, presentation: 357 });
  });
});
