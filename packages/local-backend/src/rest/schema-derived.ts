import type { ForeignKey, Relation, Routine, SchemaCache } from './schema-cache.js';
import type { RawViewColumn } from './schema-introspection.js';

const key = (schema: string, name: string) => `${schema}.${name}`;

/** Functions of a row: computed columns (scalar results) and computed relationships (rows). */
export function rowFunctions(
  relations: Map<string, Relation>,
  routines: Map<string, Routine[]>,
): Pick<SchemaCache, 'computed' | 'computedRelations'> {
  const byType = new Map<string, string>();
  for (const [relationKey, relation] of relations) {
    // format_type() leaves names on the search path (public) unqualified.
    byType.set(relationKey, relationKey);
    if (relation.schema === 'public') byType.set(relation.name, relationKey);
  }
  const computed = new Map<string, Map<string, Routine>>();
  const computedRelations = new Map<string, Map<string, { routine: Routine; target: Relation }>>();
  for (const overloads of routines.values()) {
    for (const routine of overloads) {
      const arg = routine.args[0];
      if (routine.args.length !== 1 || !arg || routine.returnsVoid) continue;
      const relationKey = byType.get(arg.type.replaceAll('"', ''));
      if (!relationKey) continue;
      if (routine.returnsComposite) {
        const targetKey = byType.get(routine.returnType.replaceAll('"', ''));
        const target = targetKey ? relations.get(targetKey) : undefined;
        if (!target) continue;
        const fields = computedRelations.get(relationKey) ?? new Map();
        fields.set(routine.name, { routine, target });
        computedRelations.set(relationKey, fields);
      } else if (!routine.returnsSet) {
        const fields = computed.get(relationKey) ?? new Map<string, Routine>();
        fields.set(routine.name, routine);
        computed.set(relationKey, fields);
      }
    }
  }
  return { computed, computedRelations };
}

/**
 * Foreign keys carried over to views: a view column with the same name as a base-table
 * column it reads (and read from that table only) stands for that column, so embedding works
 * through simple views as in PostgREST. Join views whose column could come from several
 * tables are left out rather than guessed.
 */
export function viewForeignKeys(foreignKeys: ForeignKey[], usage: RawViewColumn[]): ForeignKey[] {
  const sources = new Map<string, Set<string>>();
  for (const u of usage) {
    const column = `${key(u.schema, u.view)}:${u.column}`;
    const set = sources.get(column) ?? new Set<string>();
    set.add(key(u.tableSchema, u.table));
    sources.set(column, set);
  }
  const views = new Map<string, { schema: string; name: string }>();
  for (const u of usage) views.set(key(u.schema, u.view), { schema: u.schema, name: u.view });
  const maps = (view: string, table: string, columns: string[]) =>
    columns.every((column) => {
      const set = sources.get(`${view}:${column}`);
      return set?.size === 1 && set.has(table);
    });
  const derived: ForeignKey[] = [];
  for (const [viewKey, view] of views) {
    for (const fk of foreignKeys) {
      if (maps(viewKey, key(fk.schema, fk.table), fk.columns)) {
        derived.push({ ...fk, schema: view.schema, table: view.name });
      }
      if (maps(viewKey, key(fk.refSchema, fk.refTable), fk.refColumns)) {
        derived.push({ ...fk, refSchema: view.schema, refTable: view.name });
      }
    }
  }
  return derived;
}
