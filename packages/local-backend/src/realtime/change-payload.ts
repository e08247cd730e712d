import type { TableInfo } from './tables.js';

/** A row change as the capture trigger reports it. */
export interface CapturedChange {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

/** The named columns of a record that it has. */
export function pick(record: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const column of columns) if (column in record) picked[column] = record[column];
  return picked;
}

/**
 * What logical replication would carry of an old row: every column with REPLICA IDENTITY FULL
 * (or without a primary key), otherwise the primary key alone.
 */
export function identityOf(
  record: Record<string, unknown> | null,
  info: TableInfo | undefined,
): Record<string, unknown> | null {
  if (!record || !info || info.replicaFull || !info.primaryKey.length) return record;
  return pick(record, info.primaryKey);
}

function keepOnly(
  record: Record<string, unknown> | null,
  keep: (column: string) => boolean,
): Record<string, unknown> | null {
  if (!record) return record;
  return Object.fromEntries(Object.entries(record).filter(([column]) => keep(column)));
}

/**
 * The `data` of a `postgres_changes` push, as Realtime's `apply_rls` builds it for a binding
 * that selects `select` (plus the primary key) or every column, for a role that may select
 * the `granted` columns (every column when `undefined`). A DELETE on a table with RLS
 * carries only the primary key, since no policy can judge a row that is gone.
 */
export function changeData(
  change: CapturedChange,
  info: TableInfo | undefined,
  select: string[] | undefined,
  granted?: ReadonlySet<string>,
): Record<string, unknown> {
  const primaryKey = info?.primaryKey ?? [];
  const keep = (column: string) =>
    (!granted || granted.has(column)) &&
    (!select || select.includes(column) || primaryKey.includes(column));
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns: (info?.columns ?? []).filter((column) => keep(column.name)),
    errors: null,
  };
  if (change.type !== 'DELETE') {
    const record = keepOnly(change.record, keep);
    if (record) data.record = record;
  }
  if (change.type !== 'INSERT') {
    let old = keepOnly(identityOf(change.old_record, info), keep);
    if (old && change.type === 'DELETE' && info?.rls) old = pick(old, primaryKey);
    if (old) data.old_record = old;
  }
  return data;
}
