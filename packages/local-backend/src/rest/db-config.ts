import type { Tx } from '../db/engine.js';

/** PostgREST settings read from the database (`ALTER ROLE authenticator SET pgrst.… = …`). */
export interface DbConfig {
  /** `pgrst.db_plan_enabled`: answer `Accept: application/vnd.pgrst.plan…`. Default `false`. */
  planEnabled: boolean;
}

/**
 * Reads PostgREST's in-database configuration: the `pgrst.*` settings of the `authenticator`
 * role, for every database or this one (the latter wins), as PostgREST's `db-config` does.
 */
export async function loadDbConfig(tx: Tx): Promise<DbConfig> {
  const result = await tx.query<{ value: string | null }>(
    `select (
       select split_part(c.setting, '=', 2)
         from pg_catalog.pg_db_role_setting s
         join pg_catalog.pg_roles r on r.oid = s.setrole
         cross join lateral unnest(s.setconfig) as c(setting)
        where r.rolname = 'authenticator'
          and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
          and split_part(c.setting, '=', 1) = 'pgrst.db_plan_enabled'
        order by s.setdatabase desc
        limit 1
     ) as value`,
  );
  const value = result.rows[0]?.value?.trim().toLowerCase() ?? '';
  return { planEnabled: ['true', 'on', '1', 'yes'].includes(value) };
}
