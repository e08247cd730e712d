-- Realtime's schema: realtime.messages carries broadcasts sent from the database, and RLS on
-- it authorises private channels. These functions only write and notify; delivering to
-- sockets is the realtime surface's job (it LISTENs on the channel below).
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;
grant all on realtime.messages to supabase_realtime_admin;

-- The channel topic a private-channel authorisation check is running for.
create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

-- Broadcasts may carry bytes instead of JSON (realtime.send_binary), never both.
alter table realtime.messages add column if not exists binary_payload bytea;
do $$
begin
  if not exists (
    select 1 from pg_catalog.pg_constraint
     where conname = 'messages_payload_exclusive' and conrelid = 'realtime.messages'::regclass
  ) then
    alter table realtime.messages add constraint messages_payload_exclusive
      check (payload is null or binary_payload is null) not valid;
  end if;
end
$$;
create index if not exists messages_inserted_at_topic_index on realtime.messages
  (inserted_at desc, topic) where extension = 'broadcast' and private is true;

-- Realtime broadcasts every row inserted into realtime.messages that has a topic, an event,
-- a private flag and a payload (it reads them from replication). Here a row trigger NOTIFYs
-- the realtime surface, so delivery happens after commit and a rolled-back transaction (an
-- authorisation probe included) sends nothing. NOTIFY payloads are capped at 8000 bytes: a
-- small JSON body rides along, anything else is read by id.
create or replace function realtime.notify_message() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  note jsonb;
begin
  if new.topic is null or new.event is null or new.private is null
     or (new.payload is null and new.binary_payload is null) then
    return null;
  end if;
  note := jsonb_build_object('id', new.id, 'topic', new.topic, 'event', new.event, 'private', new.private);
  if new.binary_payload is null and octet_length(new.payload::text) < 7000 then
    note := note || jsonb_build_object('payload', new.payload);
  end if;
  perform pg_notify('realtime_messages', note::text);
  return null;
end
$$;
drop trigger if exists realtime_messages_notify on realtime.messages;
create trigger realtime_messages_notify after insert on realtime.messages
  for each row execute function realtime.notify_message();

-- As Realtime's: runs as the caller (so RLS on realtime.messages applies, with
-- realtime.topic() set), adds the message id to a payload without one, and turns any failure
-- into a warning instead of failing the caller's transaction.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    perform pg_catalog.set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;

-- The same for raw bytes, delivered as a binary broadcast.
create or replace function realtime.send_binary(payload bytea, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
begin
  begin
    generated_id := gen_random_uuid();
    perform pg_catalog.set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, binary_payload, event, topic, private, extension)
    values (generated_id, payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;

-- Trigger helper, as Realtime's: broadcasts a row change as
-- {old_record, record, operation, table, schema} on a private topic; row level only.
create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void
language plpgsql
as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object(
      'old_record', old, 'record', new, 'operation', operation, 'table', table_name,
      'schema', table_schema
    );
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception when others then
  raise exception 'Failed to process the row: %', sqlerrm;
end
$$;

grant execute on function realtime.topic(), realtime.send(jsonb, text, text, boolean),
  realtime.send_binary(bytea, text, text, boolean),
  realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to anon, authenticated, service_role;

-- Postgres changes. PGlite has no logical replication, so tables in the supabase_realtime
-- publication get a row trigger that NOTIFYs each change; the surface then re-selects the
-- row as every subscriber (realtime.visible_to) before delivering it, as Realtime's
-- apply_rls does. Rows too large for a NOTIFY wait in change_overflow until read.
create table if not exists realtime.change_overflow (
  id bigint generated always as identity primary key,
  payload text not null
);
revoke all on realtime.change_overflow from anon, authenticated, service_role;

create or replace function realtime.capture_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  change text;
  overflow_id bigint;
begin
  change := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp',
      to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    'old_record', case when tg_op = 'INSERT' then null else to_jsonb(old) end
  )::text;
  if octet_length(change) < 7900 then
    perform pg_notify('realtime_changes', change);
  else
    insert into realtime.change_overflow (payload) values (change) returning id into overflow_id;
    perform pg_notify('realtime_changes', json_build_object('overflow', overflow_id)::text);
  end if;
  return null;
end
$$;

-- Makes the capture triggers match the publication: every published table has one, no other
-- table keeps one. Called after migrations and on publication DDL (event trigger below).
create or replace function realtime.sync_capture_triggers() returns void
language plpgsql
as $$
declare
  target record;
begin
  for target in
    select c.oid::regclass as entity
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    where t.tgname = 'supabase_realtime_capture'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables p
        where p.pubname = 'supabase_realtime'
          and p.schemaname = c.relnamespace::regnamespace::text and p.tablename = c.relname
      )
  loop
    execute format('drop trigger supabase_realtime_capture on %s', target.entity);
  end loop;
  for target in
    select format('%I.%I', p.schemaname, p.tablename) as entity
    from pg_catalog.pg_publication_tables p
    join pg_catalog.pg_class c
      on c.relname = p.tablename and c.relnamespace = p.schemaname::regnamespace
    where p.pubname = 'supabase_realtime'
      and c.relkind = 'r'
      and not exists (
        select 1 from pg_catalog.pg_trigger t
        where t.tgrelid = c.oid and t.tgname = 'supabase_realtime_capture'
      )
  loop
    execute format(
      'create trigger supabase_realtime_capture after insert or update or delete on %s '
      'for each row execute function realtime.capture_change()',
      target.entity
    );
  end loop;
end
$$;
revoke all on function realtime.sync_capture_triggers() from public;

create or replace function realtime.sync_capture_triggers_on_ddl() returns event_trigger
language plpgsql
as $$
begin
  perform realtime.sync_capture_triggers();
end
$$;

-- Event triggers need a superuser; where the owner is not one, the surface's sync after
-- migrations still covers tables published by migrations.
do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'supabase_realtime_publication') then
    create event trigger supabase_realtime_publication on ddl_command_end
      when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'CREATE TABLE', 'DROP PUBLICATION')
      execute function realtime.sync_capture_triggers_on_ddl();
  end if;
exception when insufficient_privilege then
  null;
end
$$;

-- For each identity ({role, claims}) in `identities`, whether it can SELECT the row of
-- `entity` whose key columns equal `pk` right now: switches role and claims
-- transaction-locally for each one, as PostgREST would, and returns the indexes (0-based) of
-- the identities that see it. An identity whose check fails (no privilege, a policy that
-- raises) does not see the row. One call per change keeps PGlite to one transaction.
--
-- The per-identity query is static SQL in a function generated once per table and key, so
-- its plan is cached instead of re-planned for every identity (dynamic EXECUTE would be).
create or replace function realtime.visible_to(
  entity regclass, pk jsonb, identities jsonb, path text default 'public, extensions'
) returns int[]
language plpgsql
as $vis$
declare
  keys text[];
  comparison text;
  checker text;
  visible int[];
begin
  select array_agg(k order by k) into keys from jsonb_object_keys(pk) as k;
  checker := format('visible_%s_%s', entity::oid, left(md5(array_to_string(keys, ',')), 8));
  if to_regproc(format('realtime.%I', checker)) is null then
    -- Primary-key columns compare with `=` (index lookups); a table without a primary key is
    -- matched on its whole record, where NULLs must compare equal too.
    select case when array_agg(a.attname::text order by a.attname::text) = keys
                then '=' else 'is not distinct from' end
      into comparison
      from pg_catalog.pg_index i
      join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = entity and i.indisprimary;
    comparison := coalesce(comparison, 'is not distinct from');
    execute format($f$
      create or replace function realtime.%1$I(pk jsonb, identities jsonb, path text)
      returns int[] language plpgsql as $body$
      declare
        visible int[] := '{}';
        idx int := 0;
        ident jsonb;
        is_visible boolean;
      begin
        for ident in select value from jsonb_array_elements(identities) loop
          begin
            perform pg_catalog.set_config('search_path', path, true);
            perform pg_catalog.set_config('role', ident->>'role', true);
            perform pg_catalog.set_config('request.jwt.claims', (ident->'claims')::text, true);
            perform pg_catalog.set_config('request.jwt.claim.sub', coalesce(ident->'claims'->>'sub', ''), true);
            perform pg_catalog.set_config('request.jwt.claim.role', ident->>'role', true);
            select exists(
              select 1 from %2$s t, pg_catalog.jsonb_populate_record(null::%2$s, pk) r where %3$s
            ) into is_visible;
            if is_visible then
              visible := visible || idx;
            end if;
          exception when others then
            null;
          end;
          idx := idx + 1;
        end loop;
        return visible;
      end
      $body$$f$,
      checker, entity,
      (select string_agg(format('t.%1$I %2$s r.%1$I', k, comparison), ' and ') from unnest(keys) as k)
    );
    execute format('revoke all on function realtime.%I(jsonb, jsonb, text) from public', checker);
  end if;
  execute format('select realtime.%I($1, $2, $3)', checker) into visible using pk, identities, path;
  return visible;
end
$vis$;
revoke all on function realtime.visible_to(regclass, jsonb, jsonb, text) from public;

-- What `ident` ({role, claims}) may do on a private channel topic, decided by RLS on
-- realtime.messages as Realtime does: read = SELECT sees a probe message of that topic and
-- extension, write = INSERT of one passes the policies. Every probe is rolled back.
create or replace function realtime.channel_access(
  topic_name text, ident jsonb, path text default 'public, extensions'
) returns jsonb
language plpgsql
as $$
declare
  result jsonb := '{}';
  ext text;
  kind text;
  probe uuid;
  allowed boolean;
begin
  foreach ext in array array['broadcast', 'presence'] loop
    foreach kind in array array['read', 'write'] loop
      allowed := false;
      begin
        -- Reading is probed with a message of the topic written as the owner, then looked for
        -- as the caller; writing with an insert as the caller.
        probe := gen_random_uuid();
        if kind = 'read' then
          insert into realtime.messages (id, topic, extension, private, payload)
          values (probe, topic_name, ext, true, '{}');
        end if;
        perform pg_catalog.set_config('search_path', path, true);
        perform pg_catalog.set_config('realtime.topic', topic_name, true);
        perform pg_catalog.set_config('role', ident->>'role', true);
        perform pg_catalog.set_config('request.jwt.claims', (ident->'claims')::text, true);
        perform pg_catalog.set_config('request.jwt.claim.sub', coalesce(ident->'claims'->>'sub', ''), true);
        perform pg_catalog.set_config('request.jwt.claim.role', ident->>'role', true);
        if kind = 'read' then
          execute 'select exists(select 1 from realtime.messages where id = $1)' into allowed using probe;
        else
          insert into realtime.messages (topic, extension, private, payload)
          values (topic_name, ext, true, '{}');
          allowed := true;
        end if;
        raise sqlstate 'RTPRB';
      exception when sqlstate 'RTPRB' then
        null;
      when others then
        allowed := false;
      end;
      result := result || jsonb_build_object(ext || '_' || kind, allowed);
    end loop;
  end loop;
  return result;
end
$$;
revoke all on function realtime.channel_access(text, jsonb, text) from public;
