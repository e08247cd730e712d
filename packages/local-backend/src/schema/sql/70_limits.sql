-- Request limits: the per-role statement_timeout hosted Supabase gives the API roles, and a
-- bound on the size of a REST response.

-- The statement_timeout of an API role, as PostgREST applies a role's settings when it
-- switches to it: the role's own setting for this database, else for every database (so
-- `alter role authenticated set statement_timeout = '20s'` configures it as on Supabase),
-- else hosted Supabase's defaults: anon 3 s, authenticated 8 s, any other role none.
create or replace function supabase_local.role_statement_timeout(role_name text) returns text
language sql stable
as $$
  select coalesce(
    (select split_part(c.setting, '=', 2)
       from pg_catalog.pg_db_role_setting s
       join pg_catalog.pg_roles r on r.oid = s.setrole
       cross join lateral unnest(s.setconfig) as c(setting)
      where r.rolname = role_name
        and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
        and split_part(c.setting, '=', 1) = 'statement_timeout'
      order by s.setdatabase desc
      limit 1),
    case role_name when 'anon' then '3s' when 'authenticated' then '8s' else '0' end
  )
$$;

-- The statement_timeout, in milliseconds, of work done for several API roles at once
-- (realtime's authorisation of one change for every subscriber): the longest of theirs, none
-- when any has none. A bare number is milliseconds, as PostgreSQL reads it.
create or replace function supabase_local.statement_timeout_for(roles text[]) returns text
language sql stable
as $$
  select case when bool_or(t.ms = 0) then '0' else coalesce(max(t.ms), 0)::text end
    from unnest(roles) as r,
         lateral (select supabase_local.role_statement_timeout(r) as value) as v,
         lateral (select case when v.value ~ '^\d+$' then v.value::bigint
                              else (extract(epoch from v.value::interval) * 1000)::bigint end as ms) as t
$$;

-- The statement_timeout in force, as an interval (a century when there is none).
create or replace function supabase_local.statement_timeout_interval() returns interval
language sql stable
as $$
  select coalesce(nullif(nullif(current_setting('statement_timeout'), '')::interval, interval '0'),
                  interval '100 years')
$$;

-- The bytes a REST response may build (supabase_local.max_response_bytes; 0 or unset: no bound).
create or replace function supabase_local.response_byte_limit() returns bigint
language sql stable
as $$
  select coalesce(nullif(nullif(current_setting('supabase_local.max_response_bytes', true), '')::bigint, 0),
                  9223372036854775807)
$$;

-- Charges `bytes` of response to the request and raises PostgREST's error when the request is
-- over a limit: 57014 past the statement's timeout, 54000 past the response bound. REST
-- statements check both inline for every row they build (see withinLimits in
-- src/rest/plan/limits.ts, which explains why) and call this only when one is exceeded.
create or replace function supabase_local.charge_response(bytes bigint) returns boolean
language plpgsql volatile
as $$
declare
  used bigint;
  limit_bytes bigint := supabase_local.response_byte_limit();
begin
  if clock_timestamp() - statement_timestamp() >= supabase_local.statement_timeout_interval() then
    raise exception 'canceling statement due to statement timeout' using errcode = '57014';
  end if;
  used := coalesce(nullif(current_setting('supabase_local.response_bytes', true), '')::bigint, 0)
    + coalesce(bytes, 0);
  if used > limit_bytes then
    raise exception 'The response is larger than the limit of % bytes', limit_bytes
      using errcode = '54000',
        detail = 'Embedded resources and rows built so far take at least ' || used || ' bytes',
        hint = 'Ask for fewer rows or columns (filters, limit, a narrower select or fewer embedded resources)';
  end if;
  perform set_config('supabase_local.response_bytes', used::text, true);
  return true;
end
$$;

grant execute on function supabase_local.statement_timeout_interval() to anon, authenticated, service_role;
grant execute on function supabase_local.response_byte_limit() to anon, authenticated, service_role;
grant execute on function supabase_local.charge_response(bigint) to anon, authenticated, service_role;
