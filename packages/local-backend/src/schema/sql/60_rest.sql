-- As on hosted Supabase, any DDL asks the REST surface to rebuild its schema cache, so
-- tables created from a SQL console or a test show up without a restart.
create or replace function extensions.pgrst_ddl_watch() returns event_trigger
language plpgsql
as $$
begin
  perform pg_notify('pgrst', 'reload schema');
end
$$;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'pgrst_ddl_watch') then
    create event trigger pgrst_ddl_watch on ddl_command_end
      execute procedure extensions.pgrst_ddl_watch();
  end if;
  if not exists (select 1 from pg_event_trigger where evtname = 'pgrst_drop_watch') then
    create event trigger pgrst_drop_watch on sql_drop
      execute procedure extensions.pgrst_ddl_watch();
  end if;
end
$$;
