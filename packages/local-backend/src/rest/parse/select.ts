import { parseError } from '../errors.js';
import type { AggregateName, EmbedItem, FieldItem, JsonStep, SelectItem } from './ast.js';

const AGGREGATES = new Set<AggregateName>(['count', 'sum', 'avg', 'min', 'max']);
/** Deeper embedding than this is refused: it only serves to exhaust the planner. */
const MAX_DEPTH = 16;
const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

/** A cursor over the select string. */
class Scanner {
  pos = 0;
  constructor(readonly text: string) {}
  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }
  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos);
  }
  eof(): boolean {
    return this.pos >= this.text.length;
  }
  fail(expected: string): never {
    throw parseError(
      `"failed to parse select parameter (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${this.eof() ? 'end of input' : `"${this.peek()}"`} expecting ${expected}`,
    );
  }
  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\n' || this.peek() === '\t') this.pos++;
  }
}

/** Reads an identifier: a double-quoted name or a run of characters with no syntax meaning. */
function identifier(s: Scanner, what = 'field name'): string {
  s.skipSpaces();
  if (s.peek() === '"') {
    s.pos++;
    let out = '';
    while (!s.eof() && s.peek() !== '"') {
      if (s.peek() === '\\' && s.peek(1)) s.pos++;
      out += s.peek();
      s.pos++;
    }
    if (s.peek() !== '"') s.fail('closing quote');
    s.pos++;
    return out;
  }
  const start = s.pos;
  while (!s.eof()) {
    const ch = s.peek();
    if (',()!:".*'.includes(ch) || s.startsWith('->') || ch === ' ') break;
    s.pos++;
  }
  if (s.pos === start) s.fail(what);
  return s.text.slice(start, s.pos);
}

/** Reads `->a->>b` steps after a column name. */
export function jsonPath(s: Scanner): JsonStep[] {
  const steps: JsonStep[] = [];
  while (s.startsWith('->')) {
    const arrow = s.startsWith('->>') ? '->>' : '->';
    s.pos += arrow.length;
    steps.push({ arrow, key: identifier(s, 'json key') });
  }
  return steps;
}

function cast(s: Scanner): string | undefined {
  if (!s.startsWith('::')) return undefined;
  s.pos += 2;
  const start = s.pos;
  while (/[A-Za-z0-9_[\]]/.test(s.peek())) s.pos++;
  const type = s.text.slice(start, s.pos);
  if (!CAST.test(type)) s.fail('type name');
  return type;
}

function items(s: Scanner, depth: number): SelectItem[] {
  if (depth > MAX_DEPTH) s.fail('less nesting');
  const out: SelectItem[] = [];
  for (;;) {
    s.skipSpaces();
    out.push(item(s, depth));
    s.skipSpaces();
    if (s.peek() === ',') {
      s.pos++;
      continue;
    }
    return out;
  }
}

function embedBody(s: Scanner, depth: number): SelectItem[] {
  // Consumes "( … )"; empty parentheses select nothing (useful with !inner).
  s.pos++;
  s.skipSpaces();
  if (s.peek() === ')') {
    s.pos++;
    return [];
  }
  const inner = items(s, depth + 1);
  s.skipSpaces();
  if (s.peek() !== ')') s.fail('")" or ","');
  s.pos++;
  return inner;
}

function item(s: Scanner, depth: number): SelectItem {
  if (s.peek() === '*') {
    s.pos++;
    return { type: 'star' };
  }
  if (s.startsWith('...')) {
    s.pos += 3;
    const name = identifier(s, 'relation name');
    const embed = embedTail(s, name, undefined, depth);
    if (!embed) s.fail('"(" after spread relation');
    return { ...embed, spread: true };
  }
  let alias: string | undefined;
  let name = identifier(s);
  if (s.peek() === ':' && s.peek(1) !== ':') {
    s.pos++;
    alias = name;
    s.skipSpaces();
    if (s.startsWith('...')) s.fail('field name (a spread cannot be aliased)');
    name = identifier(s);
  }
  if (name === 'count' && s.startsWith('()')) {
    s.pos += 2;
    return { type: 'count', alias, cast: cast(s) };
  }
  const embed = embedTail(s, name, alias, depth);
  if (embed) return embed;
  const field: FieldItem = { type: 'field', name, path: jsonPath(s), alias };
  field.cast = cast(s);
  if (s.peek() === '.') {
    s.pos++;
    const fn = identifier(s, 'aggregate function') as AggregateName;
    if (!AGGREGATES.has(fn) || !s.startsWith('()')) s.fail('aggregate function');
    s.pos += 2;
    field.aggregate = fn;
    field.aggregateCast = cast(s);
  }
  return field;
}

function embedTail(
  s: Scanner,
  name: string,
  alias: string | undefined,
  depth: number,
): EmbedItem | undefined {
  let hint: string | undefined;
  let joinType: 'inner' | 'left' | undefined;
  const save = s.pos;
  while (s.peek() === '!') {
    s.pos++;
    const word = identifier(s, 'embed hint');
    if (word === 'inner' || word === 'left') joinType = word;
    else if (hint === undefined) hint = word;
    else s.fail('a single hint');
  }
  if (s.peek() !== '(') {
    if (s.pos !== save) s.fail('"("');
    return undefined;
  }
  const select = embedBody(s, depth);
  return { type: 'embed', name, alias, hint, joinType, spread: false, select };
}

/** Parses the `select` parameter; an empty or missing value means `*`. */
export function parseSelect(text: string | undefined | null): SelectItem[] {
  if (text === undefined || text === null || text.trim() === '') return [{ type: 'star' }];
  const s = new Scanner(text);
  const result = items(s, 0);
  s.skipSpaces();
  if (!s.eof()) s.fail('"," or end of input');
  return result;
}

/** Parses a column reference with an optional JSON path (`data->a->>b`), as filters use. */
export function parseFieldPath(text: string): { name: string; path: JsonStep[] } {
  const s = new Scanner(text);
  const name = identifier(s);
  const path = jsonPath(s);
  if (!s.eof()) s.fail('end of field');
  return { name, path };
}

export { Scanner };
