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

-- Charges `bytes` of response to the request and checks its limits; REST statements call it
-- for every row of the top level and every embedded resource they build.
--
-- Why in SQL: a response is built by PostgreSQL as one JSON value, and nested embeds multiply
-- (tasks → board → its tasks → their comments), so a request can ask for gigabytes that only
-- exist inside one aggregate. Checking the running total as each embedded value is finished
-- stops the statement long before memory runs out, at every nesting level, on both engines.
-- Bytes of an embed are charged again as part of the row that contains it, so the total
-- over-counts nested responses (by at most their depth): the limit is a bound on the work
-- done, never exceeded by the bytes sent.
--
-- The timeout is checked here too because PGlite cannot enforce statement_timeout (its timer
-- needs a signal that never arrives while WASM runs), and a statement that builds rows keeps
-- calling this function; on PostgreSQL the server's own timer cancels first or at the same
-- moment, with the same error.
create or replace function supabase_local.charge_response(bytes bigint) returns boolean
language plpgsql volatile
as $$
declare
  timeout interval := coalesce(nullif(current_setting('statement_timeout'), ''), '0')::interval;
  limit_bytes bigint := nullif(current_setting('supabase_local.max_response_bytes', true), '')::bigint;
  used bigint;
begin
  if timeout > interval '0' and clock_timestamp() - statement_timestamp() > timeout then
    raise exception 'canceling statement due to statement timeout' using errcode = '57014';
  end if;
  if limit_bytes is not null and limit_bytes > 0 then
    used := coalesce(nullif(current_setting('supabase_local.response_bytes', true), '')::bigint, 0)
      + coalesce(bytes, 0);
    if used > limit_bytes then
      raise exception 'The response is larger than the limit of % bytes', limit_bytes
        using errcode = '54000',
          detail = 'Embedded resources and rows built so far take at least ' || used || ' bytes',
          hint = 'Ask for fewer rows or columns (filters, limit, a narrower select or fewer embedded resources)';
    end if;
    perform set_config('supabase_local.response_bytes', used::text, true);
  end if;
  return true;
end
$$;

-- An embedded resource's JSON, charged to the request (see charge_response).
create or replace function supabase_local.charged(value json) returns json
language plpgsql volatile
as $$
begin
  perform supabase_local.charge_response(octet_length(value::text));
  return value;
end
$$;

grant execute on function supabase_local.charge_response(bigint) to anon, authenticated, service_role;
grant execute on function supabase_local.charged(json) to anon, authenticated, service_role;
