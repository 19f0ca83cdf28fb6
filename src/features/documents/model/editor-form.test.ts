import { expectTypeOf } from 'vitest';
import { editorValuesOf, type EditorStart } from './editor-values';
import {
  audienceBodyOf,
  contentBodyOf,
  editorFieldOf,
  editorFormSchema,
  partsToSave,
  withMyChanges,
  type EditorValues,
} from './editor-form';
import type { Document } from '../api/schemas';
import { queryExample, ruleMessages } from './document-rules';

const document: Document = {
  id: '6f1c1f7e-8a51-4c5e-9a53-0c3a1c1b2d10',
  name: 'Welcome banner',
  priority: 40,
  content: { greeting: 'Hi {{ customer.firstName }}' },
  slug: 'welcome-banner',
  schema: 'banner',
  groupId: null,
  group: null,
  directoryId: 'd1',
  directory: { id: 'd1', name: 'Main' },
  audience: { targetType: 'ALL' },
  scheduled: false,
  status: 'DRAFT',
  author: { id: 1, name: 'Ada' },
  authorId: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  deletedAt: null,
};

const saved = editorValuesOf(document);
const edit = (change: Partial<EditorValues>): EditorValues => ({ ...saved, ...change });

describe('the content as the editor opens it', () => {
  it('a new document (empty content) opens with an empty editor, not `{}` that typing would land after', () => {
    expect(editorValuesOf({ ...document, content: {} }).content).toBe('');
    expect(editorValuesOf({ ...document, content: '' }).content).toBe('');
    expect(editorValuesOf(document).content).toBe('{\n  "greeting": "Hi {{ customer.firstName }}"\n}');
  });

  it('an untouched empty editor is no change; content typed into it is', () => {
    const blank = editorValuesOf({ ...document, content: {} });
    expect(partsToSave(blank, blank)).toEqual([]);
    expect(partsToSave(blank, { ...blank, content: '{}' })).toEqual([]);
    expect(partsToSave(blank, { ...blank, content: '{"title": "Hi"}' })).toEqual(['content']);
    expect(contentBodyOf({ ...blank, content: '{"title": "Hi"}' }).content).toEqual({ title: 'Hi' });
  });
});

describe('which operations a save sends', () => {
  it('sends nothing when nothing changed, or when only the JSON formatting changed', () => {
    expect(partsToSave(saved, saved)).toEqual([]);
    expect(partsToSave(saved, edit({ content: '{"greeting":"Hi {{ customer.firstName }}"}' }))).toEqual([]);
  });

  it('a rename alone is only the rename', () => {
    expect(partsToSave(saved, edit({ name: 'Winter banner' }))).toEqual(['name']);
  });

  it('priority alone uses the priority operation; with content it travels in the content operation', () => {
    expect(partsToSave(saved, edit({ priority: 80 }))).toEqual(['priority']);
    expect(partsToSave(saved, edit({ priority: 80, slug: 'winter-banner' }))).toEqual(['content']);
  });

  it('content, slug, type, group and directory are the content-and-configuration part', () => {
    for (const change of [
      { content: '{"a": 1}' },
      { slug: 'x' },
      { schema: 'popup' },
      { groupId: 'g1' },
      { directoryId: 'd2' },
    ]) {
      expect(partsToSave(saved, edit(change))).toEqual(['content']);
    }
  });

  it('audience changes count by meaning (segment order does not matter); an unset audience is not sent', () => {
    const segments = edit({ audience: { targetType: 'SEGMENT', segments: ['a', 'b'], query: '' } });
    expect(partsToSave(saved, segments)).toEqual(['audience']);
    expect(
      partsToSave(segments, edit({ audience: { targetType: 'SEGMENT', segments: ['b', 'a'], query: 'ignored' } })),
    ).toEqual([]);
    expect(partsToSave(saved, edit({ audience: { targetType: '', segments: [], query: '' } }))).toEqual([]);
  });

  it('all four parts at once', () => {
    const all = edit({
      name: 'New',
      content: '{"b": 2}',
      priority: 3,
      audience: { targetType: 'QUERY', segments: [], query: 'city = Oslo' },
    });
    expect(partsToSave(saved, all)).toEqual(['name', 'content', 'audience']);
  });
});

describe('request bodies', () => {
  it('the content operation carries priority, the parsed content, slug, type, group (null when none) and directory', () => {
    expect(contentBodyOf(edit({ content: '{"a": "b"}' }))).toEqual({
      priority: 40,
      content: { a: 'b' },
      slug: 'welcome-banner',
      schema: 'banner',
      groupId: null,
      directoryId: 'd1',
    });
  });

  it('an audience sends only the part of its type', () => {
    expect(audienceBodyOf(edit({ audience: { targetType: 'SEGMENT', segments: ['s'], query: 'x' } }))).toEqual({
      targetType: 'SEGMENT',
      segments: ['s'],
    });
    expect(audienceBodyOf(edit({ audience: { targetType: 'QUERY', segments: ['s'], query: ' gold ' } }))).toEqual({
      targetType: 'QUERY',
      query: 'gold',
    });
    expect(audienceBodyOf(edit({ audience: { targetType: 'ALL', segments: ['s'], query: 'x' } }))).toEqual({
      targetType: 'ALL',
    });
  });
});

describe('the form refuses what the service would refuse', () => {
  const problems = (values: EditorValues) => {
    const result = editorFormSchema.safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('priority 101, -1 and 2.5', () => {
    for (const priority of [101, -1, 2.5, Number.NaN])
      expect(problems(edit({ priority }))).toHaveProperty('priority', 'Priority is a whole number from 0 to 100.');
    expect(problems(edit({ priority: 100 }))).toEqual({});
    expect(problems(edit({ priority: 0 }))).toEqual({});
  });

  it('slug "Bad Slug" and other slugs off the pattern', () => {
    for (const slug of ['Bad Slug', 'bad--slug', '-bad', 'bad-', 'Bad'])
      expect(problems(edit({ slug }))).toHaveProperty('slug');
    expect(problems(edit({ slug: 'welcome-banner-2' }))).toEqual({});
  });

  it('content that is not JSON, or not an object', () => {
    expect(problems(edit({ content: '{"a": ' }))).toHaveProperty('content');
    expect(problems(edit({ content: '[1, 2]' }))).toHaveProperty(
      'content',
      'The content must be a JSON object, like {"greeting": "Hi"}.',
    );
  });

  it('an empty editor is the empty object the content operation needs, not an error', () => {
    expect(problems(edit({ content: '' }))).toEqual({});
    expect(problems(edit({ content: '  \n ' }))).toEqual({});
    expect(contentBodyOf(edit({ content: '' })).content).toEqual({});
  });

  it('a segment audience without segments, a query audience without a query, an empty name', () => {
    expect(problems(edit({ audience: { targetType: 'SEGMENT', segments: [], query: '' } }))).toHaveProperty([
      'audience.segments',
    ]);
    expect(problems(edit({ audience: { targetType: 'QUERY', segments: [], query: '  ' } }))).toHaveProperty([
      'audience.query',
    ]);
    expect(problems(edit({ name: '  ' }))).toHaveProperty('name');
  });

  it("a query audience's query is the reference's stringified analysis: a JSON object, like the example", () => {
    const query = (text: string) => problems(edit({ audience: { targetType: 'QUERY', segments: [], query: text } }));
    for (const text of ['city = Oslo', '[1, 2]', '"gold"', '{"filter": "city = Oslo"'])
      expect(query(text), text).toEqual({ 'audience.query': ruleMessages.queryObject });
    expect(query(queryExample)).toEqual({});
    expect(query('{"filter":"tags contains newsletter AND countryCode = PL"}')).toEqual({});
    // Only a query audience is checked.
    expect(problems(edit({ audience: { targetType: 'ALL', segments: [], query: 'city = Oslo' } }))).toEqual({});
  });
});

it("the service's field names land on the editor's fields", () => {
  expect(editorFieldOf('segments[2]')).toBe('audience.segments');
  expect(editorFieldOf('targetType')).toBe('audience.targetType');
  expect(editorFieldOf('slug')).toBe('slug');
  expect(editorFieldOf('unknown')).toBeUndefined();
});

it("my changes on top of the server's latest version: what I changed stays, the rest is theirs", () => {
  const mine = edit({ name: 'My name', content: '{"mine": true}' });
  const theirs = editorValuesOf({
    ...document,
    priority: 90,
    name: 'Their name',
    updatedAt: '2026-11-22T08:00:00.000Z',
  });
  const merged = withMyChanges(mine, theirs);
  expect(merged).toMatchObject({
    name: 'My name',
    content: '{"mine": true}',
    priority: 90,
    baseUpdatedAt: '2026-11-22T08:00:00.000Z',
  });
  expect(JSON.parse(merged.baseValues)).toMatchObject({ name: 'Their name', priority: 90 });
});

describe('the values a document starts the editor with', () => {
  it("have the form's shape exactly (the stand-in draws them before the form's schema loads)", () => {
    expectTypeOf<EditorStart>().toEqualTypeOf<EditorValues>();
  });
});
