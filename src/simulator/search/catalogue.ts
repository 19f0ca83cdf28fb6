import { hashSeed, rngFor, rngForIndex } from '../seed/prng';
import type { SeedWorkspace } from '../seed/workspaces';
import { CATALOGUE as HISTORY_CATALOGUE } from '../events/history';

/**
 * The seeded search indices of a workspace: a pure function of the workspace index (built on first use, see
 * engine.ts). Every workspace has the same three indices with its own ids and its own generated items:
 * - `products`: PRODUCT_COUNT items. The first 24 are the products of the seeded event history
 *   (events/history.ts, skus SKU-1001…SKU-1024 with the same names, categories and prices), so `personalize`
 *   can boost what a profile bought; the rest are generated.
 * - `stores`: STORE_COUNT shops with a geo point in one of twelve European cities.
 * - `products-suggestions`: autocomplete phrases (product types, brands, brand + type) scored by how many
 *   products they name.
 */

export const PRODUCT_COUNT = 10_000;
export const STORE_COUNT = 400;

export type IndexName = 'products' | 'stores' | 'products-suggestions';
export const INDEX_NAMES: readonly IndexName[] = ['products', 'stores', 'products-suggestions'];

export type FieldKind = 'text' | 'keyword' | 'keywords' | 'number' | 'boolean' | 'geo' | 'date';

/**
 * Attributes every item has but the engine does not index (filters on them are checked item by item after the
 * engine's pass, see iql-to-engine.ts): indexing costs build time and nothing filters or sorts by them often.
 */
export const UNINDEXED_FIELDS: ReadonlySet<string> = new Set([
  'sku',
  'description',
  'currency',
  'imageLink',
  'link',
  'reviewsCount',
  'TransactionsPopularity',
  'createdAt',
  'address',
]);

export interface IndexDefinition {
  name: IndexName;
  language: string;
  /** Every attribute of the items and how the engine stores it. `text`: full-text only; `keyword`: exact. */
  fields: Readonly<Record<string, FieldKind>>;
  /**
   * Full-text properties and their boost (the engine's per-field weight). `a+b+c` is one text property holding
   * the values of several attributes (cheaper to index than one property each).
   */
  searchable: Readonly<Record<string, number>>;
  /** Prefix-searched by autocomplete. */
  autocomplete: readonly string[];
  /** `facets=*`. */
  facetable: readonly string[];
  /** `facets=auto`: the index's dynamicFacets configuration. */
  dynamicFacets: readonly string[];
  sortable: readonly string[];
  metrics: readonly string[];
  /** The elastic filter (IQL): matching items are boosted rather than others removed. */
  elasticFilter: string | null;
  /** Attributes searched for the query classification (category / brand recognised in the query). */
  classification: readonly string[];
}

const PRODUCT_FIELDS: Record<string, FieldKind> = {
  itemId: 'keyword',
  sku: 'keyword',
  title: 'text',
  description: 'text',
  brand: 'keyword',
  category: 'keyword',
  categories: 'keywords',
  price: 'number',
  salePrice: 'number',
  currency: 'keyword',
  color: 'keyword',
  sizes: 'keywords',
  rating: 'number',
  reviewsCount: 'number',
  stock: 'number',
  inStock: 'boolean',
  PageVisitsPopularity: 'number',
  TransactionsPopularity: 'number',
  imageLink: 'keyword',
  link: 'keyword',
  createdAt: 'date',
};

export const INDEX_DEFINITIONS: Readonly<Record<IndexName, IndexDefinition>> = {
  products: {
    name: 'products',
    language: 'english',
    fields: PRODUCT_FIELDS,
    searchable: { title: 3, 'brand+category+color': 1.5 },
    autocomplete: ['title', 'brand+category+color'],
    facetable: [
      'brand',
      'category',
      'categories',
      'color',
      'sizes',
      'price',
      'salePrice',
      'rating',
      'inStock',
      'currency',
    ],
    dynamicFacets: ['category', 'brand', 'color', 'price', 'sizes', 'rating'],
    sortable: [
      'title',
      'brand',
      'price',
      'salePrice',
      'rating',
      'reviewsCount',
      'stock',
      'createdAt',
      'PageVisitsPopularity',
      'TransactionsPopularity',
    ],
    metrics: ['PageVisitsPopularity', 'TransactionsPopularity'],
    elasticFilter: 'inStock = true',
    classification: ['category', 'brand', 'color'],
  },
  stores: {
    name: 'stores',
    language: 'english',
    fields: {
      itemId: 'keyword',
      title: 'text',
      city: 'keyword',
      address: 'text',
      brand: 'keyword',
      openNow: 'boolean',
      location: 'geo',
      imageLink: 'keyword',
      PageVisitsPopularity: 'number',
      TransactionsPopularity: 'number',
    },
    searchable: { title: 2, 'city+brand': 1 },
    autocomplete: ['title', 'city+brand'],
    facetable: ['city', 'brand', 'openNow'],
    dynamicFacets: ['city', 'brand', 'openNow'],
    sortable: ['title', 'city', 'brand', 'PageVisitsPopularity', 'TransactionsPopularity'],
    metrics: ['PageVisitsPopularity', 'TransactionsPopularity'],
    elasticFilter: 'openNow = true',
    classification: ['city', 'brand'],
  },
  'products-suggestions': {
    name: 'products-suggestions',
    language: 'english',
    fields: {
      itemId: 'keyword',
      text: 'text',
      kind: 'keyword',
      score: 'number',
      PageVisitsPopularity: 'number',
      TransactionsPopularity: 'number',
    },
    searchable: { text: 1 },
    autocomplete: ['text'],
    facetable: ['kind'],
    dynamicFacets: ['kind'],
    sortable: ['text', 'score'],
    metrics: ['PageVisitsPopularity', 'TransactionsPopularity'],
    elasticFilter: null,
    classification: [],
  },
};

export type Item = Record<string, unknown> & { itemId: string };

export interface IndexMeta {
  indexId: string;
  indexName: IndexName;
  itemsCatalogId: string;
  language: string;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
  /** The vendor's listing names the index's configuration too (the playground offers these as facets). */
  searchableAttributes: string[];
  facetableAttributes: string[];
  sortableAttributes: string[];
}

/** A short, stable id per workspace and index, e.g. `nw0-products-5c1d2e3f`. */
export function indexIdOf(ws: SeedWorkspace, name: IndexName): string {
  return `ws${ws.index}-${name}-${hashSeed('search-index', ws.index, name).toString(16).padStart(8, '0')}`;
}

export function indexMetaOf(ws: SeedWorkspace, name: IndexName): IndexMeta {
  const rng = rngFor('search-index-meta', ws.index, name);
  const created = ws.created + Math.floor(rng() * 200) * 86_400_000;
  return {
    indexId: indexIdOf(ws, name),
    indexName: name,
    itemsCatalogId: `catalog-${hashSeed('catalog', ws.index, name === 'stores' ? 'stores' : 'products').toString(16)}`,
    language: INDEX_DEFINITIONS[name].language,
    enabled: true,
    createdAt: new Date(created).toISOString(),
    updatedAt: new Date(created + Math.floor(rng() * 300) * 86_400_000).toISOString(),
    searchableAttributes: Object.keys(INDEX_DEFINITIONS[name].searchable).flatMap((field) => field.split('+')),
    facetableAttributes: [...INDEX_DEFINITIONS[name].facetable],
    sortableAttributes: [...INDEX_DEFINITIONS[name].sortable],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Colours and categories (the images are drawn from these, see images.ts)

export const COLORS: Readonly<Record<string, readonly [number, number, number]>> = {
  red: [214, 38, 38],
  blue: [36, 84, 204],
  green: [34, 150, 70],
  black: [28, 28, 30],
  // Off-white, so a white item still stands out from the white background of its picture.
  white: [236, 236, 236],
  grey: [128, 128, 132],
  yellow: [242, 204, 36],
  orange: [240, 128, 24],
  pink: [238, 128, 182],
  purple: [126, 56, 168],
  brown: [118, 74, 38],
  navy: [20, 30, 92],
  beige: [222, 200, 158],
};
const COLOR_NAMES = Object.keys(COLORS);

export type Shape = 'shoe' | 'shirt' | 'bag' | 'ball' | 'tent' | 'mug' | 'device' | 'book' | 'star' | 'store';

interface CategorySpec {
  shape: Shape;
  types: readonly string[];
  price: readonly [number, number];
  sizes: readonly string[];
}

export const CATEGORIES: Readonly<Record<string, CategorySpec>> = {
  Shoes: {
    shape: 'shoe',
    types: ['Running shoes', 'Sneakers', 'Boots', 'Sandals', 'Loafers'],
    price: [35, 220],
    sizes: ['38', '39', '40', '41', '42', '43', '44', '45', '46'],
  },
  Clothing: {
    shape: 'shirt',
    types: ['T-shirt', 'Jacket', 'Sweater', 'Hoodie', 'Jeans', 'Dress'],
    price: [15, 260],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  },
  Bags: { shape: 'bag', types: ['Backpack', 'Tote bag', 'Duffel bag', 'Wallet'], price: [20, 240], sizes: [] },
  Sports: {
    shape: 'ball',
    types: ['Yoga mat', 'Football', 'Dumbbell', 'Tennis racket', 'Running shorts'],
    price: [12, 180],
    sizes: [],
  },
  Outdoor: {
    shape: 'tent',
    types: ['Tent', 'Sleeping bag', 'Head torch', 'Water bottle'],
    price: [10, 420],
    sizes: [],
  },
  Home: {
    shape: 'mug',
    types: ['Desk lamp', 'Mug', 'Chef knife', 'Frying pan', 'Cushion', 'Espresso machine'],
    price: [8, 480],
    sizes: [],
  },
  Electronics: {
    shape: 'device',
    types: ['Headphones', 'Smart watch', 'Speaker', 'Phone charger', 'Tablet', 'Wireless earbuds'],
    price: [15, 900],
    sizes: [],
  },
  Books: { shape: 'book', types: ['Novel', 'Cookbook', 'Travel guide', 'Notebook'], price: [6, 60], sizes: [] },
  Toys: { shape: 'star', types: ['Board game', 'Puzzle', 'Plush bear', 'Building blocks'], price: [8, 140], sizes: [] },
};
const CATEGORY_NAMES = Object.keys(CATEGORIES);

export const BRANDS = [
  'Nordwave',
  'Alpenglow',
  'Urbanite',
  'Kestrel',
  'Lumen',
  'Brightside',
  'Oakridge',
  'Vantage',
  'Solstice',
  'Tidewater',
  'Ironbark',
  'Meridian',
  'Pinecrest',
  'Quartz',
  'Redwood',
  'Silverline',
  'Trailhead',
  'Velora',
  'Wildflower',
  'Zephyr',
] as const;

const MODELS = [
  'Classic',
  'Pro',
  'Urban',
  'Trail',
  'Aero',
  'Flex',
  'Max',
  'Lite',
  'Prime',
  'Core',
  'Edge',
  'Nova',
  'Terra',
  'Pulse',
];
const FEATURES = [
  'Made from recycled materials.',
  'Light and durable.',
  'Water-resistant finish.',
  'Designed for everyday use.',
  'A customer favourite.',
  'Limited edition.',
  'Easy to clean.',
  'Comes with a two-year warranty.',
];

const round2 = (n: number) => Math.round(n * 100) / 100;
const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const DAY_MS = 86_400_000;
/** Item dates end here (a fixed date, never the wall clock). */
const CATALOGUE_END_MS = Date.UTC(2026, 9, 1);

/** Where the image of an item is served; the handlers prefix the request's origin. */
export function imagePath(indexId: string, itemId: string): string {
  return `/search/v2/images/${encodeURIComponent(indexId)}/${encodeURIComponent(itemId)}.png`;
}

const productRng = rngForIndex('search-product');

function product(ws: SeedWorkspace, indexId: string, n: number): Item {
  const rng = productRng(ws.index * 100_000 + n);
  const history = HISTORY_CATALOGUE[n];
  const category = history ? history.category : pick(rng, CATEGORY_NAMES);
  const spec = CATEGORIES[category] as CategorySpec;
  const type = history ? history.name : pick(rng, spec.types);
  let brand: string = pick(rng, BRANDS);
  // A few items spell their brand in capitals (feeds from another system): caseSensitiveFacetValues shows them.
  if (n % 37 === 36) brand = brand.toUpperCase();
  const color = pick(rng, COLOR_NAMES);
  const model = pick(rng, MODELS);
  const sku = history ? history.sku : `SKU-${2000 + n}`;
  const price = history ? history.price : round2(spec.price[0] + rng() ** 2 * (spec.price[1] - spec.price[0]));
  const onSale = rng() < 0.3;
  const sizes = spec.sizes.filter(() => rng() < 0.6);
  const stock = rng() < 0.15 ? 0 : Math.floor(rng() * 200);
  const rating = Math.round((2 + rng() * 3) * 10) / 10;
  const visits = Math.floor(rng() ** 3 * 50_000);
  const title = history ? type : `${brand} ${model} ${type}`;
  return {
    itemId: sku,
    sku,
    title,
    description: `${color[0]!.toUpperCase()}${color.slice(1)} ${type.toLowerCase()} by ${brand}, in ${category.toLowerCase()}. ${pick(rng, FEATURES)}`,
    brand,
    category,
    categories: [category, `${category} > ${type}`],
    price,
    ...(onSale ? { salePrice: round2(price * (0.6 + rng() * 0.3)) } : {}),
    currency: 'EUR',
    color,
    sizes,
    rating,
    reviewsCount: Math.floor(rng() ** 2 * 2_000),
    stock,
    inStock: stock > 0,
    PageVisitsPopularity: visits,
    TransactionsPopularity: Math.floor(visits * (0.01 + rng() * 0.05)),
    imageLink: imagePath(indexId, sku),
    link: `https://${ws.subdomain}.example.com/p/${sku.toLowerCase()}`,
    createdAt: new Date(CATALOGUE_END_MS - Math.floor(rng() * 900) * DAY_MS).toISOString(),
  };
}

export const CITIES: ReadonlyArray<{ name: string; lat: number; lon: number; streets: readonly string[] }> = [
  { name: 'Warsaw', lat: 52.2297, lon: 21.0122, streets: ['Marszałkowska', 'Nowy Świat', 'Puławska', 'Grójecka'] },
  { name: 'Kraków', lat: 50.0647, lon: 19.945, streets: ['Floriańska', 'Długa', 'Karmelicka'] },
  { name: 'Berlin', lat: 52.52, lon: 13.405, streets: ['Friedrichstraße', 'Kastanienallee', 'Torstraße'] },
  { name: 'Munich', lat: 48.1351, lon: 11.582, streets: ['Leopoldstraße', 'Sendlinger Straße'] },
  { name: 'London', lat: 51.5072, lon: -0.1276, streets: ['Oxford Street', 'Regent Street', 'Camden High Street'] },
  { name: 'Paris', lat: 48.8566, lon: 2.3522, streets: ['Rue de Rivoli', 'Boulevard Haussmann', 'Rue du Bac'] },
  { name: 'Madrid', lat: 40.4168, lon: -3.7038, streets: ['Gran Vía', 'Calle de Alcalá', 'Calle Mayor'] },
  { name: 'Rome', lat: 41.9028, lon: 12.4964, streets: ['Via del Corso', 'Via Nazionale'] },
  { name: 'Amsterdam', lat: 52.3676, lon: 4.9041, streets: ['Kalverstraat', 'Damrak', 'Utrechtsestraat'] },
  { name: 'Prague', lat: 50.0755, lon: 14.4378, streets: ['Národní', 'Vodičkova', 'Na Příkopě'] },
  { name: 'Vienna', lat: 48.2082, lon: 16.3738, streets: ['Mariahilfer Straße', 'Kärntner Straße'] },
  { name: 'Stockholm', lat: 59.3293, lon: 18.0686, streets: ['Drottninggatan', 'Götgatan', 'Biblioteksgatan'] },
];

const storeRng = rngForIndex('search-store');

function store(ws: SeedWorkspace, indexId: string, n: number): Item {
  const rng = storeRng(ws.index * 10_000 + n);
  const city = CITIES[n % CITIES.length]!;
  const brand = pick(rng, BRANDS.slice(0, 8));
  const street = pick(rng, city.streets);
  // Within about 8 km of the centre; a few stores sit near the centre so 1 km radius searches find some.
  const spread = n < CITIES.length * 3 ? 0.004 : 0.07;
  const lat = Math.round((city.lat + (rng() - 0.5) * 2 * spread) * 1e6) / 1e6;
  const lon = Math.round((city.lon + (rng() - 0.5) * 2 * spread * 1.6) * 1e6) / 1e6;
  const itemId = `ST-${String(n + 1).padStart(4, '0')}`;
  const visits = Math.floor(rng() ** 2 * 20_000);
  return {
    itemId,
    title: `${brand} ${city.name} ${street}`,
    city: city.name,
    address: `${street} ${1 + Math.floor(rng() * 180)}, ${city.name}`,
    brand,
    openNow: rng() < 0.7,
    location: { lat, lon },
    imageLink: imagePath(indexId, itemId),
    PageVisitsPopularity: visits,
    TransactionsPopularity: Math.floor(visits * 0.1 * rng()),
  };
}

function suggestions(products: readonly Item[]): Item[] {
  const counts = new Map<string, { kind: string; count: number }>();
  const add = (text: string, kind: string) => {
    const key = text.toLowerCase();
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { kind, count: 1 });
  };
  for (const p of products) {
    const type = String((p.categories as string[])[1]).split(' > ')[1] ?? '';
    add(type, 'type');
    add(String(p.brand), 'brand');
    add(String(p.category), 'category');
    add(`${String(p.brand)} ${type}`, 'brand-type');
    add(`${String(p.color)} ${type}`, 'color-type');
  }
  return [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .map(([text, { kind, count }], n) => ({
      itemId: `SG-${String(n + 1).padStart(5, '0')}`,
      text: text.toLowerCase(),
      kind,
      score: count,
      PageVisitsPopularity: count * 10,
      TransactionsPopularity: count,
    }));
}

/** Generated items of one index of a workspace (deterministic). */
export function generateItems(ws: SeedWorkspace, name: IndexName): Item[] {
  const indexId = indexIdOf(ws, name);
  if (name === 'stores') return Array.from({ length: STORE_COUNT }, (_, n) => store(ws, indexId, n));
  const products = Array.from({ length: PRODUCT_COUNT }, (_, n) => product(ws, indexIdOf(ws, 'products'), n));
  return name === 'products' ? products : suggestions(products);
}

/** The drawing of an item's image: its colour and the silhouette of its category. */
export function lookOf(
  name: IndexName,
  item: Item,
): { color: readonly [number, number, number]; shape: Shape; seed: number } {
  const seed = hashSeed('look', item.itemId);
  if (name === 'stores') {
    const brandIndex = BRANDS.indexOf(item.brand as (typeof BRANDS)[number]);
    return { color: COLORS[COLOR_NAMES[Math.max(0, brandIndex) % COLOR_NAMES.length]!]!, shape: 'store', seed };
  }
  if (name === 'products-suggestions') return { color: COLORS.grey!, shape: 'book', seed };
  return {
    color: COLORS[String(item.color)] ?? COLORS.grey!,
    shape: CATEGORIES[String(item.category)]?.shape ?? 'device',
    seed,
  };
}
