-- Schemas, extensions, default privileges, deployment settings and the helpers every
-- other file uses (text checks, fractional positions, the acting user).

-- Function bodies are checked when they run, not when they are created (as in pg_dump's output),
-- so a helper may read a table declared further down or in a later file.
set check_function_bodies = off;

create schema if not exists private;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

-- New objects get no grant unless they state one, whatever the
-- project's "default privileges for new entities" setting is.
alter default privileges for role postgres in schema public
  revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke usage, select on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from anon, authenticated, service_role;

-- Private helpers: policies (which run as the caller) and security-invoker RPCs need them for
-- authenticated; anon keeps neither the schema nor its functions.
grant usage on schema private to authenticated, service_role;

create table private.settings (
  "name" text not null,
  "value" text not null,
  constraint settings_pkey primary key (name)
);

alter table private.settings enable row level security;

comment on table private.settings is
  'Deployment settings read by scheduled jobs: functions_url, unsubscribe_secret.';

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

-- Text columns hold trimmed text (PRODUCT.md §5): the client trims, the database refuses
-- anything else rather than silently storing surrounding blanks.
create or replace function private.is_trimmed_text(value text, min_length integer, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value = pg_catalog.btrim(value)
    and pg_catalog.char_length(value) between min_length and max_length
$$;
revoke execute on function private.is_trimmed_text(text,integer,integer) from public;
grant execute on function private.is_trimmed_text(text,integer,integer) to authenticated, service_role;

create or replace function private.fi_midpoint(a text, b text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  digits constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  n integer := 0;
  digit_a integer;
  digit_b integer;
begin
  if b is not null and (a collate "C") >= (b collate "C") then
    raise exception 'data/invalid: fractional key % is not below %', a, b using errcode = '22023';
  end if;
  if right(a, 1) = '0' or right(coalesce(b, ''), 1) = '0' then
    raise exception 'data/invalid: fractional key has a trailing zero' using errcode = '22023';
  end if;
  if b is not null then
    -- Skip the common prefix (a is padded with zeros).
    while n < length(b) and coalesce(nullif(substr(a, n + 1, 1), ''), '0') = substr(b, n + 1, 1) loop
      n := n + 1;
    end loop;
    if n > 0 then
      return left(b, n) || private.fi_midpoint(substr(a, n + 1), substr(b, n + 1));
    end if;
  end if;
  digit_a := case when a = '' then 0 else strpos(digits, left(a, 1)) - 1 end;
  digit_b := case when b is null then 62 else strpos(digits, left(b, 1)) - 1 end;
  if digit_b - digit_a > 1 then
    -- Math.round(0.5 * (digit_a + digit_b)) of the reference implementation.
    return substr(digits, (digit_a + digit_b + 1) / 2 + 1, 1);
  elsif b is not null and length(b) > 1 then
    return left(b, 1);
  else
    return substr(digits, digit_a + 1, 1) || private.fi_midpoint(substr(a, 2), null);
  end if;
end
$$;
revoke execute on function private.fi_midpoint(text,text) from public;
grant execute on function private.fi_midpoint(text,text) to authenticated, service_role;

create or replace function private.fi_integer_length(head text)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  if ascii(head) between ascii('a') and ascii('z') then
    return ascii(head) - ascii('a') + 2;
  elsif ascii(head) between ascii('A') and ascii('Z') then
    return ascii('Z') - ascii(head) + 2;
  end if;
  raise exception 'data/invalid: invalid fractional key head %', head using errcode = '22023';
end
$$;
revoke execute on function private.fi_integer_length(text) from public;
grant execute on function private.fi_integer_length(text) to authenticated, service_role;

create or replace function private.fi_validate(key text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  int_length integer;
begin
  if key is null or key !~ '^[A-Za-z][0-9A-Za-z]*$' or key = 'A' || repeat('0', 26) then
    raise exception 'data/invalid: invalid fractional key %', key using errcode = '22023';
  end if;
  int_length := private.fi_integer_length(left(key, 1));
  if length(key) < int_length or (length(key) > int_length and right(key, 1) = '0') then
    raise exception 'data/invalid: invalid fractional key %', key using errcode = '22023';
  end if;
end
$$;
revoke execute on function private.fi_validate(text) from public;
grant execute on function private.fi_validate(text) to authenticated, service_role;

create or replace function private.fi_increment_integer(x text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  digits constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  head text := left(x, 1);
  digs text[] := regexp_split_to_array(substr(x, 2), '');
  carry boolean := true;
  d integer;
  h text;
begin
  for i in reverse array_length(digs, 1)..1 loop
    exit when not carry;
    d := strpos(digits, digs[i]);
    if d = 62 then
      digs[i] := '0';
    else
      digs[i] := substr(digits, d + 1, 1);
      carry := false;
    end if;
  end loop;
  if not carry then
    return head || array_to_string(digs, '');
  end if;
  if head = 'Z' then
    return 'a0';
  elsif head = 'z' then
    return null;
  end if;
  h := chr(ascii(head) + 1);
  if ascii(h) > ascii('a') then
    digs := digs || '0'::text;
  else
    digs := digs[1:array_length(digs, 1) - 1];
  end if;
  return h || array_to_string(digs, '');
end
$$;
revoke execute on function private.fi_increment_integer(text) from public;
grant execute on function private.fi_increment_integer(text) to authenticated, service_role;

create or replace function private.fi_decrement_integer(x text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  digits constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  head text := left(x, 1);
  digs text[] := regexp_split_to_array(substr(x, 2), '');
  borrow boolean := true;
  d integer;
  h text;
begin
  for i in reverse array_length(digs, 1)..1 loop
    exit when not borrow;
    d := strpos(digits, digs[i]) - 2;
    if d = -1 then
      digs[i] := 'z';
    else
      digs[i] := substr(digits, d + 1, 1);
      borrow := false;
    end if;
  end loop;
  if not borrow then
    return head || array_to_string(digs, '');
  end if;
  if head = 'a' then
    return 'Zz';
  elsif head = 'A' then
    return null;
  end if;
  h := chr(ascii(head) - 1);
  if ascii(h) < ascii('Z') then
    digs := digs || 'z'::text;
  else
    digs := digs[1:array_length(digs, 1) - 1];
  end if;
  return h || array_to_string(digs, '');
end
$$;
revoke execute on function private.fi_decrement_integer(text) from public;
grant execute on function private.fi_decrement_integer(text) to authenticated, service_role;

-- generateKeyBetween(a, b) of the `fractional-indexing` package: a key strictly between a and
-- b (either may be null for "no bound").
create or replace function private.key_between(a text, b text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  ia text;
  ib text;
  fa text;
  fb text;
  i text;
begin
  if a is not null then
    perform private.fi_validate(a);
  end if;
  if b is not null then
    perform private.fi_validate(b);
  end if;
  if a is not null and b is not null and (a collate "C") >= (b collate "C") then
    raise exception 'data/invalid: fractional key % is not below %', a, b using errcode = '22023';
  end if;
  if a is null then
    if b is null then
      return 'a0';
    end if;
    ib := left(b, private.fi_integer_length(left(b, 1)));
    fb := substr(b, length(ib) + 1);
    if ib = 'A' || repeat('0', 26) then
      return ib || private.fi_midpoint('', fb);
    end if;
    if (ib collate "C") < (b collate "C") then
      return ib;
    end if;
    i := private.fi_decrement_integer(ib);
    if i is null then
      raise exception 'data/invalid: cannot decrement fractional key any further' using errcode = '22023';
    end if;
    return i;
  end if;
  ia := left(a, private.fi_integer_length(left(a, 1)));
  fa := substr(a, length(ia) + 1);
  if b is null then
    i := private.fi_increment_integer(ia);
    return coalesce(i, ia || private.fi_midpoint(fa, null));
  end if;
  ib := left(b, private.fi_integer_length(left(b, 1)));
  fb := substr(b, length(ib) + 1);
  if ia = ib then
    return ia || private.fi_midpoint(fa, fb);
  end if;
  i := private.fi_increment_integer(ia);
  if i is null then
    raise exception 'data/invalid: cannot increment fractional key any further' using errcode = '22023';
  end if;
  if (i collate "C") < (b collate "C") then
    return i;
  end if;
  return ia || private.fi_midpoint(fa, null);
end
$$;
revoke execute on function private.key_between(text,text) from public;
grant execute on function private.key_between(text,text) to authenticated, service_role;

create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function private.set_updated_at() from public;
grant execute on function private.set_updated_at() to authenticated, service_role;

-- The caller, when they have a profile; null for the service role and the seed.
create or replace function private.actor()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.id from public.profiles p where p.id = (select auth.uid())
$$;
revoke execute on function private.actor() from public;
grant execute on function private.actor() to authenticated, service_role;

create or replace function private.require_user()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null or not exists (select 1 from public.profiles p where p.id = uid) then
    raise exception 'data/forbidden: sign in first' using errcode = '42501';
  end if;
  return uid;
end
$$;
revoke execute on function private.require_user() from public;
grant execute on function private.require_user() to authenticated, service_role;

-- `{from, to}` of one field, or nothing when it did not change.
create or replace function private.change_of(changed boolean, from_value jsonb, to_value jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when changed then jsonb_build_object('from', from_value, 'to', to_value) end
$$;
revoke execute on function private.change_of(boolean,jsonb,jsonb) from public;
grant execute on function private.change_of(boolean,jsonb,jsonb) to authenticated, service_role;

-- Refuses a document of more than `max_bytes` bytes of JSON with data/too-large.
create or replace function private.check_input_bytes(document jsonb, max_bytes integer, what text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if pg_catalog.octet_length(document::text) > max_bytes then
    raise exception 'data/too-large: % may hold at most % bytes of JSON', what, max_bytes
      using errcode = '22023';
  end if;
end
$$;
revoke execute on function private.check_input_bytes(jsonb,integer,text) from public;
grant execute on function private.check_input_bytes(jsonb,integer,text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Data the functions need. Rows are not schema: db diff does not compare them, so a change
-- here needs a hand-written migration too (the declared-schema test compares these rows).
-- ---------------------------------------------------------------------------------------------

-- unsubscribe_secret keys the unsubscribe links of notification emails; scheduler_secret is
-- what send-notification-digest checks before sending anything. functions_url is set per
-- deployment (seed.sql sets the local backend's).
insert into private.settings (name, value)
values
  ('unsubscribe_secret', encode(extensions.gen_random_bytes(32), 'hex')),
  ('scheduler_secret', encode(extensions.gen_random_bytes(32), 'hex'))
on conflict (name) do nothing;
