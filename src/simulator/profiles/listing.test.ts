import { seedProfiles } from '../seed';
import type { Loose } from '../testing';
import { foldText } from '../../lib/fold-text';
import { NORTHWIND, SMALL, profileTestbed, type ProfileTestbed } from './test-support';

const LIST = '/v4/clients';

/** Every profile of the small workspace in listing order, read page by page (500 at a time). */
async function listAll(bed: ProfileTestbed, query: string): Promise<Loose[]> {
  const out: Loose[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await bed.call('GET', `${LIST}?${query}&pageSize=500&pageIndex=${page}`);
    expect(answer.status).toBe(200);
    out.push(...answer.body);
    if (answer.body.length < 500) return out;
  }
}

describe('Profiles listing: paging', () => {
  let bed: ProfileTestbed;
  beforeAll(async () => {
    bed = await profileTestbed(NORTHWIND);
  });

  it('answers the first 20 profiles by clientId with the pagination headers by default', async () => {
    const answer = await bed.call('GET', LIST);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(20);
    expect(answer.body.map((p: Loose) => p.clientId)).toEqual(Array.from({ length: 20 }, (_, i) => bed.idOf(i)));
    expect(answer.headers.get('X-Pagination-Total-Count')).toBe('50000');
    expect(answer.headers.get('X-Pagination-Total-Pages')).toBe('2500');
    expect(answer.headers.get('X-Pagination-Page')).toBe('1');
    expect(answer.headers.get('X-Pagination-Limit')).toBe('20');
  });

  it('pages one-based with pageIndex and pageSize', async () => {
    const answer = await bed.call('GET', `${LIST}?pageIndex=3&pageSize=7`);
    expect(answer.body.map((p: Loose) => p.clientId)).toEqual(Array.from({ length: 7 }, (_, i) => bed.idOf(14 + i)));
    expect(answer.headers.get('X-Pagination-Total-Pages')).toBe(String(Math.ceil(50_000 / 7)));
    expect(answer.headers.get('X-Pagination-Page')).toBe('3');
    expect(answer.headers.get('X-Pagination-Limit')).toBe('7');
  });

  it('answers a short last page and an empty page past the end', async () => {
    const last = await bed.call('GET', `${LIST}?pageIndex=${Math.ceil(50_000 / 300)}&pageSize=300`);
    expect(last.body).toHaveLength(50_000 % 300);
    const past = await bed.call('GET', `${LIST}?pageIndex=1000&pageSize=500`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
    expect(past.headers.get('X-Pagination-Total-Count')).toBe('50000');
  });

  it('accepts pageSize 1 and 500', async () => {
    expect((await bed.call('GET', `${LIST}?pageSize=1`)).body).toHaveLength(1);
    expect((await bed.call('GET', `${LIST}?pageSize=500`)).body).toHaveLength(500);
  });

  it('answers 400 on pageSize 0, 501 or not a number', async () => {
    for (const value of ['0', '501', 'ten', '2.5', '-1']) {
      const answer = await bed.call('GET', `${LIST}?pageSize=${value}`);
      expect(answer.status, value).toBe(400);
      expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'pageSize', rejectedValue: value })]);
    }
  });

  it('answers 400 on pageIndex 0 (pages are one-based) or not a number', async () => {
    for (const value of ['0', 'first', '-2']) {
      const answer = await bed.call('GET', `${LIST}?pageIndex=${value}`);
      expect(answer.status, value).toBe(400);
      expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'pageIndex' })]);
    }
  });

  it('lists one errors[] entry per bad parameter', async () => {
    const answer = await bed.call(
      'GET',
      `${LIST}?sortBy=age&sortOrder=up&pageIndex=0&pageSize=501&filters[anonymous]=maybe`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: Loose) => e.field).sort()).toEqual(
      ['filters[anonymous]', 'pageIndex', 'pageSize', 'sortBy', 'sortOrder'].sort(),
    );
    for (const error of answer.body.errors)
      expect(Object.keys(error).sort()).toEqual(['code', 'field', 'message', 'rejectedValue']);
  });

  it('treats empty parameter values as absent and ignores unknown parameters', async () => {
    const answer = await bed.call('GET', `${LIST}?sortBy=&pageSize=&filters[email]=&_=123`);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(20);
  });

  it('answers 400 on an unknown filter', async () => {
    const answer = await bed.call('GET', `${LIST}?filters[age]=30`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'filters[age]' })]);
  });
});

describe('Profiles listing: sorting', () => {
  let bed: ProfileTestbed;
  beforeAll(async () => {
    bed = await profileTestbed(SMALL);
  });

  it('answers the default order (clientId ascending) without sortBy; sortOrder=DESC alone reverses it', async () => {
    const asc = (await bed.call('GET', `${LIST}?pageSize=5`)).body.map((p: Loose) => p.clientId);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await bed.call('GET', `${LIST}?sortOrder=DESC&pageSize=5`)).body.map((p: Loose) => p.clientId);
    const all = seedProfiles(bed.ws);
    expect(desc[0]).toBe(all.at(-1)?.clientId);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('answers 400 naming the field and the allowed values for a sortBy outside the vendor enum', async () => {
    for (const value of ['age', 'clientId', 'customId', 'FIRSTNAME']) {
      const answer = await bed.call('GET', `${LIST}?sortBy=${value}`);
      expect(answer.status, value).toBe(400);
      expect(answer.body.errors, value).toEqual([
        {
          code: 1004,
          field: 'sortBy',
          rejectedValue: value,
          message: 'sortBy must be one of: firstName, lastName, lastActivityDate, email, city, phone',
        },
      ]);
    }
  });

  it('answers 400 naming the allowed values for a sortOrder other than ASC/DESC (lower case too)', async () => {
    for (const value of ['asc', 'desc', 'up']) {
      const answer = await bed.call('GET', `${LIST}?sortBy=city&sortOrder=${value}`);
      expect(answer.status, value).toBe(400);
      expect(answer.body.errors, value).toEqual([
        { code: 1004, field: 'sortOrder', rejectedValue: value, message: 'sortOrder must be one of: ASC, DESC' },
      ]);
    }
    expect((await bed.call('GET', `${LIST}?sortBy=city&sortOrder=ASC`)).status).toBe(200);
    expect((await bed.call('GET', `${LIST}?sortBy=city&sortOrder=DESC`)).status).toBe(200);
  });

  it('sorts by city ascending: ties by clientId, profiles without a city last', async () => {
    const all = await listAll(bed, 'sortBy=city');
    expect(all).toHaveLength(seedProfiles(bed.ws).length);
    const firstNull = all.findIndex((p) => p.city === null);
    expect(firstNull).toBeGreaterThan(0);
    expect(all.slice(firstNull).every((p) => p.city === null)).toBe(true);
    for (let i = 1; i < all.length; i += 1) {
      const [a, b] = [all[i - 1], all[i]];
      if (a.city === null) {
        expect(b.clientId).toBeGreaterThan(a.clientId);
      } else if (b.city !== null) {
        const order = foldText(a.city) < foldText(b.city) ? -1 : foldText(a.city) > foldText(b.city) ? 1 : 0;
        expect(order === -1 || (order === 0 && a.clientId < b.clientId), `${i}`).toBe(true);
      }
    }
  });

  it('sorts descending: ties still by clientId ascending, profiles without a value still last', async () => {
    const all = await listAll(bed, 'sortBy=city&sortOrder=DESC');
    const firstNull = all.findIndex((p) => p.city === null);
    expect(all.slice(firstNull).every((p) => p.city === null)).toBe(true);
    for (let i = 1; i < firstNull; i += 1) {
      const [a, b] = [all[i - 1], all[i]];
      const ka = foldText(a.city);
      const kb = foldText(b.city);
      expect(ka > kb || (ka === kb && a.clientId < b.clientId), `${i}`).toBe(true);
    }
  });

  it('sorts names case- and accent-insensitively', async () => {
    const names = (await listAll(bed, 'sortBy=lastName')).map((p) => p.lastName).filter((n) => n !== null);
    const folded = names.map(foldText);
    expect(folded).toEqual([...folded].sort());
    expect(foldText('Łódź Żółć')).toBe('lodz zolc');
  });

  it('sorts by every value of the vendor enum', async () => {
    for (const sortBy of ['firstName', 'lastName', 'lastActivityDate', 'email', 'city', 'phone']) {
      const answer = await bed.call('GET', `${LIST}?sortBy=${sortBy}&pageSize=50`);
      expect(answer.status, sortBy).toBe(200);
      const values = answer.body.map((p: Loose) => p[sortBy]).filter((v: unknown) => v !== null);
      expect(values.length, sortBy).toBeGreaterThan(0);
    }
  });

  it('sorts by lastActivityDate chronologically, most recent first with desc', async () => {
    const answer = await bed.call('GET', `${LIST}?sortBy=lastActivityDate&sortOrder=DESC&pageSize=100`);
    const times = answer.body.map((p: Loose) => Date.parse(p.lastActivityDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sorts phones by their digits', async () => {
    const answer = await bed.call('GET', `${LIST}?sortBy=phone&pageSize=100`);
    const digits = answer.body.map((p: Loose) => p.phone.replace(/\D/g, ''));
    expect(digits).toEqual([...digits].sort());
  });
});

describe('Profiles listing: filters', () => {
  let bed: ProfileTestbed;
  const seeded = () => seedProfiles(bed.ws);
  beforeAll(async () => {
    bed = await profileTestbed(SMALL);
  });

  it('lists only anonymous profiles with filters[anonymous]=true', async () => {
    const answer = await bed.call('GET', `${LIST}?filters[anonymous]=true&pageSize=500`);
    const expected = seeded().filter((p) => p.anonymous);
    expect(answer.headers.get('X-Pagination-Total-Count')).toBe(String(expected.length));
    expect(answer.body.every((p: Loose) => p.anonymous)).toBe(true);
  });

  it('lists only identified profiles with filters[anonymous]=false', async () => {
    const answer = await bed.call('GET', `${LIST}?filters[anonymous]=false&pageSize=500`);
    expect(answer.headers.get('X-Pagination-Total-Count')).toBe(String(seeded().filter((p) => !p.anonymous).length));
    expect(answer.body.every((p: Loose) => !p.anonymous)).toBe(true);
  });

  it('lists both when filters[anonymous] is omitted, and answers 400 on another value', async () => {
    const all = await bed.call('GET', LIST);
    expect(all.headers.get('X-Pagination-Total-Count')).toBe(String(seeded().length));
    const maybe = await bed.call('GET', `${LIST}?filters[anonymous]=maybe`);
    expect(maybe.status).toBe(400);
    expect(maybe.body.errors).toEqual([
      expect.objectContaining({ field: 'filters[anonymous]', rejectedValue: 'maybe' }),
    ]);
  });

  it('filters text fields with a case-insensitive "contains"', async () => {
    const sample = seeded().find((p) => p.lastName !== null && p.city !== null);
    const part = sample!.lastName!.slice(1, 4).toUpperCase();
    const answer = await bed.call('GET', `${LIST}?filters[lastName]=${encodeURIComponent(part)}&pageSize=500`);
    const expected = seeded().filter((p) => p.lastName?.toLowerCase().includes(part.toLowerCase()));
    expect(answer.headers.get('X-Pagination-Total-Count')).toBe(String(expected.length));
    expect(answer.body.map((p: Loose) => p.clientId)).toEqual(expected.slice(0, 500).map((p) => p.clientId));
  });

  it('filters by firstName, email and city', async () => {
    const p = seeded().find((r) => r.email !== null && r.city !== null)!;
    for (const [field, value] of [
      ['firstName', p.firstName],
      ['email', p.email!.split('@')[0]],
      ['city', p.city],
    ] as const) {
      const answer = await bed.call('GET', `${LIST}?filters[${field}]=${encodeURIComponent(value ?? '')}&pageSize=500`);
      expect(answer.status, field).toBe(200);
      expect(
        answer.body.some((r: Loose) => r.clientId === p.clientId),
        field,
      ).toBe(true);
      expect(
        answer.body.every((r: Loose) => String(r[field]).toLowerCase().includes(String(value).toLowerCase())),
        field,
      ).toBe(true);
    }
  });

  it('filters text ignoring accents, as sorting does: "Wroclaw" finds "Wrocław"', async () => {
    const p = seeded().find((r) => r.city !== null && foldText(r.city) !== r.city.toLowerCase())!;
    const plain = foldText(p.city!);
    const answer = await bed.call('GET', `${LIST}?filters[city]=${encodeURIComponent(plain)}&pageSize=500`);
    const expected = seeded().filter((r) => r.city !== null && foldText(r.city).includes(plain));
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.headers.get('X-Pagination-Total-Count')).toBe(String(expected.length));
    expect(answer.body.map((r: Loose) => r.clientId)).toContain(p.clientId);
    // Typed with its accents, the same profiles.
    const accented = await bed.call('GET', `${LIST}?filters[city]=${encodeURIComponent(p.city!)}&pageSize=500`);
    expect(accented.headers.get('X-Pagination-Total-Count')).toBe(String(expected.length));
  });

  it('filters phones by digits only, whatever the punctuation', async () => {
    const p = seeded().find((r) => r.phone !== null)!;
    const digits = p.phone!.replace(/\D/g, '');
    const spaced = `(${digits.slice(-9, -6)}) ${digits.slice(-6, -3)}-${digits.slice(-3)}`;
    const answer = await bed.call('GET', `${LIST}?filters[phone]=${encodeURIComponent(spaced)}`);
    expect(answer.body.map((r: Loose) => r.clientId)).toContain(p.clientId);
    const noDigits = await bed.call('GET', `${LIST}?filters[phone]=abc`);
    expect(noDigits.status).toBe(400);
    expect(noDigits.body.errors).toEqual([expect.objectContaining({ field: 'filters[phone]' })]);
  });

  it('combines filters with sorting and paging', async () => {
    const answer = await bed.call(
      'GET',
      `${LIST}?filters[anonymous]=false&filters[city]=a&sortBy=lastName&sortOrder=DESC&pageSize=10&pageIndex=2`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(10);
    const expected = seeded().filter((p) => !p.anonymous && p.city?.toLowerCase().includes('a')).length;
    expect(answer.headers.get('X-Pagination-Total-Count')).toBe(String(expected));
    expect(answer.headers.get('X-Pagination-Total-Pages')).toBe(String(Math.ceil(expected / 10)));
  });

  it('answers an empty page with 0 total pages when nothing matches', async () => {
    const answer = await bed.call('GET', `${LIST}?filters[email]=nobody-has-this`);
    expect(answer.body).toEqual([]);
    expect(answer.headers.get('X-Pagination-Total-Count')).toBe('0');
    expect(answer.headers.get('X-Pagination-Total-Pages')).toBe('0');
  });
});
