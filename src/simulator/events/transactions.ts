import { ERROR_CODES, Validation, isPlainObject, type JsonObject } from '../errors';
import type { WorkspaceProfiles } from '../profiles/state';
import { eventClientOf, resolveClient } from './client-ref';
import { readMoney, type Money } from './money';
import { checkEventParamSizes } from './param-limits';
import { type EventStore } from './store';
import { SUPERSEDED_PARAM, type EventClient, type RecordedEvent } from './state';
import { resolveEventTime } from './time';

/**
 * Transactions: `POST /v4/transactions` (one object) and `POST /v4/transactions/batch` (an array), 202 with an
 * empty body. `Api-Version: 4.4` exactly (400 otherwise); Workspace tokens only (User, Profile and Anonymous
 * tokens are a 401, wrong consumer scope); key permission API_TRANSACTION_CREATE / API_BATCH_TRANSACTION_CREATE
 * (403 naming it). A batch is validated as a whole (all-or-nothing; fields reported as `[i].field`), then each
 * transaction is recorded, in order, at once (the "queue" is processed immediately).
 *
 * Each accepted transaction records one `transaction.charge` event and one `product.buy` event per product at
 * `recordedAt` (time rules of time.ts). A transaction with the same orderId and the same (non-empty) eventSalt as
 * an earlier one replaces it: the earlier charge and product events stay in the store (events are never deleted)
 * with `params.superseded: true` and are left out of every listing; new ones are recorded. Without an eventSalt a
 * reused orderId is a new transaction.
 */

export const SOURCES = ['WEB_DESKTOP', 'WEB_MOBILE', 'MOBILE_APP', 'POS', 'MOBILE', 'DESKTOP'] as const;
export type TransactionSource = (typeof SOURCES)[number];

const KNOWN_FIELDS = new Set([
  'client',
  'orderId',
  'paymentInfo',
  'products',
  'revenue',
  'value',
  'source',
  'discountAmount',
  'metadata',
  'recordedAt',
  'eventSalt',
]);
const PRODUCT_MONEY = ['finalUnitPrice', 'netUnitPrice', 'regularPrice', 'discountPrice'] as const;
const PRODUCT_NUMBERS = ['tax', 'discountPercent'] as const;
const PRODUCT_STRINGS = ['name', 'image', 'url'] as const;

export interface TransactionProduct {
  sku: string;
  name: string | null;
  quantity: number;
  finalUnitPrice: Money | null;
  categories: string[];
  /** Other product properties (known optional ones and custom ones). */
  extra: JsonObject;
}

export interface Transaction {
  client: EventClient;
  orderId: string;
  paymentMethod: string;
  products: TransactionProduct[];
  revenue: Money;
  value: Money;
  source: TransactionSource;
  discountAmount: Money | null;
  metadata: JsonObject;
  /** Epoch ms (after the time rules). */
  recordedAt: number;
  eventSalt: string | null;
  /** Custom top-level fields (non-null unknown fields). */
  custom: JsonObject;
}

const NULL_MESSAGE = (field: string) =>
  `${field} must not be null: omit unknown or optional fields rather than send null`;

/** Validates one transaction object; field names are prefixed with `prefix` (`[2].` in a batch). */
export function parseTransaction(
  v: Validation,
  prefix: string,
  body: unknown,
  wp: WorkspaceProfiles,
  receiptMs: number,
): Transaction | undefined {
  const at = (name: string) => `${prefix}${name}`;
  if (!isPlainObject(body)) {
    v.add(
      prefix === '' ? 'body' : prefix.replace(/\.$/, ''),
      ERROR_CODES.INVALID_TYPE,
      'A transaction must be a JSON object',
      body,
    );
    return undefined;
  }
  const before = v.errors.length;
  const custom: JsonObject = {};
  for (const [key, value] of Object.entries(body)) {
    if (KNOWN_FIELDS.has(key)) continue;
    if (value === null) v.add(at(key), ERROR_CODES.UNKNOWN_FIELD, NULL_MESSAGE(at(key)), value);
    else custom[key] = value;
  }

  const record = resolveClient(v, at('client'), body.client, wp);

  const orderId = v.requiredString(body, 'orderId') ?? undefined;
  renameLast(v, before, 'orderId', at('orderId'));

  const paymentMethod = readPaymentMethod(v, at, body.paymentInfo);

  const moneys = moneyReader(v, at, body);
  const revenue = moneys.required('revenue');
  const value = moneys.required('value');

  const discountAmount = readDiscount(v, at, moneys, body.discountAmount);

  const products = readProducts(v, at, moneys, body.products);

  const sourceValue = body.source;
  let source: TransactionSource | undefined;
  if (sourceValue === undefined || sourceValue === null || sourceValue === '')
    v.add(at('source'), ERROR_CODES.REQUIRED, `${at('source')} is required`, sourceValue);
  else if (typeof sourceValue !== 'string' || !(SOURCES as readonly string[]).includes(sourceValue)) {
    v.add(at('source'), ERROR_CODES.NOT_ALLOWED, `${at('source')} must be one of: ${SOURCES.join(', ')}`, sourceValue);
  } else source = sourceValue as TransactionSource;

  let metadata: JsonObject = {};
  if (body.metadata === null) v.add(at('metadata'), ERROR_CODES.INVALID_TYPE, NULL_MESSAGE(at('metadata')), null);
  else if (body.metadata !== undefined) {
    if (!isPlainObject(body.metadata))
      v.add(at('metadata'), ERROR_CODES.INVALID_TYPE, `${at('metadata')} must be an object`, body.metadata);
    else if (checkEventParamSizes(v, at('metadata'), body.metadata)) metadata = body.metadata;
  }

  let eventSalt: string | null = null;
  if (body.eventSalt === null) v.add(at('eventSalt'), ERROR_CODES.INVALID_TYPE, NULL_MESSAGE(at('eventSalt')), null);
  else if (body.eventSalt !== undefined) {
    if (typeof body.eventSalt !== 'string')
      v.add(at('eventSalt'), ERROR_CODES.INVALID_TYPE, `${at('eventSalt')} must be a string`, body.eventSalt);
    else eventSalt = body.eventSalt === '' ? null : body.eventSalt;
  }

  let recordedAt = receiptMs;
  if (body.recordedAt === null) v.add(at('recordedAt'), ERROR_CODES.INVALID_TYPE, NULL_MESSAGE(at('recordedAt')), null);
  else {
    const time = resolveEventTime(body.recordedAt, receiptMs);
    if (!time.ok)
      v.add(
        at('recordedAt'),
        ERROR_CODES.INVALID_FORMAT,
        `${at('recordedAt')} must be an ISO 8601 date-time with Z or an offset`,
        body.recordedAt,
      );
    else recordedAt = time.ms;
  }

  checkOneCurrency(v, moneys.read);

  if (v.errors.length > before || !record || !orderId || !paymentMethod || !revenue || !value || !source)
    return undefined;
  return {
    client: eventClientOf(record),
    orderId,
    paymentMethod,
    products,
    revenue,
    value,
    source,
    discountAmount,
    metadata,
    recordedAt,
    eventSalt,
    custom,
  };
}

/** paymentInfo.method: required, inside a required object. */
function readPaymentMethod(v: Validation, at: (name: string) => string, paymentInfo: unknown): string | undefined {
  let paymentMethod: string | undefined;
  if (paymentInfo === undefined || paymentInfo === null)
    v.add(at('paymentInfo'), ERROR_CODES.REQUIRED, `${at('paymentInfo')} is required`, paymentInfo);
  else if (!isPlainObject(paymentInfo))
    v.add(at('paymentInfo'), ERROR_CODES.INVALID_TYPE, `${at('paymentInfo')} must be an object`, paymentInfo);
  else {
    const mark = v.errors.length;
    paymentMethod = v.requiredString(paymentInfo, 'method');
    renameLast(v, mark, 'method', at('paymentInfo.method'));
  }
  return paymentMethod;
}

/** Reads money fields and keeps every one read, so that one currency can be checked across them. */
interface MoneyReader {
  read: Array<{ field: string; money: Money }>;
  money(field: string, value: unknown): Money | undefined;
  required(field: string): Money | undefined;
}

function moneyReader(v: Validation, at: (name: string) => string, body: JsonObject): MoneyReader {
  const read: MoneyReader['read'] = [];
  const money = (field: string, value: unknown): Money | undefined => {
    const m = readMoney(v, at(field), value);
    if (m) read.push({ field: at(field), money: m });
    return m;
  };
  const required = (field: string): Money | undefined => {
    const value = body[field];
    if (value === undefined || value === null) {
      v.add(at(field), ERROR_CODES.REQUIRED, `${at(field)} is required`, value);
      return undefined;
    }
    return money(field, value);
  };
  return { read, money, required };
}

/** discountAmount: optional, never null, greater than zero when sent. */
function readDiscount(
  v: Validation,
  at: (name: string) => string,
  moneys: MoneyReader,
  discount: unknown,
): Money | null {
  let discountAmount: Money | null = null;
  if (discount === null) {
    v.add(
      at('discountAmount'),
      ERROR_CODES.INVALID_TYPE,
      `${at('discountAmount')} must not be null: omit it when there is no discount`,
      null,
    );
  } else if (discount !== undefined) {
    const d = moneys.money('discountAmount', discount);
    if (d && d.amount <= 0) {
      v.add(
        at('discountAmount.amount'),
        ERROR_CODES.OUT_OF_RANGE,
        `${at('discountAmount')} must be greater than zero, or omitted`,
        d.amount,
      );
    } else if (d) discountAmount = d;
  }
  return discountAmount;
}

/** products: a required, non-empty array; only the products without errors are kept. */
function readProducts(
  v: Validation,
  at: (name: string) => string,
  moneys: MoneyReader,
  rawProducts: unknown,
): TransactionProduct[] {
  const products: TransactionProduct[] = [];
  if (rawProducts === undefined || rawProducts === null)
    v.add(at('products'), ERROR_CODES.REQUIRED, `${at('products')} is required`, rawProducts);
  else if (!Array.isArray(rawProducts))
    v.add(at('products'), ERROR_CODES.INVALID_TYPE, `${at('products')} must be an array`, rawProducts);
  else if (rawProducts.length === 0)
    v.add(at('products'), ERROR_CODES.REQUIRED, `${at('products')} must not be empty`, rawProducts);
  else {
    rawProducts.forEach((raw: unknown, i) => {
      const product = readProduct(v, at, moneys, raw, i);
      if (product) products.push(product);
    });
  }
  return products;
}

function readProduct(
  v: Validation,
  at: (name: string) => string,
  moneys: MoneyReader,
  raw: unknown,
  i: number,
): TransactionProduct | undefined {
  const p = at(`products[${i}]`);
  if (!isPlainObject(raw)) {
    v.add(p, ERROR_CODES.INVALID_TYPE, `${p} must be an object`, raw);
    return undefined;
  }
  const extra: JsonObject = {};
  let ok = true;
  for (const [key, val] of Object.entries(raw)) {
    if (val === null) {
      v.add(`${p}.${key}`, ERROR_CODES.INVALID_TYPE, NULL_MESSAGE(`${p}.${key}`), val);
      ok = false;
    }
  }
  const sku = raw.sku;
  if (sku === undefined || (typeof sku === 'string' && sku.trim() === '')) {
    v.add(`${p}.sku`, ERROR_CODES.REQUIRED, `${p}.sku is required`, sku);
    ok = false;
  } else if (typeof sku !== 'string' && sku !== null) {
    v.add(`${p}.sku`, ERROR_CODES.INVALID_TYPE, `${p}.sku must be a string`, sku);
    ok = false;
  }
  for (const key of PRODUCT_STRINGS) {
    const val = raw[key];
    if (val !== undefined && val !== null && typeof val !== 'string') {
      v.add(`${p}.${key}`, ERROR_CODES.INVALID_TYPE, `${p}.${key} must be a string`, val);
      ok = false;
    }
  }
  for (const key of PRODUCT_NUMBERS) {
    const val = raw[key];
    if (val !== undefined && val !== null && (typeof val !== 'number' || !Number.isFinite(val) || val < 0)) {
      v.add(`${p}.${key}`, ERROR_CODES.INVALID_TYPE, `${p}.${key} must be a number ≥ 0`, val);
      ok = false;
    }
  }
  let quantity = 1;
  if (raw.quantity !== undefined && raw.quantity !== null) {
    if (typeof raw.quantity !== 'number' || !Number.isFinite(raw.quantity) || raw.quantity <= 0) {
      v.add(
        `${p}.quantity`,
        ERROR_CODES.OUT_OF_RANGE,
        `${p}.quantity must be a number greater than zero`,
        raw.quantity,
      );
      ok = false;
    } else quantity = raw.quantity;
  }
  const categories = raw.categories;
  if (
    categories !== undefined &&
    categories !== null &&
    (!Array.isArray(categories) || !categories.every((c) => typeof c === 'string'))
  ) {
    v.add(`${p}.categories`, ERROR_CODES.INVALID_TYPE, `${p}.categories must be an array of strings`, categories);
    ok = false;
  }
  let finalUnitPrice: Money | null = null;
  for (const key of PRODUCT_MONEY) {
    const val = raw[key];
    if (val === undefined || val === null) continue;
    const m = moneys.money(`products[${i}].${key}`, val);
    if (!m) ok = false;
    else if (key === 'finalUnitPrice') finalUnitPrice = m;
  }
  for (const [key, val] of Object.entries(raw)) {
    if (!['sku', 'quantity', 'categories', 'finalUnitPrice'].includes(key)) extra[key] = val;
  }
  if (!ok) return undefined;
  return {
    sku: sku as string,
    name: typeof raw.name === 'string' ? raw.name : null,
    quantity,
    finalUnitPrice,
    categories: Array.isArray(categories) ? (categories as string[]) : [],
    extra,
  };
}

/** All money of one transaction shares one currency. */
function checkOneCurrency(v: Validation, moneys: MoneyReader['read']): void {
  const first = moneys[0];
  if (first) {
    const other = moneys.find((m) => m.money.currency !== first.money.currency);
    if (other) {
      v.add(
        `${other.field}.currency`,
        ERROR_CODES.NOT_ALLOWED,
        `All money of one transaction must share one currency (${first.money.currency})`,
        other.money.currency,
      );
    }
  }
}

/** requiredString reports the bare field name; give it the prefixed one. */
function renameLast(v: Validation, from: number, bare: string, full: string): void {
  for (let i = from; i < v.errors.length; i += 1) {
    const e = v.errors[i];
    if (e && e.field === bare) {
      e.field = full;
      e.message = e.message.replace(bare, full);
    }
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The events a transaction produces (pure: the seeded history uses it too). */
export function transactionEvents(
  tx: Transaction,
  createdMs: number,
  ip: string,
): { charge: RecordedEvent; products: RecordedEvent[] } {
  const time = new Date(tx.recordedAt).toISOString();
  const salt = tx.eventSalt === null ? {} : { eventSalt: tx.eventSalt };
  const charge: RecordedEvent = {
    time,
    action: 'transaction.charge',
    label: '',
    client: { ...tx.client },
    params: {
      ...tx.metadata,
      ...tx.custom,
      eventCreateTime: createdMs,
      ip,
      orderId: tx.orderId,
      revenue: tx.revenue.amount,
      value: tx.value.amount,
      currency: tx.revenue.currency,
      source: tx.source,
      paymentMethod: tx.paymentMethod,
      ...(tx.discountAmount ? { discountAmount: tx.discountAmount.amount } : {}),
      productCount: tx.products.length,
      ...salt,
    },
  };
  const products = tx.products.map<RecordedEvent>((p) => ({
    time,
    action: 'product.buy',
    label: '',
    client: { ...tx.client },
    params: {
      ...p.extra,
      eventCreateTime: createdMs,
      ip,
      orderId: tx.orderId,
      sku: p.sku,
      name: p.name,
      quantity: p.quantity,
      finalUnitPrice: p.finalUnitPrice ? round2(p.finalUnitPrice.amount) : null,
      currency: tx.revenue.currency,
      categories: [...p.categories],
      source: tx.source,
      ...salt,
    },
  }));
  return { charge, products };
}

/** Records a transaction's events; an earlier one with the same orderId and eventSalt is superseded. */
export function recordTransaction(
  store: EventStore,
  workspaceId: number,
  tx: Transaction,
  createdMs: number,
  ip: string,
): void {
  const events = transactionEvents(tx, createdMs, ip);
  if (tx.eventSalt !== null) {
    const key = `${workspaceId}/${tx.orderId}/${tx.eventSalt}`;
    const earlier = store.transactions.get(key);
    if (earlier) {
      for (const old of [earlier.charge, ...earlier.products]) old.params[SUPERSEDED_PARAM] = true;
    }
    store.transactions.set(key, events);
  }
  store.recordEvent(workspaceId, events.charge);
  for (const event of events.products) store.recordEvent(workspaceId, event);
}

/** The caller's address for `params.ip`: the first X-Forwarded-For entry, else 127.0.0.1. */
export function requestIp(request: Request): string {
  const forwarded = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
  return forwarded && forwarded !== '' ? forwarded : '127.0.0.1';
}
