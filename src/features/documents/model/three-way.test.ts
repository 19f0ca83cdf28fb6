import type { Editable } from './editor-values';
import {
  absent,
  allOf,
  compareThreeWays,
  conflictVerdict,
  jsonPathLabel,
  mergeThreeWays,
  prefilledChoices,
  unchosen,
  type ChangeKind,
} from './three-way';

const base: Editable = {
  name: 'Summer banner',
  slug: 'home-summer',
  schema: 'banner',
  priority: 10,
  groupId: '',
  directoryId: 'dir-1',
  audience: { targetType: 'SEGMENT', segments: ['a', 'b'], query: '' },
  content: JSON.stringify({ hero: { title: 'Hi', cta: 'Go' }, items: [1, 2], footer: 'x' }, null, 2),
};
const content = (value: unknown) => JSON.stringify(value, null, 2);
const given = (change: Partial<Editable>): Editable => ({ ...base, ...change });
const kinds = (mine: Editable, theirs: Editable) =>
  Object.fromEntries(compareThreeWays(base, mine, theirs).map((row) => [row.label, row.kind]));

describe('compareThreeWays', () => {
  it.each<[string, Partial<Editable>, Partial<Editable>, Record<string, ChangeKind>]>([
    ['nothing moved', {}, {}, {}],
    ['only mine', { name: 'Mine' }, {}, { Name: 'mine' }],
    ['only theirs', {}, { priority: 70 }, { Priority: 'theirs' }],
    ['both, the same way', { slug: 'same' }, { slug: 'same' }, { Slug: 'both-same' }],
    ['both, differently', { name: 'Mine' }, { name: 'Theirs' }, { Name: 'conflict' }],
    ['a name differing only by outer spaces is no change', { name: ' Summer banner ' }, {}, {}],
    [
      'segments in another order are the same audience',
      { audience: { targetType: 'SEGMENT', segments: ['b', 'a'], query: '' } },
      {},
      {},
    ],
    [
      'audience changed on both sides differently',
      { audience: { targetType: 'ALL', segments: [], query: '' } },
      { audience: { targetType: 'SEGMENT', segments: ['c'], query: '' } },
      { Audience: 'conflict' },
    ],
    [
      'content by JSON path: theirs changed one key, mine another',
      { content: content({ hero: { title: 'Hello', cta: 'Go' }, items: [1, 2], footer: 'x' }) },
      { content: content({ hero: { title: 'Hi', cta: 'Buy' }, items: [1, 2], footer: 'x' }) },
      { '$.hero.title': 'mine', '$.hero.cta': 'theirs' },
    ],
    [
      'content: an array is one value; an added and a removed key',
      { content: content({ hero: { title: 'Hi', cta: 'Go' }, items: [1, 2, 3], footer: 'x', 'new key': 1 }) },
      { content: content({ hero: { title: 'Hi', cta: 'Go' }, items: [2], footer: 'x' }) },
      { $$items: 'conflict', '$["new key"]': 'mine' },
    ],
    [
      'content: they removed a key I changed',
      { content: content({ hero: { title: 'Hi', cta: 'Go' }, items: [1, 2], footer: 'y' }) },
      { content: content({ hero: { title: 'Hi', cta: 'Go' }, items: [1, 2] }) },
      { '$.footer': 'conflict' },
    ],
    ['content: formatting alone is no change', { content: JSON.stringify(JSON.parse(base.content)) }, {}, {}],
    ['content that is not JSON is one row', { content: '{ "hero": ' }, {}, { 'Content (JSON)': 'mine' }],
  ])('%s', (_, mine, theirs, expected) => {
    const labelled = Object.fromEntries(
      Object.entries(expected).map(([label, kind]) => [label.replace('$$', '$.'), kind]),
    );
    expect(kinds(given(mine), given(theirs))).toEqual(labelled);
  });

  it('keeps the three values of each row, with absent for a removed key', () => {
    const [row] = compareThreeWays(
      base,
      given({ content: content({ hero: { title: 'Hi', cta: 'Go' }, items: [1, 2], footer: 'y' }) }),
      given({ content: content({ hero: { title: 'Hi', cta: 'Go' }, items: [1, 2] }) }),
    );
    expect(row).toMatchObject({ base: 'x', mine: 'y', theirs: absent });
  });
});

describe('jsonPathLabel', () => {
  it.each([
    [['hero', 'title'], '$.hero.title'],
    [['two words'], '$["two words"]'],
    [['a', '0'], '$.a["0"]'],
  ])('%j is %s', (path, label) => expect(jsonPathLabel(path)).toBe(label));
});

describe('choices and the merge', () => {
  const mine = given({
    name: 'Mine',
    priority: 5,
    content: content({ hero: { title: 'Hello', cta: 'Go' }, items: [1, 2], footer: 'mine' }),
  });
  const theirs = given({
    name: 'Theirs',
    slug: 'their-slug',
    content: content({ hero: { title: 'Hi', cta: 'Buy' }, items: [1, 2], footer: 'theirs' }),
  });
  const rows = compareThreeWays(base, mine, theirs);

  it('prefills the rows one side changed, and leaves the conflicts to the person', () => {
    const choices = prefilledChoices(rows);
    expect(choices).toEqual({
      slug: 'theirs',
      priority: 'mine',
      'content:["hero","title"]': 'mine',
      'content:["hero","cta"]': 'theirs',
    });
    expect(unchosen(rows, choices).map((row) => row.label)).toEqual(['Name', '$.footer']);
  });

  it.each<[string, Parameters<typeof mergeThreeWays>[3], Partial<Editable>, unknown]>([
    [
      'all mine: my values over their version',
      allOf(rows, 'mine'),
      { name: 'Mine', slug: 'home-summer', priority: 5 },
      { hero: { title: 'Hello', cta: 'Go' }, items: [1, 2], footer: 'mine' },
    ],
    [
      'all theirs: their version as it is',
      allOf(rows, 'theirs'),
      { name: 'Theirs', slug: 'their-slug', priority: 10 },
      { hero: { title: 'Hi', cta: 'Buy' }, items: [1, 2], footer: 'theirs' },
    ],
    [
      'part by part: prefilled, their name, my footer',
      { ...prefilledChoices(rows), name: 'theirs', 'content:["footer"]': 'mine' },
      { name: 'Theirs', slug: 'their-slug', priority: 5 },
      { hero: { title: 'Hello', cta: 'Buy' }, items: [1, 2], footer: 'mine' },
    ],
  ])('%s', (_, choices, settings, expectedContent) => {
    const merged = mergeThreeWays(mine, theirs, rows, choices);
    expect(merged).toMatchObject(settings);
    expect(JSON.parse(merged.content)).toEqual(expectedContent);
  });

  it('removes a key when mine removed it, and rebuilds a parent theirs turned into a value', () => {
    const b = given({ content: content({ a: { b: 1 }, c: 1 }) });
    const m = given({ content: content({ a: { b: 2 } }) });
    const t = given({ content: content({ a: 'flat', c: 1 }) });
    const all = compareThreeWays(b, m, t);
    expect(JSON.parse(mergeThreeWays(m, t, all, allOf(all, 'mine')).content)).toEqual({ a: { b: 2 } });
  });
});

describe('conflictVerdict', () => {
  it.each<[ChangeKind[], string]>([
    [
      ['theirs', 'theirs', 'conflict', 'mine'],
      "The server's version changed 2 fields you did not touch and 1 field you both changed differently.",
    ],
    [['theirs'], "The server's version changed 1 field you did not touch."],
    [['conflict', 'conflict'], "The server's version changed 2 fields you both changed differently."],
    [
      ['both-same', 'mine'],
      "The server's version changed nothing you did not change the same way: saving keeps everything.",
    ],
  ])('%j', (kindsOfRows, sentence) => {
    const rows = kindsOfRows.map((kind, index) => ({
      key: `${index}`,
      label: `${index}`,
      kind,
      base: 0,
      mine: 1,
      theirs: 2,
    }));
    expect(conflictVerdict(rows)).toBe(sentence);
  });
});
