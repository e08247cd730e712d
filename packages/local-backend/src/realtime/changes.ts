import { type DbEngine, quoteIdent } from '../db/engine.js';
import { applyRoleTimeout } from '../db/role-timeout.js';
import type { Logger } from '../log.js';
import { FilterEvaluator } from './change-filters.js';
import { type CapturedChange, changeData, identityOf, pick } from './change-payload.js';
import type { PostgresBinding, Subscriber } from './channel.js';
import type { Hub } from './hub.js';
import { NotificationQueue } from './notification-queue.js';
import type { TableCatalog, TableInfo } from './tables.js';

/** The NOTIFY channel the capture trigger (`realtime.capture_change`) writes to. */
export const CHANGES_CHANNEL = 'realtime_changes';

/** Columns each role may select, or `null` when the table has no column-level grants. */
type ColumnGrants = Record<string, string[]> | null;

/** A subscriber with the bindings a change concerns. */
interface Target {
  channel: Subscriber;
  bindings: PostgresBinding[];
}

function bindingTargets(binding: PostgresBinding, change: CapturedChange): boolean {
  if (binding.event !== '*' && binding.event !== change.type) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  return binding.table === '*' || binding.table === change.table;
}

/**
 * Turns captured row changes into `postgres_changes` pushes. Changes are handled one at a
 * time, in commit order; filters are evaluated by the database, and each row is re-selected
 * as every matching subscriber's role and claims (`realtime.visible_to`) so nobody receives
 * a row RLS hides from them at that moment.
 */
export class ChangeFeed extends NotificationQueue {
  constructor(
    private readonly db: DbEngine,
    private readonly hub: Hub,
    private readonly catalog: TableCatalog,
    log: Logger,
  ) {
    super(log, 'realtime change delivery failed');
    this.filters = new FilterEvaluator(db, log);
  }

  private readonly filters: FilterEvaluator;

  /** Forgets what was derived from the schema; called when it changes. */
  schemaChanged(): void {
    this.filters.clear();
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
    const candidates: Target[] = [];
    for (const channel of this.hub.changeSubscribers) {
      const bindings = channel.bindings.filter((binding) => bindingTargets(binding, change));
      if (bindings.length) candidates.push({ channel, bindings });
    }
    if (!candidates.length) return;
    const targets = await this.applyFilters(change, info, candidates);
    if (!targets.length) return;

    // RLS cannot judge a row that is gone (DELETE), but a role without SELECT on the table
    // still learns nothing about it.
    const { allowed, columns } =
      change.type !== 'DELETE' && change.record
        ? await this.visibleTargets(change, info, change.record, targets)
        : await this.selectableTargets(change, targets);
    this.deliver(change, info, allowed, columns);
  }

  /**
   * Pushes the change to each target: bindings selecting the same columns, for roles that may
   * select the same columns, share one payload, as Realtime groups them.
   */
  private deliver(
    change: CapturedChange,
    info: TableInfo | undefined,
    targets: Target[],
    columns: ColumnGrants,
  ): void {
    const payloads = new Map<string, Record<string, unknown>>();
    for (const { channel, bindings } of targets) {
      const role = channel.identity.role;
      const granted = columns ? new Set(columns[role] ?? []) : undefined;
      const groups = new Map<string, { select?: string[]; ids: number[] }>();
      for (const binding of bindings) {
        const key = `${granted ? role : '*'}|${binding.select ? JSON.stringify(binding.select) : '*'}`;
        const group = groups.get(key) ?? { select: binding.select, ids: [] };
        group.ids.push(binding.id);
        groups.set(key, group);
      }
      for (const [key, { select, ids }] of groups) {
        let data = payloads.get(key);
        if (!data) {
          data = changeData(change, info, select, granted);
          payloads.set(key, data);
        }
        channel.push('postgres_changes', { ids, data });
      }
    }
  }

  /**
   * Drops the bindings whose filter the row does not meet: the new row for INSERT and
   * UPDATE, the old row's replica identity for DELETE (a filter on a column it lacks fails).
   */
  private async applyFilters(
    change: CapturedChange,
    info: TableInfo | undefined,
    candidates: Target[],
  ): Promise<Target[]> {
    const sets = new Map<string, number>();
    const list: PostgresBinding['conditions'][] = [];
    for (const { bindings } of candidates) {
      for (const { conditions } of bindings) {
        const key = JSON.stringify(conditions);
        if (conditions.length && !sets.has(key)) {
          sets.set(key, list.length);
          list.push(conditions);
        }
      }
    }
    if (!list.length) return candidates;
    const row = change.type === 'DELETE' ? identityOf(change.old_record, info) : change.record;
    const results = row && info ? await this.filters.evaluate(change, row, list) : [];
    const passes = (binding: PostgresBinding) =>
      !binding.conditions.length ||
      results[sets.get(JSON.stringify(binding.conditions)) ?? -1] === true;
    return candidates
      .map(({ channel, bindings }) => ({ channel, bindings: bindings.filter(passes) }))
      .filter((target) => target.bindings.length);
  }

  /** Keeps the targets whose role may SELECT some column of the change's table. */
  private async selectableTargets(
    change: CapturedChange,
    targets: Target[],
  ): Promise<{ allowed: Target[]; columns: ColumnGrants }> {
    const roles = [...new Set(targets.map((target) => target.channel.identity.role))];
    const entity = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    const result = await this.db.withAdmin((tx) =>
      tx.query<{ roles: string[] | string | null; columns: ColumnGrants | string }>(
        `select array(select r from unnest($1::text[]) as r
                where exists (select 1 from pg_catalog.pg_roles where rolname = r)
                  and has_any_column_privilege(r, $2::regclass, 'SELECT')) as roles,
                realtime.selectable_columns($2::regclass, $1::text[]) as columns`,
        [roles, entity],
      ),
    );
    const row = result.rows[0];
    const raw = row?.roles ?? [];
    const selectable = new Set(typeof raw === 'string' ? parseTextArray(raw) : raw);
    return {
      allowed: targets.filter((target) => selectable.has(target.channel.identity.role)),
      columns: parseJson(row?.columns ?? null),
    };
  }

  /** Keeps the targets whose identity can SELECT the row now, with one query for all. */
  private async visibleTargets(
    change: CapturedChange,
    info: TableInfo | undefined,
    record: Record<string, unknown>,
    targets: Target[],
  ): Promise<{ allowed: Target[]; columns: ColumnGrants }> {
    const key = pick(record, info?.primaryKey.length ? info.primaryKey : Object.keys(record));
    // Subscribers with the same role and claims share one check.
    const groups = new Map<
      string,
      { identity: { role: string; claims: unknown }; members: Target[] }
    >();
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
    const roles = [...new Set(list.map((group) => group.identity.role))];
    const result = await this.db.withAdmin(async (tx) => {
      await applyRoleTimeout(tx, roles);
      return tx.query<{ visible: number[] | string; columns: ColumnGrants | string }>(
        `select realtime.visible_to($1::regclass, $2::jsonb, $3::jsonb) as visible,
                realtime.selectable_columns($1::regclass, $4::text[]) as columns`,
        [entity, JSON.stringify(key), JSON.stringify(list.map((group) => group.identity)), roles],
      );
    });
    const raw = result.rows[0]?.visible ?? [];
    const visible = new Set(typeof raw === 'string' ? parseIntArray(raw) : raw);
    return {
      allowed: list.flatMap((group, index) => (visible.has(index) ? group.members : [])),
      columns: parseJson(result.rows[0]?.columns ?? null),
    };
  }
}

/** Parses Postgres' text form of an int array (`{0,3}`), in case a driver returns it raw. */
function parseIntArray(text: string): number[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map(Number) : [];
}

/** Parses Postgres' text form of a text array of plain names, in case a driver returns it raw. */
function parseTextArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((item) => item.replace(/^"|"$/g, '')) : [];
}

function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
