import type { Migration } from '@pgkit/migra';

/**
 * Adds every change of `migration`, privileges included, in migra's own order but for one
 * move: check, unique and foreign-key constraints are added after the functions and views
 * instead of before them. Migra's order fails on a table whose check constraint calls a
 * function of the project (`check (private.is_trimmed_text(name, 1, 60))`), created only
 * later; nothing created with the functions and views needs those constraints (a view's
 * grouping by key needs the primary key, which still comes first).
 */
export function addAllChanges(migration: Migration): void {
  const { changes } = migration;
  const creations = { creations_only: true } as const;
  const drops = { drops_only: true } as const;
  const steps = [
    () => changes.schemas(creations),
    () => changes.extensions({ creations_only: true, modifications: false }),
    () => changes.extensions({ modifications_only: true, modifications: true }),
    () => changes.collations(creations),
    () => changes.enums({ creations_only: true, modifications: false }),
    () => changes.sequences(creations),
    () => changes.triggers(drops),
    () => changes.rlspolicies(drops),
    () => changes.privileges(drops),
    () => changes.non_pk_constraints(drops),
    () => changes.mv_indexes(drops),
    () => changes.non_table_selectable_drops(),
    () => changes.pk_constraints(drops),
    () => changes.non_mv_indexes(drops),
    () => changes.tables_only_selectables(),
    () => changes.sequences(drops),
    () => changes.enums({ drops_only: true, modifications: false }),
    () => changes.extensions({ drops_only: true, modifications: false }),
    () => changes.domains(drops),
    () => changes.domains(creations),
    () => changes.non_mv_indexes(creations),
    () => changes.pk_constraints(creations),
    () => changes.non_table_selectable_creations(),
    () => changes.non_pk_constraints(creations),
    () => changes.mv_indexes(creations),
    () => changes.privileges(creations),
    () => changes.rlspolicies(creations),
    () => changes.triggers(creations),
    () => changes.collations(drops),
    () => changes.schemas(drops),
  ];
  for (const step of steps) migration.add(step());
}
