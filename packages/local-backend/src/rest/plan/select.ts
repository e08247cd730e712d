import { RestError } from '../errors.js';
import type { EmbedItem, OrderTerm, SelectItem } from '../parse/ast.js';
import type { NodeParams } from '../parse/request.js';
import { qualified, type Relation, type SchemaCache } from '../schema-cache.js';
import { addColumnItem, type Output } from './columns.js';
import { columnOf, type FieldResolver, filterSql } from './filters.js';
import { withinLimits } from './limits.js';
import { findRelationship, isToOne, joinCondition, type Relationship } from './relationships.js';
import { jsonPathExpr, type Params, qualifiedName, quoteIdent } from './sql.js';

/** Where a level's rows come from: a relation (table/view) or any from-item with an alias. */
export interface Source {
  /** Known columns; `undefined` when the shape is only known to PostgreSQL (e.g. `returns table`). */
  relation?: Relation;
  alias: string;
}

/** Shared state while planning one request. */
export interface PlanContext {
  cache: SchemaCache;
  params: Params;
  nodes: Map<string, NodeParams>;
  /** Gives every embedded level a distinct alias, so self-references stay unambiguous. */
  nextAlias(name: string): string;
}

/** The planned pieces of one level. */
export interface Level {
  columns: string[];
  groupBy: string[];
  /** Conditions the parent must meet (`!inner` embeds, `rel=not.is.null` filters). */
  where: string[];
  /** Resolves a filter's field: a column, or an embed's alias for null tests. */
  resolve: FieldResolver;
}

const MAX_EMBED_DEPTH = 8;

/** A planned level plus its output names and a renderer for its `order` terms. */
export interface PlannedLevel extends Level {
  names: string[];
  order: (terms: OrderTerm[] | undefined) => string;
}

/** Renders `order` terms of a level. */
function orderSql(
  terms: OrderTerm[] | undefined,
  level: Level,
  ctx: PlanContext,
  embeds: Map<string, EmbedPlan>,
): string {
  if (!terms?.length) return '';
  const parts = terms.map((term) => {
    let expr: string;
    if (term.relation) {
      const embed = embeds.get(term.relation);
      if (!embed?.toOne) {
        throw new RestError(
          400,
          'PGRST118',
          `A related order on '${term.relation}' is not possible`,
          `'${term.relation}' is not a to-one relationship embedded in this request`,
        );
      }
      expr = `(select ${jsonPathExpr(`${quoteIdent(embed.alias)}.${quoteIdent(term.field.name)}`, term.field.path, ctx.params)} ${embed.fromWhere} limit 1)`;
    } else {
      expr = jsonPathExpr(level.resolve(term.field.name), term.field.path, ctx.params);
    }
    return `${expr}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
  });
  return ` order by ${parts.join(', ')}`;
}

interface EmbedPlan {
  alias: string;
  toOne: boolean;
  /** `from … where join and filters` of the embedded rows. */
  fromWhere: string;
}

function paging(node: NodeParams | undefined): string {
  let sql = '';
  if (node?.limit !== undefined) sql += ` limit ${node.limit}`;
  if (node?.offset !== undefined) sql += ` offset ${node.offset}`;
  return sql;
}

function nodeFor(
  ctx: PlanContext,
  path: string,
  item: EmbedItem,
  parentPath: string,
): NodeParams | undefined {
  const byName = parentPath ? `${parentPath}.${item.name}` : item.name;
  return ctx.nodes.get(path) ?? ctx.nodes.get(byName);
}

/** The level being planned: its source, resolvers and what its items add. */
interface LevelBuild {
  source: Source;
  ctx: PlanContext;
  path: string;
  depth: number;
  /** Resolves a column (or computed column) of this level's rows. */
  column: FieldResolver;
  outputs: Output[];
  where: string[];
  embeds: Map<string, EmbedPlan>;
  /** Existence tests of embeds, by name, for filters like `rel=not.is.null`. */
  embedTests: Map<string, string>;
}

/**
 * Charges an embedded array to the request once it is aggregated (`withinLimits`): nested
 * embeds multiply rows, so the response-size bound and, on PGlite, the statement timeout are
 * checked at every level, not only on the rows of the top level (which `max_rows` caps).
 */
function charge(alias: string): string {
  return withinLimits(`coalesce(sum(pg_column_size(${alias})), 0)`);
}

/** The JSON an embed contributes: one object or an array, or (spread) its lifted columns. */
function embedOutputs(
  item: EmbedItem,
  key: string,
  child: PlannedLevel,
  inner: string,
  toOne: boolean,
): Output[] {
  if (item.spread) {
    // To-one spreads lift the related columns; to-many spreads lift arrays of them.
    const s = quoteIdent('_s');
    return child.names.map((name) => {
      const column = `${s}.${quoteIdent(name)}`;
      return {
        expr: toOne
          ? `(select ${column} from (${inner}) as ${s} where ${withinLimits(`pg_column_size(${s})`)})`
          : `coalesce((select json_agg(${column}) from (${inner}) as ${s} having ${charge(s)}), '[]')`,
        name,
        aggregate: false,
        grouped: true,
      };
    });
  }
  const e = quoteIdent('_e');
  const expr = toOne
    ? `(select row_to_json(${e}) from (${inner}) as ${e} where ${withinLimits(`pg_column_size(${e})`)})`
    : `coalesce((select json_agg(${e}) from (${inner}) as ${e} having ${charge(e)}), '[]')`;
  return [{ expr, name: key, aggregate: false, grouped: true }];
}

/**
 * Adds an embedded resource: a relationship (or computed relationship) of this level's rows,
 * planned as a correlated subquery with its own filters, order and paging.
 */
function addEmbed(level: LevelBuild, item: EmbedItem): void {
  const { source, ctx, path } = level;
  if (!source.relation) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship for '${item.name}' in the schema cache`,
    );
  }
  // A function of the parent row returning rows of a table is a computed relationship.
  const computedRel = item.hint
    ? undefined
    : ctx.cache.computedRelations
        .get(qualified(source.relation.schema, source.relation.name))
        ?.get(item.name);
  const rel = computedRel
    ? undefined
    : findRelationship(ctx.cache, source.relation, item.name, item.hint);
  const target = (computedRel?.target ?? rel?.target) as Relation;
  const key = item.alias ?? item.name;
  // PostgREST names each embed's subquery `<parent>_<name or alias>_<depth>`: two alike embeds
  // collide in PostgreSQL, whose error it passes on.
  if (level.embedTests.has(key)) {
    const name = `${source.relation.name}_${key}_${level.depth + 1}`;
    throw new RestError(400, '42712', `table name "${name}" specified more than once`);
  }
  const childPath = path ? `${path}.${key}` : key;
  const childAlias = ctx.nextAlias(target.name);
  const node = nodeFor(ctx, childPath, item, path);
  const child = planLevel(
    { relation: target, alias: childAlias },
    item.select,
    ctx,
    childPath,
    level.depth + 1,
  );
  const conditions = rel ? [joinCondition(rel, source.alias, childAlias)] : ['true'];
  for (const filter of node?.filters ?? []) {
    conditions.push(filterSql(filter, child.resolve, ctx.params));
  }
  conditions.push(...child.where);
  const fromItem = computedRel
    ? `${qualifiedName(computedRel.routine.schema, computedRel.routine.name)}(${quoteIdent(source.alias)})`
    : qualifiedName(target.schema, target.name);
  const fromWhere = `from ${fromItem} as ${quoteIdent(childAlias)} where ${conditions.join(' and ')}`;
  const toOne = computedRel ? computedRel.routine.singleRow : isToOne(rel as Relationship);
  level.embeds.set(key, { alias: childAlias, toOne, fromWhere });
  if (item.name !== key) level.embeds.set(item.name, { alias: childAlias, toOne, fromWhere });
  const existence = `(select 1 ${fromWhere} limit 1)`;
  level.embedTests.set(key, existence);
  if (item.joinType === 'inner') level.where.push(`${existence} is not null`);
  if (item.select.length === 0) return;
  const groupBy = child.groupBy.length ? ` group by ${child.groupBy.join(', ')}` : '';
  const inner = `select ${child.columns.join(', ')} ${fromWhere}${groupBy}${child.order(node?.order)}${paging(node)}`;
  level.outputs.push(...embedOutputs(item, key, child, inner, toOne));
}

/**
 * Plans one level: its output columns (with embedded resources as nested JSON), GROUP BY
 * when aggregates are selected, and the conditions it imposes on its own rows.
 */
export function planLevel(
  source: Source,
  items: SelectItem[],
  ctx: PlanContext,
  path: string,
  depth = 0,
): PlannedLevel {
  if (depth > MAX_EMBED_DEPTH) {
    throw new RestError(400, 'PGRST100', 'Embedding is nested too deeply');
  }
  const plainColumn = columnOf(source.alias);
  const computed = source.relation
    ? ctx.cache.computed.get(qualified(source.relation.schema, source.relation.name))
    : undefined;
  // A name that is not a column may be a computed column: a function of the row.
  const column: FieldResolver = (name) => {
    const fn = source.relation?.columns.has(name) ? undefined : computed?.get(name);
    return fn
      ? `${qualifiedName(fn.schema, fn.name)}(${quoteIdent(source.alias)})`
      : plainColumn(name);
  };
  const build: LevelBuild = {
    source,
    ctx,
    path,
    depth,
    column,
    outputs: [],
    where: [],
    embeds: new Map(),
    embedTests: new Map(),
  };
  const resolve: FieldResolver = (name) => {
    if (source.relation && !source.relation.columns.has(name) && build.embedTests.has(name)) {
      return build.embedTests.get(name) as string;
    }
    return column(name);
  };
  for (const item of items) {
    if (item.type === 'embed') addEmbed(build, item);
    else addColumnItem({ ...build, params: ctx.params }, item);
  }

  const { outputs } = build;
  const hasAggregate = outputs.some((o) => o.aggregate);
  const columns = outputs.map((o) =>
    o.name === '*' ? o.expr : `${o.expr} as ${quoteIdent(o.name)}`,
  );
  const level: PlannedLevel = {
    columns,
    names: outputs.map((o) => o.name).filter((n) => n !== '*'),
    groupBy: hasAggregate ? outputs.filter((o) => o.grouped).map((o) => o.expr) : [],
    where: build.where,
    resolve,
    order: (terms: OrderTerm[] | undefined) => orderSql(terms, level, ctx, build.embeds),
  };
  return level;
}
