import { describe, expect, it } from 'vitest';
import { formatIql, iqlAnd, iqlAttributes, matchesIql, parseIql, type IqlNode } from './iql';

function ast(text: string): IqlNode {
  const result = parseIql(text);
  if (!result.ok) throw new Error(`expected ${text} to parse: ${result.error.message}`);
  return result.ast;
}

function error(text: string) {
  const result = parseIql(text);
  if (result.ok) throw new Error(`expected ${text} to fail`);
  return result.error;
}

describe('parseIql: valid filters', () => {
  it('parses each comparison operator with strings, numbers and booleans', () => {
    expect(ast('brand = "Nike"')).toMatchObject({
      type: 'comparison',
      attribute: 'brand',
      operator: '=',
      value: 'Nike',
    });
    expect(ast("brand != 'Acme'")).toMatchObject({ operator: '!=', value: 'Acme' });
    expect(ast('price > 10')).toMatchObject({ operator: '>', value: 10 });
    expect(ast('price>=10.5')).toMatchObject({ operator: '>=', value: 10.5 });
    expect(ast('price < -3')).toMatchObject({ operator: '<', value: -3 });
    expect(ast('rating <= 4e0')).toMatchObject({ operator: '<=', value: 4 });
    expect(ast('inStock = true')).toMatchObject({ value: true });
    expect(ast('inStock = FALSE')).toMatchObject({ value: false });
  });

  it('gives AND precedence over OR and NOT over AND', () => {
    expect(formatIql(ast('a = 1 OR b = 2 AND c = 3'))).toBe('a = 1 OR b = 2 AND c = 3');
    const tree = ast('a = 1 OR b = 2 AND c = 3');
    expect(tree.type).toBe('or');
    expect(tree.type === 'or' && tree.operands[1]?.type).toBe('and');
    const not = ast('NOT a = 1 AND b = 2');
    expect(not.type).toBe('and');
    expect(not.type === 'and' && not.operands[0]?.type).toBe('not');
  });

  it('honours parentheses and keeps only the ones needed when formatting', () => {
    const tree = ast('(a = 1 OR b = 2) AND c = 3');
    expect(tree.type).toBe('and');
    expect(formatIql(tree)).toBe('(a = 1 OR b = 2) AND c = 3');
    expect(formatIql(ast('((a = 1))'))).toBe('a = 1');
    expect(formatIql(ast('NOT (a = 1 OR b = 2)'))).toBe('NOT (a = 1 OR b = 2)');
  });

  it('accepts case-insensitive keywords, IN lists, IS DEFINED and NOT IN', () => {
    expect(ast('category in ("Shoes", \'Bags\') and not color = "red"')).toMatchObject({
      type: 'and',
      operands: [{ type: 'in', attribute: 'category', values: ['Shoes', 'Bags'], negated: false }, { type: 'not' }],
    });
    expect(ast('size NOT IN (38, 39)')).toMatchObject({ type: 'in', negated: true, values: [38, 39] });
    expect(ast('salePrice IS DEFINED')).toMatchObject({ type: 'defined', negated: false });
    expect(ast('salePrice is not defined')).toMatchObject({ type: 'defined', negated: true });
  });

  it('reads dotted and backticked attribute names and escaped quotes', () => {
    expect(ast('location.lat > 52.1')).toMatchObject({ attribute: 'location.lat', value: 52.1 });
    expect(ast('`sale price` = 3')).toMatchObject({ attribute: 'sale price' });
    expect(ast('`in` = 3')).toMatchObject({ attribute: 'in' });
    expect(ast('title = "say \\"hi\\""')).toMatchObject({ value: 'say "hi"' });
    expect(ast("title = 'it\\'s'")).toMatchObject({ value: "it's" });
  });

  it('records where each condition is', () => {
    expect(ast('  brand = "Nike" AND x IN (1)')).toMatchObject({
      operands: [{ span: { position: 2, length: 14 } }, { span: { position: 21, length: 8 } }],
    });
  });

  it('formats back to text that parses to the same tree', () => {
    for (const text of [
      'brand = "Nike" AND (price < 100 OR rating >= 4.5)',
      'NOT NOT a = 1',
      '`sale price` IS NOT DEFINED OR `and` != "x\\"y"',
      'a IN (1, "two", true) AND b NOT IN ("c")',
    ]) {
      const first = ast(text);
      const again = ast(formatIql(first));
      expect(formatIql(again)).toBe(formatIql(first));
    }
  });

  it('lists the attributes once, in text order', () => {
    expect(iqlAttributes(ast('brand = "a" AND (price > 1 OR brand = "b") AND NOT color IN ("red")'))).toEqual([
      'brand',
      'price',
      'color',
    ]);
  });

  it('combines trees with iqlAnd', () => {
    expect(iqlAnd([null, undefined])).toBeNull();
    expect(formatIql(iqlAnd([ast('a = 1 AND b = 2'), ast('c = 3 OR d = 4')])!)).toBe(
      'a = 1 AND b = 2 AND (c = 3 OR d = 4)',
    );
  });
});

describe('parseIql: errors name the position', () => {
  it.each([
    ['brand = "Nike" AND )', "Unexpected ')' at position 19", 19, 1],
    ['brand = "Nike" AND (price > 1', 'Unexpected end of filter at position 29', 29, 1],
    ['brand = "Nike', 'Unterminated string starting at position 8', 8, 5],
    ['brand = Nike', "Unquoted value 'Nike' at position 8", 8, 4],
    ['brand == "Nike"', "Unknown operator '==' at position 6", 6, 2],
    ['price # 3', "Unexpected character '#' at position 6", 6, 1],
    ['price > 3)', "Unexpected ')' at position 9", 9, 1],
    ['price 3', "Unexpected '3' at position 6", 6, 1],
    ['AND price > 3', "Unexpected keyword 'AND' at position 0", 0, 3],
    ['a IN 1, 2', "Unexpected '1' at position 5", 5, 1],
    ['a IN (1 2)', "Unexpected '2' at position 8", 8, 1],
    ['a IS DEFINITELY', "Unexpected 'DEFINITELY' at position 5", 5, 10],
    ['price > 3.2.1', "Invalid number '3.2.1' at position 8", 8, 5],
    ['`open = 1', 'Unterminated attribute name starting at position 0', 0, 9],
    ['   ', 'Empty filter at position 0', 0, 1],
    ['a = 1 b = 2', "Unexpected 'b' at position 6", 6, 1],
  ])('%s', (text, message, position, length) => {
    const e = error(text);
    expect(e.message).toContain(message);
    expect(e.position).toBe(position);
    expect(e.length).toBe(length);
  });

  it('says which parenthesis is left open', () => {
    expect(error('(a = 1 OR (b = 2)').message).toBe(
      "Unexpected end of filter at position 17: expected ')' to close the '(' at position 0",
    );
  });
});

describe('matchesIql', () => {
  const item = {
    brand: 'Nike',
    price: 80,
    inStock: true,
    sizes: ['40', '41'],
    location: { lat: 52.2, lon: 21 },
    salePrice: null,
  };

  it.each([
    ['brand = "Nike"', true],
    ['brand = "nike"', false],
    ['brand != "Acme"', true],
    ['price > 79 AND price <= 80', true],
    ['price = "80"', false],
    ['price != "80"', true],
    ['inStock = true', true],
    ['sizes = "41"', true],
    ['sizes != "41"', false],
    ['sizes IN ("39", "40")', true],
    ['sizes NOT IN ("39")', true],
    ['location.lat > 52', true],
    ['salePrice IS DEFINED', false],
    ['salePrice IS NOT DEFINED', true],
    ['color = "red"', false],
    ['color != "red"', true],
    ['NOT (brand = "Nike" OR price < 10)', false],
    ['brand = "Acme" OR price < 100', true],
  ])('%s → %s', (text, expected) => {
    expect(matchesIql(ast(text), item)).toBe(expected);
  });
});
