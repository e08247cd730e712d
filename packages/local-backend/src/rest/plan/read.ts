import type { NodeParams, QueryParams } from '../parse/request.js';
import type { Relation, SchemaCache } from '../schema-cache.js';
import { filterSql } from './filters.js';
import { withinLimits } from './limits.js';
import { type PlanContext, planLevel } from './select.js';
import { Params, quoteIdent } from './sql.js';

/** A statement ready to run: text plus bound values. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** How the body of a read is shaped. */
export type BodyShape = 'array' | 'object' | 'csv' | 'geojson';

/** Inputs of {@link planReadBody}: the rows come from `fromItem` (a relation, a function call or a CTE). */
export interface ReadInput {
  cache: SchemaCache;
  query: QueryParams;
  /** SQL of the from-item, e.g. `"public"."films"` or `"public"."fn"(…)`. */
  fromItem: string;
  /** Alias the rows are referred to by (the relation's name, as PostgREST's messages show). */
  alias: string;
  relation?: Relation;
  /** Row limit from `limit`/`Range`, already capped by `max_rows`. */
  limit?: number;
  offset?: number;
  /** Compute the total row count (`Prefer: count=…`). */
  count: boolean;
  shape: BodyShape;
  /** Leave out keys whose value is null (`nulls=stripped`). Default `false`. */
  stripNulls?: boolean;
  /** Whether filters apply (false for mutation results, already filtered). */
  applyFilters?: boolean;
  params?: Params;
}

/** Builds a fresh planning context. */
export function planContext(
  cache: SchemaCache,
  nodes: Map<string, NodeParams>,
  params: Params,
): PlanContext {
  let counter = 0;
  return { cache, params, nodes, nextAlias: (name) => `${name}_${++counter}` };
}

/**
 * CSV body built by PostgreSQL as PostgREST builds it: a header of column names, then each
 * row's record text without its parentheses (so values are quoted only where needed).
 */
function csvBody(names: string[], params: Params): string {
  const t = quoteIdent('_pgrst_t');
  const header = params.add(names.join(','));
  return `${header}::text || E'\\n' || coalesce(string_agg(substring(${t}::text, 2, length(${t}::text) - 2), E'\\n'), '')`;
}

/**
 * A GeoJSON FeatureCollection as PostgREST builds it, with PostGIS's `ST_AsGeoJSON` of each
 * row; without PostGIS, PostgreSQL's own 42883 answers, as it does behind PostgREST.
 */
function geoJsonBody(): string {
  const t = quoteIdent('_pgrst_t');
  return `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(${t})::json), '[]'))::text`;
}

/**
 * Plans the SELECT that produces a response: `total` (when counting), `page` (rows in the
 * body) and `body` (JSON or CSV text built by PostgreSQL, so values serialise as PostgREST's).
 */
export function planReadBody(input: ReadInput): Statement & { names: string[] } {
  const params = input.params ?? new Params();
  const ctx = planContext(input.cache, input.query.nodes, params);
  const level = planLevel(
    { relation: input.relation, alias: input.alias },
    input.query.select,
    ctx,
    '',
  );
  const root = input.query.nodes.get('') ?? { filters: [] };
  const conditions = [...level.where];
  if (input.applyFilters !== false) {
    for (const filter of root.filters) conditions.push(filterSql(filter, level.resolve, params));
  }
  const from = `${input.fromItem} as ${quoteIdent(input.alias)}`;
  const where = conditions.length ? ` where ${conditions.join(' and ')}` : '';
  const groupBy = level.groupBy.length ? ` group by ${level.groupBy.join(', ')}` : '';
  let paging = '';
  if (input.limit !== undefined) paging += ` limit ${input.limit}`;
  if (input.offset) paging += ` offset ${input.offset}`;
  const inner = `select ${level.columns.join(', ')} from ${from}${where}${groupBy}${level.order(root.order)}${paging}`;
  const total = input.count
    ? `(select count(*) from (select 1 from ${from}${where}${groupBy}) as ${quoteIdent('_pgrst_c')})`
    : 'null';
  const t = quoteIdent('_pgrst_t');
  const rows = input.stripNulls ? `json_strip_nulls(json_agg(${t}))` : `json_agg(${t})`;
  const body =
    input.shape === 'object'
      ? `coalesce((${rows} -> 0)::text, '')`
      : input.shape === 'csv'
        ? csvBody(level.names, params)
        : input.shape === 'geojson'
          ? geoJsonBody()
          : `coalesce(${rows}, '[]')::text`;
  // Every row of the top level is charged to the request as it is aggregated (its embeds
  // were charged as they were built), so a wide or long response stops at the size bound and
  // PGlite's statement timeout is checked row by row; see withinLimits. It sits in the
  // count's FILTER (always true, or it raises) rather than in a WHERE so that the planner's
  // row estimate, which `Prefer: count=planned` reads, stays the same.
  const page = `count(*) filter (where ${withinLimits(`pg_column_size(${t})`)})`;
  const once = params.evaluatedOnce.length
    ? `, num_nonnulls(${params.evaluatedOnce.join(', ')}) as ${quoteIdent('_pgrst_checked')}`
    : '';
  return {
    sql: `select ${total}::bigint as total, ${page}::bigint as page, ${body} as body${once} from (${inner}) as ${t}`,
    params: params.values,
    names: level.names,
  };
}
