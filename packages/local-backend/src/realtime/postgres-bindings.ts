import { containsNul } from '../http/nul.js';
import { isObject, type PostgresBinding } from './channel.js';
import { FilterError, parseFilter } from './filters.js';
import type { TableCatalog } from './tables.js';

/** A stable positive id for a binding's parameters (Realtime uses a hash of them, too). */
function bindingId(params: Record<string, unknown>): number {
  const text = JSON.stringify([params.event, params.schema, params.table, params.filter]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % 0x7fffffff) + 1;
}

/** Validates a join's `postgres_changes` and builds the reply echo with ids. */
export async function parseBindings(
  catalog: TableCatalog,
  requested: unknown[],
): Promise<{ bindings: PostgresBinding[]; echo: Record<string, unknown>[]; error?: string }> {
  const bindings: PostgresBinding[] = [];
  const echo: Record<string, unknown>[] = [];
  let error: string | undefined;
  for (const item of requested) {
    const params = isObject(item) ? item : {};
    const id = bindingId(params);
    echo.push({
      id,
      event: params.event,
      schema: params.schema,
      table: params.table,
      filter: params.filter,
    });
    if (error) continue;
    const event = typeof params.event === 'string' ? params.event.toUpperCase() : '';
    const schema = typeof params.schema === 'string' ? params.schema : '';
    const table = typeof params.table === 'string' ? params.table : undefined;
    const description = `[event: ${String(params.event)}, schema: ${String(params.schema)}, table: ${String(params.table ?? '*')}, filters: [${String(params.filter ?? '')}]]`;
    // NUL cannot name a table nor be compared in PostgreSQL: no such subscription exists.
    if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event) || !schema || containsNul(params)) {
      error = `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${description}`;
      continue;
    }
    try {
      const conditions =
        typeof params.filter === 'string' && params.filter ? parseFilter(params.filter) : [];
      if (conditions.length) {
        const info =
          schema !== '*' && table && table !== '*' ? await catalog.get(schema, table) : undefined;
        if (!info) throw new FilterError('filters need one table');
        for (const condition of conditions) {
          if (!info.types.has(condition.column)) {
            throw new FilterError(`invalid column for filter ${condition.column}`);
          }
        }
      } else if (schema !== '*') {
        // Realtime refuses a subscription that matches no table: an unknown table, or a
        // schema-wide one on a schema that does not exist.
        const exists =
          table && table !== '*'
            ? Boolean(await catalog.get(schema, table))
            : await catalog.hasSchema(schema);
        if (!exists) {
          throw new FilterError(
            `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${description}`,
          );
        }
      }
      bindings.push({ id, event, schema, table, conditions });
    } catch (failure) {
      if (!(failure instanceof FilterError)) throw failure;
      error = failure.message;
    }
  }
  return { bindings, echo, error };
}
