-- As on hosted Supabase, any DDL asks the REST surface to rebuild its schema cache, so
-- tables created from a SQL console or a test show up without a restart.
create or replace function extensions.pgrst_ddl_watch() returns event_trigger
language plpgsql
set search_path = pg_catalog
as $$
begin
  perform pg_notify('pgrst', 'reload schema');
end
$$;

-- One trigger for DDL, one for drops (sql_drop also reports objects dropped by cascade).
do $$
declare
  watch record;
begin
  for watch in
    select * from (values ('pgrst_ddl_watch', 'ddl_command_end'), ('pgrst_drop_watch', 'sql_drop'))
      as w (name, event)
    where not exists (select 1 from pg_event_trigger where evtname = w.name)
  loop
    execute format(
      'create event trigger %I on %s execute procedure extensions.pgrst_ddl_watch()',
      watch.name,
      watch.event
    );
  end loop;
end
$$;
