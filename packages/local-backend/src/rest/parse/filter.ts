import { splitTopLevel } from '../../filter-syntax.js';
import { parseError } from '../errors.js';
import {
  type Condition,
  type Filter,
  type LogicTree,
  OPERATORS,
  type Operator,
  QUANTIFIABLE_OPERATORS,
} from './ast.js';
import { parseFieldPath } from './select.js';

const OPERATOR_SET = new Set<string>(OPERATORS);
const QUANTIFIABLE = new Set<Operator>(QUANTIFIABLE_OPERATORS);
const FTS = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts']);
const MAX_LOGIC_DEPTH = 16;

/**
 * Parses the right-hand side of a column filter (`not.in.(1,2)`, `eq(any).{a,b}`,
 * `fts(english).cat`) for the column reference `field`.
 */
export function parseCondition(fieldText: string, expression: string): Condition {
  const field = parseFieldPath(fieldText);
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest);
  if (!match) {
    throw parseError(
      `"failed to parse filter (${expression})" (line 1, column ${expression.length + 1})`,
      'unexpected end of input expecting operator (eq, gt, ...)',
    );
  }
  const [, op = '', modifier, value = ''] = match;
  if (!OPERATOR_SET.has(op)) {
    throw parseError(
      `"failed to parse filter (${expression})" (line 1, column 1)`,
      `unknown operator "${op}"`,
    );
  }
  const operator = op as Operator;
  const condition: Condition = { type: 'condition', field, negated, operator, value };
  if (modifier !== undefined) {
    if (FTS.has(operator)) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(modifier)) {
        throw parseError(
          `"failed to parse filter (${expression})"`,
          'invalid text search configuration',
        );
      }
      condition.language = modifier;
    } else if (QUANTIFIABLE.has(operator) && (modifier === 'any' || modifier === 'all')) {
      condition.quantifier = modifier;
    } else {
      throw parseError(
        `"failed to parse filter (${expression})" (line 1, column ${op.length + 1})`,
        `unexpected modifier "(${modifier})"`,
      );
    }
  }
  return condition;
}

function logicError(text: string, details: string): never {
  throw parseError(`"failed to parse logic tree (${text})" (line 1, column 1)`, details);
}

/** Removes one level of double quotes from a value inside a logic tree (`"a,b"` → `a,b`). */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function parseTreeBody(op: 'and' | 'or', negated: boolean, body: string, depth: number): LogicTree {
  if (depth > MAX_LOGIC_DEPTH) logicError(body, 'logic tree nested too deeply');
  if (!body.startsWith('(') || !body.endsWith(')')) logicError(body, 'expecting "("');
  const inner = body.slice(1, -1);
  if (inner.trim() === '') logicError(body, 'empty logic tree');
  const children: Filter[] = splitTopLevel(inner).map((part) =>
    parseLogicItem(part.trim(), depth + 1),
  );
  return { type: 'logic', op, negated, children };
}

function parseLogicItem(text: string, depth: number): Filter {
  const tree = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(text);
  if (tree) {
    return parseTreeBody(tree[2] as 'and' | 'or', Boolean(tree[1]), tree[3] ?? '', depth);
  }
  // field.op.value — the field may hold a JSON path with dots in keys only when quoted.
  const fieldMatch = /^((?:"[^"]*"|[^.])+?(?:->>?(?:"[^"]*"|[^.>-]+))*)\.([\s\S]+)$/.exec(text);
  if (!fieldMatch) logicError(text, 'expecting "field.operator.value"');
  const condition = parseCondition(fieldMatch[1] ?? '', fieldMatch[2] ?? '');
  return {
    ...condition,
    value: condition.operator === 'in' ? condition.value : unquote(condition.value),
  };
}

/**
 * Parses the value of an `or=`/`and=` parameter (`(a.eq.1,b.gt.2)`), possibly prefixed by
 * `not.` in the value (`not.or` keys are passed as `negated`).
 */
export function parseLogicTree(op: 'and' | 'or', negated: boolean, value: string): LogicTree {
  return parseTreeBody(op, negated, value.trim(), 0);
}
