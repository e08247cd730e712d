-- pg_net and pg_cron as Supabase ships them, for databases without the extensions (PGlite,
-- and PostgreSQL servers where they are not installed). The backend performs the queued
-- requests and runs the scheduled jobs on its own clock (src/jobs/). The tables and
-- functions have the extensions' names, columns and signatures, so SQL written for hosted
-- Supabase (cron.schedule(..., $$ select net.http_post(...) $$)) runs unchanged.
do $$
begin
  create schema if not exists net;
  create table if not exists net.http_request_queue (
    id bigserial primary key,
    method text not null,
    url text not null,
    headers jsonb not null default '{}',
    body bytea,
    timeout_milliseconds integer not null default 5000
  );
  create table if not exists net._http_response (
    id bigint,
    status_code integer,
    content_type text,
    headers jsonb,
    content text,
    timed_out boolean,
    error_msg text,
    created timestamptz not null default now()
  );
end
$$;

-- `params` become the URL's query string, as pg_net appends them.
create or replace function net._url_with_params(url text, params jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when params is null or params = '{}'::jsonb then url
    else url || case when position('?' in url) > 0 then '&' else '?' end || (
      select string_agg(key || '=' || replace(replace(value, ' ', '%20'), '&', '%26'), '&')
      from jsonb_each_text(params)
    )
  end
$$;

-- The one place requests are queued; the public functions differ only in method and body.
create or replace function net._enqueue(
  method text,
  url text,
  params jsonb,
  headers jsonb,
  body bytea,
  timeout_milliseconds integer
)
returns bigint
language sql
set search_path = ''
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (method, net._url_with_params(url, params), coalesce(headers, '{}'), body,
    timeout_milliseconds)
  returning id
$$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
security definer
set search_path = ''
as $$ select net._enqueue('GET', url, params, headers, null, timeout_milliseconds) $$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
security definer
set search_path = ''
as $$
  select net._enqueue('POST', url, params, headers,
    convert_to(coalesce(body, 'null'::jsonb)::text, 'UTF8'), timeout_milliseconds)
$$;

create or replace function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
security definer
set search_path = ''
as $$ select net._enqueue('DELETE', url, params, headers, null, timeout_milliseconds) $$;

do $$
begin
  create schema if not exists cron;
  create table if not exists cron.job (
    jobid bigserial primary key,
    schedule text not null,
    command text not null,
    nodename text not null default 'localhost',
    nodeport integer not null default 5432,
    database text not null default current_database(),
    username text not null default current_user,
    active boolean not null default true,
    jobname text
  );
  create unique index if not exists jobname_username_uniq on cron.job (jobname, username);
  create table if not exists cron.job_run_details (
    jobid bigint,
    runid bigserial primary key,
    job_pid integer,
    database text,
    username text,
    command text,
    status text,
    return_message text,
    start_time timestamptz,
    end_time timestamptz
  );
end
$$;

-- A schedule is five cron fields, a macro such as @daily, or pg_cron's '[1-59] seconds'; the
-- backend parses the fields (croner) and records a run that cannot be scheduled as failed.
create or replace function cron._check_schedule(schedule text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if schedule !~* '^\s*(@(yearly|annually|monthly|weekly|daily|midnight|hourly)|[1-5]?[0-9]\s+seconds?|(\S+\s+){4}\S+)\s*$' then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
end
$$;

create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  id bigint;
begin
  perform cron._check_schedule(schedule);
  insert into cron.job (jobname, schedule, command)
  values (job_name, schedule, command)
  on conflict (jobname, username) do update
    set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into id;
  return id;
end
$$;

create or replace function cron.schedule(schedule text, command text)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  id bigint;
begin
  perform cron._check_schedule(schedule);
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into id;
  return id;
end
$$;

create or replace function cron.unschedule(job_id bigint)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  delete from cron.job j where j.jobid = job_id and j.username = current_user;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end
$$;

create or replace function cron.unschedule(job_name text)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  delete from cron.job j where j.jobname = job_name and j.username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end
$$;

-- As with the extensions, only the database owner and service_role use them; the API roles
-- never see the queue, the responses or the jobs.
revoke all on schema net, cron from public;
revoke execute on all functions in schema net from public;
revoke execute on all functions in schema cron from public;
grant usage on schema net, cron to service_role;
grant execute on all functions in schema net to service_role;
grant execute on all functions in schema cron to service_role;
grant all on all tables in schema net to service_role;
grant all on all tables in schema cron to service_role;
grant all on all sequences in schema net to service_role;
grant all on all sequences in schema cron to service_role;
