-- Every table Tandem serves denies by default: row-level security is on for each of them, so
-- a table whose policies were forgotten answers no rows rather than every row.
begin;
select plan(2);

select is(
  array(
    select c.relname::text from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity
    order by 1
  ),
  '{}'::text[],
  'every table in public has row-level security enabled'
);

select is(
  array(
    select c.relname::text from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
      and not exists (select from pg_catalog.pg_policy p where p.polrelid = c.oid)
      and has_table_privilege('authenticated', c.oid, 'select')
    order by 1
  ),
  '{}'::text[],
  'every table signed-in people may read has a policy saying which rows'
);

select * from finish();
rollback;
