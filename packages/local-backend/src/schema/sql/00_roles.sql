-- Supabase's API roles. Roles are cluster-wide on a PostgreSQL server, and test runs set up
-- several databases at once, so each statement tolerates the role appearing concurrently;
-- the runner also retries this file when the catalog reports a concurrent update.
do $$
declare
  spec record;
begin
  for spec in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      ('authenticator', 'login noinherit'),
      ('supabase_auth_admin', 'nologin noinherit'),
      ('supabase_storage_admin', 'nologin noinherit'),
      ('supabase_realtime_admin', 'nologin noinherit')
    ) as t(name, options)
  loop
    if not exists (select 1 from pg_roles where rolname = spec.name) then
      begin
        execute format('create role %I %s', spec.name, spec.options);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$$;

-- PostgREST logs in as authenticator and switches to the role named by the JWT.
do $$
begin
  grant anon, authenticated, service_role to authenticator;
exception when duplicate_object or unique_violation then
  null;
end
$$;
