/** One step of a JSON path: `->key` (json) or `->>key` (text); numeric keys index arrays. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** Aggregate functions allowed in `select`. */
export type AggregateName = 'count' | 'sum' | 'avg' | 'min' | 'max';

/** A column (optionally a JSON path into it), with alias, cast and aggregate. */
export interface FieldItem {
  type: 'field';
  name: string;
  path: JsonStep[];
  alias?: string;
  cast?: string;
  aggregate?: AggregateName;
  aggregateCast?: string;
}

/** `*`: every column. */
export interface StarItem {
  type: 'star';
}

/** `count()` without a column: counts rows (per group when other columns are selected). */
export interface CountItem {
  type: 'count';
  alias?: string;
  cast?: string;
}

/** An embedded resource: `alias:name!hint!inner(select…)` or a spread `...name(select…)`. */
export interface EmbedItem {
  type: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  joinType?: 'inner' | 'left';
  spread: boolean;
  select: SelectItem[];
}

/** An entry of the `select` parameter. */
export type SelectItem = FieldItem | StarItem | CountItem | EmbedItem;

/** Operators that take the `any`/`all` quantifiers (`eq(any).{a,b}`). */
export const QUANTIFIABLE_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
] as const;

/** Filter operators PostgREST accepts. */
export const OPERATORS = [
  ...QUANTIFIABLE_OPERATORS,
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
] as const;

/** One of {@link OPERATORS}. */
export type Operator = (typeof OPERATORS)[number];

/** A column filter: `path=not.op(any).value` or `path=fts(english).value`. */
export interface Condition {
  type: 'condition';
  field: { name: string; path: JsonStep[] };
  negated: boolean;
  operator: Operator;
  /** `any`/`all` modifier of comparison operators. */
  quantifier?: 'any' | 'all';
  /** Text-search configuration of the fts operators. */
  language?: string;
  value: string;
}

/** `and(...)`/`or(...)`, possibly negated. */
export interface LogicTree {
  type: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Filter[];
}

/** A filter node. */
export type Filter = Condition | LogicTree;

/** One `order` term. */
export interface OrderTerm {
  field: { name: string; path: JsonStep[] };
  /** Set when ordering by a column of an embedded to-one resource: `order=rel(col)`. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}
