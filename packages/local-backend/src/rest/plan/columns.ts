import type { EmbedItem, SelectItem } from '../parse/ast.js';
import type { FieldResolver } from './filters.js';
import type { Source } from './select.js';
import { jsonPathExpr, type Params, quoteIdent } from './sql.js';

/** One output column of a level: SQL expression and JSON key. */
export interface Output {
  expr: string;
  name: string;
  aggregate: boolean;
  grouped: boolean;
}

/** What a column item needs of the level it is planned in. */
export interface ColumnLevel {
  source: Source;
  /** Resolves a column (or computed column) of the level's rows. */
  column: FieldResolver;
  outputs: Output[];
  params: Params;
}

function outputName(item: SelectItem & { type: 'field' }): string {
  if (item.alias) return item.alias;
  if (item.aggregate) return item.aggregate;
  const last = item.path[item.path.length - 1];
  return last ? last.key : item.name;
}

function countOutput(item: { cast?: string; alias?: string }): Output {
  return {
    expr: `count(*)${item.cast ? `::${item.cast}` : ''}`,
    name: item.alias ?? 'count',
    aggregate: true,
    grouped: false,
  };
}

/** Adds a `*`, `count()` or field item (with JSON path, cast and aggregate) as outputs. */
export function addColumnItem(level: ColumnLevel, item: Exclude<SelectItem, EmbedItem>): void {
  const { source, column, outputs, params } = level;
  if (item.type === 'star') {
    if (!source.relation) {
      outputs.push({
        expr: `${quoteIdent(source.alias)}.*`,
        name: '*',
        aggregate: false,
        grouped: false,
      });
      return;
    }
    for (const name of source.relation.columns.keys()) {
      outputs.push({ expr: column(name), name, aggregate: false, grouped: true });
    }
    return;
  }
  if (item.type === 'count') {
    outputs.push(countOutput(item));
    return;
  }
  if (
    item.name === 'count' &&
    item.path.length === 0 &&
    !item.aggregate &&
    source.relation &&
    !source.relation.columns.has('count')
  ) {
    // `rel(count)`: PostgREST's embedded row count, for tables without a `count` column.
    outputs.push(countOutput(item));
    return;
  }
  let expr = jsonPathExpr(column(item.name), item.path, params);
  if (item.cast) expr = `(${expr})::${item.cast}`;
  if (item.aggregate) {
    const cast = item.aggregateCast ? `::${item.aggregateCast}` : '';
    outputs.push({
      expr: `${item.aggregate}(${expr})${cast}`,
      name: outputName(item),
      aggregate: true,
      grouped: false,
    });
  } else {
    outputs.push({ expr, name: outputName(item), aggregate: false, grouped: true });
  }
}
