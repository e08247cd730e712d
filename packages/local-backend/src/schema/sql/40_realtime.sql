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

-- Stores a broadcast and wakes the realtime surface. The NOTIFY carries only the row's key
-- because NOTIFY payloads are capped at 8000 bytes; delivery happens after commit.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  message_id uuid := gen_random_uuid();
begin
  insert into realtime.messages (id, payload, event, topic, private, extension)
  values (message_id, payload, event, topic, private, 'broadcast');
  perform pg_notify(
    'realtime_messages',
    json_build_object('id', message_id, 'topic', topic, 'event', event, 'private', private)::text
  );
end
$$;

-- Trigger helper: broadcasts a row change as {operation, schema, table, record, old_record}.
create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void
language plpgsql
as $$
declare
  row_data jsonb := case when new is null then null else to_jsonb(new) end;
  old_data jsonb := case when old is null then null else to_jsonb(old) end;
begin
  if level = 'STATEMENT' then
    row_data := null;
    old_data := null;
  end if;
  perform realtime.send(
    jsonb_build_object(
      'operation', operation, 'schema', table_schema, 'table', table_name,
      'record', row_data, 'old_record', old_data
    ),
    event_name, topic_name, true
  );
end
$$;

grant execute on function realtime.topic(), realtime.send(jsonb, text, text, boolean),
  realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to anon, authenticated, service_role;
