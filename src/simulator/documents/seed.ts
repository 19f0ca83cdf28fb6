import type { JsonObject } from '../http/errors';
import { randomInt, randomUuid, rngFor } from '../seed/prng';
import { PROFILE_REFERENCE_MS } from '../seed/profiles';
import { SEED_USERS } from '../seed/users';
import { WORKSPACE_INDEX, type SeedWorkspace } from '../seed/workspaces';
import { seedSegments, topCityOf } from './segments';
import type { Audience, Author, Directory, DocumentRecord, Group, SchemaType, WorkspaceDocuments } from './store';

/**
 * Seeded documents of a workspace: a pure function of the workspace index (built on its first use). Northwind
 * Retail has 280 documents, the others 40…119. Nine directories (four top-level, five nested), six groups,
 * the six schemas, nine segments (segments.ts); priorities 0…100; audiences about half ALL, a third SEGMENT, the
 * rest QUERY; about two thirds PUBLISHED; most contents hold `customer.*` inserts, a few a request value
 * (`{{ discountCode }}`) that only a POST body can fill; some contents are strings. Authors are the demo users
 * who may create documents in the workspace. Dates: during 2025 (before the profiles' reference date).
 */

const DAY_MS = 86_400_000;
const SEED_START_MS = PROFILE_REFERENCE_MS - 365 * DAY_MS;

export const SCHEMAS: readonly SchemaType[] = [
  { name: 'banner', description: 'A banner on a web page: title, subtitle, image and call to action.' },
  { name: 'email-block', description: 'A block of an email: subject line, heading and body text.' },
  { name: 'product-recommendation', description: 'A recommendation frame: title, strategy and number of products.' },
  { name: 'popup', description: 'A popup or overlay: headline, message and an offer.' },
  { name: 'push-message', description: 'A mobile push notification: title and body.' },
  { name: 'landing-hero', description: 'The hero section of a landing page (often plain text).' },
];

export const DEFAULT_DIRECTORY_NAME = 'Main';
export const DEFAULT_DOCUMENT_NAME = 'Unnamed document';

const DIRECTORY_TREE: ReadonlyArray<[name: string, parent: string | null]> = [
  [DEFAULT_DIRECTORY_NAME, null],
  ['Campaigns', null],
  ['Black Friday', 'Campaigns'],
  ['Spring sale', 'Campaigns'],
  ['Website', null],
  ['Home page', 'Website'],
  ['Checkout', 'Website'],
  ['Mobile app', null],
  ['Newsletters', 'Mobile app'],
];

const GROUP_NAMES = ['Hero banners', 'Seasonal', 'Onboarding', 'Loyalty', 'Transactional', 'Experiments'];

/** Placements per schema: a slug starts with its placement, so documents of one placement compete. */
const PLACEMENTS: Readonly<Record<string, readonly string[]>> = {
  banner: ['home', 'category', 'cart'],
  'email-block': ['newsletter', 'receipt'],
  'product-recommendation': ['product', 'cart', 'home'],
  popup: ['exit', 'welcome'],
  'push-message': ['app'],
  'landing-hero': ['landing'],
};

const TOPICS = [
  'spring-sale',
  'black-friday',
  'new-arrivals',
  'loyalty-rewards',
  'free-shipping',
  'back-in-stock',
  'birthday',
  'welcome',
  'winback',
  'summer',
  'gift-guide',
  'clearance',
  'weekend-deal',
  'members-only',
  'referral',
  'outdoor-week',
];

const SCHEMA_LABELS: Readonly<Record<string, string>> = {
  banner: 'banner',
  'email-block': 'email',
  'product-recommendation': 'recommendations',
  popup: 'popup',
  'push-message': 'push',
  'landing-hero': 'hero',
};

const title = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
const words = (slug: string) => slug.replace(/-/g, ' ');
const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

function contentFor(schema: string, topic: string, rng: () => number, city: string): JsonObject | string {
  const t = title(words(topic));
  const greet = pick(rng, [
    'Hi {{ customer.firstName }}',
    'Hello {{customer.firstName}}',
    'Dear {{ customer.firstName }} {{ customer.lastName }}',
    'Hi there',
  ]);
  switch (schema) {
    case 'banner':
      return {
        title: `${greet}, ${words(topic)} is on`,
        subtitle: rng() < 0.4 ? 'Fresh picks for {{ customer.city }}' : `Up to ${10 * randomInt(rng, 1, 5)}% off`,
        imageUrl: `https://cdn.example.com/banners/${topic}.jpg`,
        cta: { label: 'Shop now', url: `https://shop.example.com/${topic}` },
      };
    case 'email-block':
      return {
        subject: `${t}: something for you, {{ customer.firstName }}`,
        heading: greet,
        body:
          rng() < 0.3
            ? 'As a {{ customer.loyaltyTier }} member you get early access.'
            : `Our ${words(topic)} starts this week.`,
      };
    case 'product-recommendation':
      return {
        title: rng() < 0.5 ? 'Picked for you in {{ customer.city }}' : `Popular in ${city}`,
        strategy: pick(rng, ['similar', 'trending', 'recently-viewed', 'complementary']),
        items: randomInt(rng, 3, 12),
        category: pick(rng, ['shoes', 'outdoor', 'electronics', 'home', 'books']),
      };
    case 'popup':
      return {
        headline: `${t}!`,
        message:
          rng() < 0.35
            ? 'Use code {{ discountCode }} for {{ discount }}% off'
            : `${greet}, don't miss our ${words(topic)}.`,
        discountPercent: 5 * randomInt(rng, 1, 6),
      };
    case 'push-message':
      return {
        title: t,
        body: rng() < 0.7 ? '{{ customer.firstName }}, your picks are waiting' : `The ${words(topic)} ends soon`,
      };
    default:
      return rng() < 0.6
        ? `${greet}! Welcome to our ${words(topic)}.`
        : {
            headline: `${t} in {{ customer.city }}`,
            lead: 'Everything you need, delivered to {{ customer.zipCode }}.',
          };
  }
}

function authorsOf(workspace: SeedWorkspace): Author[] {
  const authors = SEED_USERS.filter((u) =>
    u.workspaces.some((g) => g.workspace === workspace.index && g.authorities.includes('ASSETS_DOCS_CREATE')),
  ).map((u) => ({ id: u.id, name: u.name }));
  return authors.length > 0 ? authors : [{ id: 101, name: 'Ada Lovelace' }];
}

export function documentCountOf(workspace: SeedWorkspace): number {
  return workspace.index === WORKSPACE_INDEX.northwind ? 280 : 40 + ((workspace.index * 37) % 80);
}

export function seedWorkspaceDocuments(workspace: SeedWorkspace): WorkspaceDocuments {
  const ws = workspace.index;
  const directories: Directory[] = [];
  for (const [k, [name, parent]] of DIRECTORY_TREE.entries()) {
    const parentId = parent === null ? null : (directories.find((d) => d.name === parent)?.id ?? null);
    directories.push({ id: randomUuid(rngFor('document-directory', ws, k)), name, parentId });
  }
  const groups: Group[] = GROUP_NAMES.map((name, k) => ({ id: randomUuid(rngFor('document-group', ws, k)), name }));
  const segments = seedSegments(workspace);
  const { city, countryCode } = topCityOf(workspace);
  const queries = [
    `{"filter":"city = ${city}"}`,
    '{"filter":"loyaltyTier = platinum"}',
    `{"filter":"tags contains newsletter AND countryCode = ${countryCode}"}`,
    '{"filter":"favouriteCategories contains outdoor"}',
    `{"filter":"loyaltyTier = gold AND city = ${city}"}`,
  ];
  const authors = authorsOf(workspace);
  const documents: DocumentRecord[] = [];
  const usedSlugs = new Set<string>();
  const count = documentCountOf(workspace);
  for (let n = 0; n < count; n += 1) {
    const rng = rngFor('document', ws, n);
    const schema = pick(rng, SCHEMAS).name;
    const placement = pick(rng, PLACEMENTS[schema] ?? ['home']);
    const topic = pick(rng, TOPICS);
    let slug = `${placement}-${topic}`;
    for (let k = 2; usedSlugs.has(slug); k += 1) slug = `${placement}-${topic}-${k}`;
    usedSlugs.add(slug);
    const roll = rng();
    let audience: Audience;
    if (roll < 0.5) audience = { targetType: 'ALL' };
    else if (roll < 0.83) {
      const first = pick(rng, segments).id;
      const second = pick(rng, segments).id;
      audience = { targetType: 'SEGMENT', segments: rng() < 0.3 && second !== first ? [first, second] : [first] };
    } else audience = { targetType: 'QUERY', query: pick(rng, queries) };
    const createdAt = SEED_START_MS + Math.floor(rng() * 330 * DAY_MS);
    const updatedAt = Math.min(PROFILE_REFERENCE_MS - 1, createdAt + Math.floor(rng() * rng() * 60 * DAY_MS));
    const scheduled = rng() < 0.12;
    const directory = n === 0 || rng() < 0.25 ? directories[0] : pick(rng, directories);
    documents.push({
      id: randomUuid(rng),
      name: `${title(words(placement))} ${SCHEMA_LABELS[schema] ?? schema} – ${words(topic)}${slug.endsWith(topic) ? '' : ` ${slug.slice(slug.lastIndexOf('-') + 1)}`}`,
      priority: Math.min(100, Math.floor(rng() * 101)),
      content: contentFor(schema, topic, rng, city),
      slug,
      schema,
      groupId: rng() < 0.75 ? pick(rng, groups).id : null,
      directoryId: (directory as Directory).id,
      audience,
      schedule: scheduled
        ? {
            startAt: new Date(updatedAt + 7 * DAY_MS).toISOString(),
            endAt: new Date(updatedAt + 21 * DAY_MS).toISOString(),
          }
        : null,
      status: rng() < 0.65 ? 'PUBLISHED' : 'DRAFT',
      author: pick(rng, authors),
      createdAt,
      updatedAt,
      deletedAt: null,
    });
  }
  return {
    workspace,
    documents,
    byId: new Map(documents.map((d) => [d.id, d])),
    directories,
    defaultDirectoryId: (directories[0] as Directory).id,
    groups,
    segments,
    createdCount: 0,
  };
}
