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

-- A verified JWT may only select a role that authenticator could switch to, as with
-- PostgREST logged in as authenticator; the backend itself runs as a superuser, so without
-- this check a token claiming "postgres" would get everything.
create schema if not exists supabase_local;
create or replace function supabase_local.allowed_request_role(role_name text) returns text
language plpgsql stable
as $$
begin
  if not pg_has_role('authenticator', role_name, 'member') then
    raise exception 'permission denied to set role "%"', role_name using errcode = '42501';
  end if;
  return role_name;
end
$$;
