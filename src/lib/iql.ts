/**
 * IQL, the search `filters` language: the documented subset shared by the search playground (which marks syntax
 * errors where they are before sending) and the simulator (which turns the tree into the engine's filters).
 * Pure TypeScript, no imports.
 *
 * Syntax (keywords case-insensitive):
 *
 *   expression  := or
 *   or          := and ( OR and )*
 *   and         := not ( AND not )*
 *   not         := NOT not | primary
 *   primary     := '(' expression ')' | condition
 *   condition   := attribute ( '=' | '!=' | '>' | '>=' | '<' | '<=' ) value
 *                | attribute [NOT] IN '(' value ( ',' value )* ')'
 *                | attribute IS [NOT] DEFINED
 *   attribute   := bare name (letters, digits, `_`, `.`; not starting with a digit; `location.lat`) | `backticked`
 *   value       := "double" or 'single' quoted string (backslash escapes \" \' \\) | number | true | false
 *
 * Precedence NOT > AND > OR. Examples:
 *   brand = "Nike" AND price < 100
 *   category IN ("Shoes", 'Bags') AND NOT inStock = false
 *   (color = "red" OR color = "blue") AND rating >= 4.5
 *   `sale price` IS DEFINED
 *
 * Positions are 0-based offsets into the text (UTF-16 code units, like JavaScript string indices).
 */

export type IqlValue = string | number | boolean;

export type IqlComparisonOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

/** Where a node sits in the text it was parsed from. */
export interface IqlSpan {
  position: number;
  length: number;
}

export interface IqlComparison {
  type: 'comparison';
  attribute: string;
  operator: IqlComparisonOperator;
  value: IqlValue;
  span: IqlSpan;
}

export interface IqlIn {
  type: 'in';
  attribute: string;
  values: IqlValue[];
  /** `attr NOT IN (…)`. */
  negated: boolean;
  span: IqlSpan;
}

export interface IqlDefined {
  type: 'defined';
  attribute: string;
  /** `attr IS NOT DEFINED`. */
  negated: boolean;
  span: IqlSpan;
}

export interface IqlAnd {
  type: 'and';
  operands: IqlNode[];
}

export interface IqlOr {
  type: 'or';
  operands: IqlNode[];
}

export interface IqlNot {
  type: 'not';
  operand: IqlNode;
}

export type IqlCondition = IqlComparison | IqlIn | IqlDefined;
export type IqlNode = IqlCondition | IqlAnd | IqlOr | IqlNot;

export interface IqlError {
  /** Names the position, e.g. "Unexpected ')' at position 14: expected a value". */
  message: string;
  position: number;
  /** Characters to mark from `position` (at least 1, also at the end of the text). */
  length: number;
}

export type IqlParseResult = { ok: true; ast: IqlNode } | { ok: false; error: IqlError };

export const IQL_KEYWORDS = ['AND', 'OR', 'NOT', 'IN', 'IS', 'DEFINED', 'TRUE', 'FALSE'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Tokens

type TokenKind = 'word' | 'attribute' | 'string' | 'number' | 'operator' | '(' | ')' | ',' | 'end';

interface Token {
  kind: TokenKind;
  /** The source text of the token. */
  text: string;
  /** Decoded value: the unquoted string, the number, the word or backticked name. */
  value: string | number;
  position: number;
}

class IqlSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
    readonly length: number,
  ) {
    super(message);
  }
}

const WORD_START = /[A-Za-z_]/;
const WORD_PART = /[A-Za-z0-9_.]/;
const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ kind: ch, text: ch, value: ch, position: start });
      i++;
      continue;
    }
    if (ch === '=' || ch === '!' || ch === '<' || ch === '>') {
      const two = text.slice(i, i + 2);
      if (two === '!=' || two === '>=' || two === '<=') {
        tokens.push({ kind: 'operator', text: two, value: two, position: start });
        i += 2;
      } else if (two === '<>') {
        throw new IqlSyntaxError(`Unknown operator '<>' at position ${start}: use !=`, start, 2);
      } else if (two === '==') {
        throw new IqlSyntaxError(`Unknown operator '==' at position ${start}: use =`, start, 2);
      } else if (ch === '!') {
        throw new IqlSyntaxError(`Unexpected '!' at position ${start}: use != or NOT`, start, 1);
      } else {
        tokens.push({ kind: 'operator', text: ch, value: ch, position: start });
        i++;
      }
      continue;
    }
    if (ch === '"' || ch === "'") {
      let value = '';
      i++;
      let closed = false;
      while (i < text.length) {
        const c = text.charAt(i);
        if (c === '\\' && i + 1 < text.length) {
          const next = text.charAt(i + 1);
          value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          i += 2;
          continue;
        }
        if (c === ch) {
          closed = true;
          i++;
          break;
        }
        value += c;
        i++;
      }
      if (!closed) {
        throw new IqlSyntaxError(`Unterminated string starting at position ${start}`, start, text.length - start);
      }
      tokens.push({ kind: 'string', text: text.slice(start, i), value, position: start });
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end < 0) {
        throw new IqlSyntaxError(
          `Unterminated attribute name starting at position ${start}`,
          start,
          text.length - start,
        );
      }
      const name = text.slice(i + 1, end);
      if (name.trim() === '')
        throw new IqlSyntaxError(`Empty attribute name at position ${start}`, start, end + 1 - start);
      tokens.push({ kind: 'attribute', text: text.slice(start, end + 1), value: name, position: start });
      i = end + 1;
      continue;
    }
    const number = NUMBER.exec(text.slice(i));
    if (number && (ch !== '-' || /[\d.]/.test(text.charAt(i + 1)))) {
      const raw = number[0];
      const after = text.charAt(i + raw.length);
      if (after !== '' && WORD_PART.test(after)) {
        let end = i + raw.length;
        while (end < text.length && WORD_PART.test(text.charAt(end))) end++;
        throw new IqlSyntaxError(`Invalid number '${text.slice(i, end)}' at position ${start}`, start, end - start);
      }
      tokens.push({ kind: 'number', text: raw, value: Number(raw), position: start });
      i += raw.length;
      continue;
    }
    if (WORD_START.test(ch)) {
      let end = i + 1;
      while (end < text.length && WORD_PART.test(text.charAt(end))) end++;
      const word = text.slice(i, end);
      tokens.push({ kind: 'word', text: word, value: word, position: start });
      i = end;
      continue;
    }
    throw new IqlSyntaxError(`Unexpected character '${ch}' at position ${start}`, start, 1);
  }
  tokens.push({ kind: 'end', text: '', value: '', position: text.length });
  return tokens;
}

// ---------------------------------------------------------------------------------------------------------------
// Parser (recursive descent)

function isKeyword(token: Token, keyword: string): boolean {
  return token.kind === 'word' && String(token.value).toUpperCase() === keyword;
}

function isAnyKeyword(word: string): boolean {
  return (IQL_KEYWORDS as readonly string[]).includes(word.toUpperCase());
}

function describe(token: Token): string {
  return token.kind === 'end' ? 'end of filter' : `'${token.text}'`;
}

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  private get current(): Token {
    return this.tokens[this.index] ?? this.tokens[this.tokens.length - 1]!;
  }

  private advance(): Token {
    const token = this.current;
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private fail(token: Token, expected: string): never {
    const what = token.kind === 'end' ? 'Unexpected end of filter' : `Unexpected ${describe(token)}`;
    throw new IqlSyntaxError(
      `${what} at position ${token.position}: expected ${expected}`,
      token.position,
      Math.max(1, token.text.length),
    );
  }

  parse(): IqlNode {
    if (this.current.kind === 'end') {
      throw new IqlSyntaxError('Empty filter at position 0: expected a condition such as brand = "Nike"', 0, 1);
    }
    const node = this.parseOr();
    const rest = this.current;
    if (rest.kind !== 'end') {
      this.fail(
        rest,
        rest.kind === ')' ? "AND, OR or the end of the filter (no matching '(')" : 'AND, OR or the end of the filter',
      );
    }
    return node;
  }

  private parseOr(): IqlNode {
    const operands = [this.parseAnd()];
    while (isKeyword(this.current, 'OR')) {
      this.advance();
      operands.push(this.parseAnd());
    }
    return operands.length === 1 ? operands[0]! : { type: 'or', operands };
  }

  private parseAnd(): IqlNode {
    const operands = [this.parseNot()];
    while (isKeyword(this.current, 'AND')) {
      this.advance();
      operands.push(this.parseNot());
    }
    return operands.length === 1 ? operands[0]! : { type: 'and', operands };
  }

  private parseNot(): IqlNode {
    if (isKeyword(this.current, 'NOT')) {
      this.advance();
      return { type: 'not', operand: this.parseNot() };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): IqlNode {
    const token = this.current;
    if (token.kind === '(') {
      this.advance();
      const inner = this.parseOr();
      if (this.current.kind !== ')') this.fail(this.current, `')' to close the '(' at position ${token.position}`);
      this.advance();
      return inner;
    }
    return this.parseCondition();
  }

  private parseAttribute(): { name: string; token: Token } {
    const token = this.current;
    if (token.kind === 'attribute') {
      this.advance();
      return { name: String(token.value), token };
    }
    if (token.kind === 'word' && !isAnyKeyword(String(token.value))) {
      this.advance();
      return { name: String(token.value), token };
    }
    if (token.kind === 'word') {
      throw new IqlSyntaxError(
        `Unexpected keyword '${token.text}' at position ${token.position}: expected an attribute name (quote names that are keywords with backticks)`,
        token.position,
        token.text.length,
      );
    }
    this.fail(token, 'an attribute name');
  }

  private parseValue(): IqlValue {
    const token = this.current;
    if (token.kind === 'string' || token.kind === 'number') {
      this.advance();
      return token.value;
    }
    if (isKeyword(token, 'TRUE') || isKeyword(token, 'FALSE')) {
      this.advance();
      return isKeyword(token, 'TRUE');
    }
    if (token.kind === 'word' && !isAnyKeyword(String(token.value))) {
      throw new IqlSyntaxError(
        `Unquoted value '${token.text}' at position ${token.position}: put text in quotes, e.g. "${token.text}"`,
        token.position,
        token.text.length,
      );
    }
    this.fail(token, 'a value (a quoted string, a number, true or false)');
  }

  private parseCondition(): IqlCondition {
    const { name: attribute, token: first } = this.parseAttribute();
    const start = first.position;
    const spanTo = (end: number): IqlSpan => ({ position: start, length: end - start });
    const op = this.current;
    if (op.kind === 'operator') {
      this.advance();
      const value = this.parseValue();
      const last = this.tokens[this.index - 1]!;
      return {
        type: 'comparison',
        attribute,
        operator: op.value as IqlComparisonOperator,
        value,
        span: spanTo(last.position + last.text.length),
      };
    }
    if (isKeyword(op, 'IS')) {
      this.advance();
      let negated = false;
      if (isKeyword(this.current, 'NOT')) {
        this.advance();
        negated = true;
      }
      if (!isKeyword(this.current, 'DEFINED')) this.fail(this.current, negated ? 'DEFINED' : 'DEFINED or NOT DEFINED');
      const last = this.advance();
      return { type: 'defined', attribute, negated, span: spanTo(last.position + last.text.length) };
    }
    let negated = false;
    if (isKeyword(op, 'NOT')) {
      this.advance();
      negated = true;
      if (!isKeyword(this.current, 'IN')) this.fail(this.current, 'IN after NOT');
    }
    if (isKeyword(this.current, 'IN')) {
      this.advance();
      const open = this.current;
      if (open.kind !== '(') this.fail(open, "'(' after IN");
      this.advance();
      const values: IqlValue[] = [this.parseValue()];
      while (this.current.kind === ',') {
        this.advance();
        values.push(this.parseValue());
      }
      if (this.current.kind !== ')')
        this.fail(this.current, `',' or ')' to close the list opened at position ${open.position}`);
      const last = this.advance();
      return { type: 'in', attribute, values, negated, span: spanTo(last.position + 1) };
    }
    this.fail(op, 'an operator (=, !=, >, >=, <, <=, IN, IS DEFINED)');
  }
}

/** Parses a filter. Never throws: a syntax error comes back with its message, position and length. */
export function parseIql(text: string): IqlParseResult {
  try {
    const tokens = tokenize(text);
    return { ok: true, ast: new Parser(tokens).parse() };
  } catch (error) {
    if (error instanceof IqlSyntaxError) {
      return {
        ok: false,
        error: { message: error.message, position: error.position, length: Math.max(1, error.length) },
      };
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Formatting and inspection

const BARE_ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_.]*$/;

export function formatIqlAttribute(name: string): string {
  return BARE_ATTRIBUTE.test(name) && !isAnyKeyword(name) ? name : `\`${name}\``;
}

export function formatIqlValue(value: IqlValue): string {
  if (typeof value === 'string') return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return String(value);
}

const PRECEDENCE: Record<IqlNode['type'], number> = { or: 1, and: 2, not: 3, comparison: 4, in: 4, defined: 4 };

/** Canonical text of a tree (upper-case keywords, double quotes, only the parentheses precedence needs). */
export function formatIql(node: IqlNode): string {
  const wrap = (child: IqlNode, min: number) => {
    const text = formatIql(child);
    return PRECEDENCE[child.type] < min ? `(${text})` : text;
  };
  switch (node.type) {
    case 'comparison':
      return `${formatIqlAttribute(node.attribute)} ${node.operator} ${formatIqlValue(node.value)}`;
    case 'in':
      return `${formatIqlAttribute(node.attribute)} ${node.negated ? 'NOT IN' : 'IN'} (${node.values.map(formatIqlValue).join(', ')})`;
    case 'defined':
      return `${formatIqlAttribute(node.attribute)} IS ${node.negated ? 'NOT DEFINED' : 'DEFINED'}`;
    case 'not':
      return `NOT ${wrap(node.operand, PRECEDENCE.not)}`;
    case 'and':
      return node.operands.map((o) => wrap(o, PRECEDENCE.and + 0.5)).join(' AND ');
    case 'or':
      return node.operands.map((o) => wrap(o, PRECEDENCE.or + 0.5)).join(' OR ');
  }
}

/** The conditions of a tree, in text order. */
export function iqlConditions(node: IqlNode): IqlCondition[] {
  switch (node.type) {
    case 'and':
    case 'or':
      return node.operands.flatMap(iqlConditions);
    case 'not':
      return iqlConditions(node.operand);
    default:
      return [node];
  }
}

/** The attributes a tree filters on, each once, in text order. */
export function iqlAttributes(node: IqlNode): string[] {
  return [...new Set(iqlConditions(node).map((c) => c.attribute))];
}

/** `a AND b`, flattening nested ANDs; null when there is nothing to combine. */
export function iqlAnd(nodes: readonly (IqlNode | null | undefined)[]): IqlNode | null {
  const operands = nodes.flatMap((n) => (!n ? [] : n.type === 'and' ? n.operands : [n]));
  if (operands.length === 0) return null;
  return operands.length === 1 ? operands[0]! : { type: 'and', operands };
}

// ---------------------------------------------------------------------------------------------------------------
// Evaluation against a plain item (the simulator's fallback for what the engine cannot filter, and the
// playground's "why is this item not in the results?")

/** Reads `a.b.c` from an object; an attribute whose full name is a key wins over the path. */
export function iqlRead(item: Readonly<Record<string, unknown>>, attribute: string): unknown {
  if (attribute in item) return item[attribute];
  let current: unknown = item;
  for (const part of attribute.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function compareOne(actual: unknown, operator: IqlComparisonOperator, expected: IqlValue): boolean {
  if (actual === undefined || actual === null) return operator === '!=';
  if (typeof actual !== typeof expected) return operator === '!=';
  if (operator === '=') return actual === expected;
  if (operator === '!=') return actual !== expected;
  const a = actual as string | number | boolean;
  if (operator === '>') return a > expected;
  if (operator === '>=') return a >= expected;
  if (operator === '<') return a < expected;
  return a <= expected;
}

/**
 * Whether an item satisfies a tree. Strings compare exactly (case-sensitive), numbers numerically; a value of a
 * different type never matches (so `!=` is true). On array attributes a condition holds when any element
 * satisfies it (`!=`: when no element equals the value); a missing attribute only satisfies `!=`, `NOT IN` and
 * `IS NOT DEFINED`.
 */
export function matchesIql(node: IqlNode, item: Readonly<Record<string, unknown>>): boolean {
  switch (node.type) {
    case 'and':
      return node.operands.every((o) => matchesIql(o, item));
    case 'or':
      return node.operands.some((o) => matchesIql(o, item));
    case 'not':
      return !matchesIql(node.operand, item);
    case 'defined': {
      const value = iqlRead(item, node.attribute);
      const defined = value !== undefined && value !== null;
      return node.negated ? !defined : defined;
    }
    case 'in': {
      const value = iqlRead(item, node.attribute);
      const values = Array.isArray(value) ? (value as unknown[]) : [value];
      const found = values.some((v) => node.values.some((expected) => compareOne(v, '=', expected)));
      return node.negated ? !found : found;
    }
    case 'comparison': {
      const value = iqlRead(item, node.attribute);
      if (Array.isArray(value)) {
        if (node.operator === '!=') return !value.some((v) => compareOne(v, '=', node.value));
        return value.some((v) => compareOne(v, node.operator, node.value));
      }
      return compareOne(value, node.operator, node.value);
    }
  }
}
