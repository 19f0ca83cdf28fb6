import { previewVerdict, reasonInWords, type Rival, type VerdictInput } from './preview-verdict';

const maria = { clientId: 1_000_001, firstName: 'Maria', lastName: 'Nowak', city: 'Gdańsk' };
const rival = (name: string, priority: number, slug: string | null = 'home-summer'): Rival => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  slug,
  priority,
});

const base: VerdictInput = {
  name: 'Maria Nowak',
  profile: maria,
  saved: {
    content: { title: 'Hi {{ customer.firstName }}' },
    slug: 'home-welcome',
    schema: 'banner',
    hasAudience: true,
  },
  preview: {
    content: { title: 'Hi Maria' },
    audience: { included: true, reason: 'Audience ALL: every profile' },
    outrankedBy: [],
  },
  unsaved: { audience: false, ranking: false },
};

/** The input with some parts replaced (one level deep). */
function given(change: {
  name?: string;
  profile?: VerdictInput['profile'];
  saved?: Partial<VerdictInput['saved']>;
  preview?: Partial<VerdictInput['preview']>;
  unsaved?: Partial<VerdictInput['unsaved']>;
}): VerdictInput {
  return {
    name: change.name ?? base.name,
    profile: change.profile === undefined ? base.profile : change.profile,
    saved: { ...base.saved, ...change.saved },
    preview: { ...base.preview, ...change.preview },
    unsaved: { ...base.unsaved, ...change.unsaved },
  };
}

const five = [
  rival('Summer banner', 80),
  rival('Spring banner', 70),
  rival('Clearance banner', 60),
  rival('Gift guide banner', 50),
  rival('Weekend banner', 45),
];

describe('previewVerdict: one sentence, the verdict first', () => {
  it.each<[string, Parameters<typeof given>[0], string]>([
    ['in the audience, nothing outranks it, content filled', {}, 'Maria Nowak sees this document'],
    [
      'outranked by a document of the same placement',
      { preview: { outrankedBy: five } },
      "Maria Nowak won't see this: Summer banner (priority 80) wins the same placement",
    ],
    [
      'outranked by a document of the same type in another placement',
      { preview: { outrankedBy: [rival('Cart banner', 90, 'cart-sale')] } },
      "Maria Nowak won't see this: Cart banner (priority 90) wins the same type (banner)",
    ],
    [
      'not in any of the segments',
      {
        preview: {
          audience: { included: false, reason: 'Not in any of the segments ‘VIP customers’' },
          outrankedBy: five,
        },
      },
      'Maria Nowak is not in the audience (not in any of the segments ‘VIP customers’)',
    ],
    [
      'a query it does not match (only the first sentence of the reason)',
      {
        preview: {
          audience: {
            included: false,
            reason:
              "Does not match the query: no ‘gold’ in the profile's values. QUERY audiences are evaluated by the analytics engine",
          },
        },
      },
      "Maria Nowak is not in the audience (does not match the query: no ‘gold’ in the profile's values)",
    ],
    [
      'no audience chosen nor saved',
      {
        saved: { hasAudience: false },
        preview: { audience: { included: false, reason: 'No audience set: the document reaches no profile' } },
      },
      'Maria Nowak is not in the audience (no audience set: the document reaches no profile)',
    ],
    [
      'an audience chosen in the form, none saved: never "no audience set"',
      {
        saved: { hasAudience: false, content: {} },
        preview: {
          content: {},
          audience: { included: false, reason: 'No audience set: the document reaches no profile' },
        },
        unsaved: { audience: true },
      },
      'No audience saved yet: save to check who sees it',
    ],
    [
      'another audience chosen in the form than the saved one',
      { unsaved: { audience: true } },
      'Audience changed but not saved yet: save to check who sees it',
    ],
    [
      'the service generates nothing: the insert with no value is named',
      { profile: { clientId: 9 }, name: 'Profile 9', preview: { content: {} } },
      'Profile 9 sees an empty rendering: customer.firstName is missing',
    ],
    [
      'two inserts with no value',
      {
        profile: { clientId: 9 },
        name: 'Profile 9',
        saved: { content: '{{ customer.firstName }} in {{ customer.city }}' },
        preview: { content: '' },
      },
      'Profile 9 sees an empty rendering: customer.firstName and customer.city are missing',
    ],
    [
      'nothing saved yet: the content is not blamed on an insert',
      { saved: { content: {} }, preview: { content: {} } },
      'Maria Nowak sees an empty rendering: the saved document has no content yet',
    ],
  ])('%s', (_, change, sentence) => {
    expect(previewVerdict(given(change)).sentence).toBe(sentence);
  });

  it('names a few of the documents that win, and how many more', () => {
    const verdict = previewVerdict(given({ preview: { outrankedBy: five } }));
    expect(verdict.kind).toBe('outranked');
    expect(verdict.rivals.shown.map((r) => r.name)).toEqual(['Summer banner', 'Spring banner', 'Clearance banner']);
    expect(verdict.rivals.more).toBe(2);
  });

  it('lists no rivals when they do not decide the verdict', () => {
    const outside = previewVerdict(
      given({ preview: { outrankedBy: five, audience: { included: false, reason: 'Not in any of the segments' } } }),
    );
    expect(outside.rivals).toEqual({ shown: [], more: 0 });
    expect(previewVerdict(given({})).rivals).toEqual({ shown: [], more: 0 });
  });

  it('with an unsaved audience, gives the saved audience verdict after, when one is saved', () => {
    const changed = previewVerdict(given({ unsaved: { audience: true }, preview: { outrankedBy: five } }));
    expect(changed.kind).toBe('audience-not-saved');
    expect(changed.savedAudienceSentence).toBe(
      "With the saved audience: Maria Nowak won't see this: Summer banner (priority 80) wins the same placement",
    );
    expect(changed.rivals.shown).toHaveLength(3);
    const none = previewVerdict(given({ unsaved: { audience: true }, saved: { hasAudience: false } }));
    expect(none.savedAudienceSentence).toBeNull();
    expect(none.rivals.shown).toEqual([]);
  });

  it('says when the competing documents are those of the saved priority, slug or type', () => {
    expect(previewVerdict(given({ unsaved: { ranking: true } })).caveat).toMatch(/changed but not saved/);
    expect(previewVerdict(given({})).caveat).toBeNull();
  });
});

describe('reasons and lists in words', () => {
  it.each([
    ['Not in any of the segments ‘VIP’', 'not in any of the segments ‘VIP’'],
    ['Audience ALL: every profile.', 'audience ALL: every profile'],
    ['ALL profiles', 'ALL profiles'],
    ['', 'the service gave no reason'],
  ])('%j → %j', (reason, words) => expect(reasonInWords(reason)).toBe(words));
});
