-- Hosted Supabase installs extensions into their own schema, which is on every API request's
-- search_path, so `gen_random_uuid()`/`uuid_generate_v4()` resolve unqualified.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

-- Empty on the local backend; exists because the CLI exposes it by default.
create schema if not exists graphql_public;
grant usage on schema graphql_public to anon, authenticated, service_role;
