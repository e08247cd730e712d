-- Hosted Supabase installs extensions into their own schema, which is on every API request's
-- search_path, so `gen_random_uuid()`/`uuid_generate_v4()` resolve unqualified.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

-- Empty on the local backend; exists because the CLI exposes it by default.
create schema if not exists graphql_public;
grant usage on schema graphql_public to anon, authenticated, service_role;

-- Supabase sets the owner role's search_path to "$user", public, extensions, so migrations,
-- seed.sql and SQL consoles call gen_salt(), crypt() or uuid_generate_v4() unqualified. The
-- API roles get none of their own: each request sets its search_path (`[api]
-- extra_search_path`). Set per database, since a server's roles are shared by its databases.
do $$
begin
  execute format(
    'alter role %I in database %I set search_path to "$user", public, extensions',
    current_user,
    current_database()
  );
end
$$;
