-- The API roles may resolve names in public. What they may do with each object there is up to
-- its own grants: since 2026 a hosted project no longer grants new objects in public to anon,
-- authenticated and service_role automatically, and `[api] auto_expose_new_tables = true` in
-- config.toml brings the old default privileges back (schema/api-privileges.ts).
grant usage on schema public to anon, authenticated, service_role;

-- The publication hosted projects start with; realtime reads which tables it lists.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
