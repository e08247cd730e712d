import { type DbEngine, quoteIdent } from '../db/engine.js';
import type { Logger } from '../log.js';
import type { PostgresBinding, Subscriber } from './channel.js';
import { matchesFilter } from './filters.js';
import type { Hub } from './hub.js';
import { NotificationQueue } from './notification-queue.js';
import type { TableCatalog, TableInfo } from './tables.js';

/** A row change as the capture trigger reports it. */
interface CapturedChange {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

/** The NOTIFY channel the capture trigger (`realtime.capture_change`) writes to. */
export const CHANGES_CHANNEL = 'realtime_changes';

function bindingMatches(
  binding: PostgresBinding,
  change: CapturedChange,
  info: TableInfo | undefined,
): boolean {
  if (binding.event !== '*' && binding.event !== change.type) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table && binding.table !== '*' && binding.table !== change.table) return false;
  if (!binding.conditions.length) return true;
  const row = change.type === 'DELETE' ? change.old_record : change.record;
  if (!row) return false;
  // A DELETE's old record holds only the key unless REPLICA IDENTITY FULL: conditions on
  // columns it lacks cannot be evaluated, so, as on hosted Realtime, they do not filter.
  const conditions =
    change.type === 'DELETE'
      ? binding.conditions.filter((condition) => condition.column in row)
      : binding.conditions;
  return matchesFilter(conditions, row, info?.types ?? new Map());
}

function pick(record: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const column of columns) if (column in record) picked[column] = record[column];
  return picked;
}

/**
 * Turns captured row changes into `postgres_changes` pushes. Changes are handled one at a
 * time, in commit order; each is re-selected as every matching subscriber's role and claims
 * (`realtime.visible_to`) so nobody receives a row RLS hides from them at that moment.
 */
export class ChangeFeed extends NotificationQueue {
  constructor(
    private readonly db: DbEngine,
    private readonly hub: Hub,
    private readonly catalog: TableCatalog,
    log: Logger,
  ) {
    super(log, 'realtime change delivery failed');
  }

  private async readChange(note: string): Promise<CapturedChange | undefined> {
    const parsed = JSON.parse(note) as CapturedChange | { overflow: number };
    if (!('overflow' in parsed)) return parsed;
    const row = await this.db.withAdmin((tx) =>
      tx.query<{ payload: string }>(
        'delete from realtime.change_overflow where id = $1 returning payload',
        [parsed.overflow],
      ),
    );
    const payload = row.rows[0]?.payload;
    return payload ? (JSON.parse(payload) as CapturedChange) : undefined;
  }

  protected async handle(note: string): Promise<void> {
    const change = await this.readChange(note);
    if (!change || !this.hub.changeSubscribers.size) return;
    const info = await this.catalog.get(change.schema, change.table);
    const targets: { channel: Subscriber; ids: number[] }[] = [];
    for (const channel of this.hub.changeSubscribers) {
      const ids = channel.bindings
        .filter((binding) => bindingMatches(binding, change, info))
        .map((binding) => binding.id);
      if (ids.length) targets.push({ channel, ids });
    }
    if (!targets.length) return;

    const key = info?.primaryKey.length ? info.primaryKey : Object.keys(change.record ?? {});
    const oldRecord =
      change.old_record && info && !info.replicaFull && info.primaryKey.length
        ? pick(change.old_record, info.primaryKey)
        : change.old_record;
    const data: Record<string, unknown> = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
      columns: info?.columns ?? [],
      errors: null,
    };
    if (change.record) data.record = change.record;
    if (oldRecord) data.old_record = oldRecord;

    let allowed = targets;
    if (change.type !== 'DELETE' && change.record) {
      allowed = await this.visibleTargets(change, pick(change.record, key), targets);
    } else {
      // RLS cannot judge a row that is gone, but a role without SELECT on the table still
      // learns nothing about it.
      allowed = await this.selectableTargets(change, targets);
    }
    for (const { channel, ids } of allowed) channel.push('postgres_changes', { ids, data });
  }

  /** Keeps the targets whose role has the SELECT privilege on the change's table. */
  private async selectableTargets<T extends { channel: Subscriber }>(
    change: CapturedChange,
    targets: T[],
  ): Promise<T[]> {
    const roles = [...new Set(targets.map((target) => target.channel.identity.role))];
    const entity = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    const result = await this.db.withAdmin((tx) =>
      tx.query<{ role: string }>(
        `select r as role from unnest($1::text[]) as r
         where exists (select 1 from pg_catalog.pg_roles where rolname = r)
           and has_table_privilege(r, $2::regclass, 'SELECT')`,
        [roles, entity],
      ),
    );
    const selectable = new Set(result.rows.map((row) => row.role));
    return targets.filter((target) => selectable.has(target.channel.identity.role));
  }

  /** Keeps the targets whose identity can SELECT the row now, with one query for all. */
  private async visibleTargets<T extends { channel: Subscriber }>(
    change: CapturedChange,
    key: Record<string, unknown>,
    targets: T[],
  ): Promise<T[]> {
    // Subscribers with the same role and claims share one check.
    const groups = new Map<string, { identity: { role: string; claims: unknown }; members: T[] }>();
    for (const target of targets) {
      const identity = {
        role: target.channel.identity.role,
        claims: target.channel.identity.claims,
      };
      const groupKey = JSON.stringify(identity);
      const group = groups.get(groupKey);
      if (group) group.members.push(target);
      else groups.set(groupKey, { identity, members: [target] });
    }
    // Consecutive identities with the same role reuse the check's cached plan.
    const list = [...groups.values()].sort((a, b) =>
      a.identity.role < b.identity.role ? -1 : a.identity.role > b.identity.role ? 1 : 0,
    );
    const entity = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    const result = await this.db.withAdmin((tx) =>
      tx.query<{ visible: number[] | string }>(
        'select realtime.visible_to($1::regclass, $2::jsonb, $3::jsonb) as visible',
        [entity, JSON.stringify(key), JSON.stringify(list.map((group) => group.identity))],
      ),
    );
    const raw = result.rows[0]?.visible ?? [];
    const visible = new Set(typeof raw === 'string' ? parseIntArray(raw) : raw);
    return list.flatMap((group, index) => (visible.has(index) ? group.members : []));
  }
}

/** Parses Postgres' text form of an int array (`{0,3}`), in case a driver returns it raw. */
function parseIntArray(text: string): number[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map(Number) : [];
}
