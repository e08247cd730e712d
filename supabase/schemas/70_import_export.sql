-- Board import (staged in parts, then finished or cancelled) and export.

-- Function bodies are checked when they run, not when they are created (as in pg_dump's output),
-- so a helper may read a table declared further down or in a later file.
set check_function_bodies = off;

create table private.board_imports (
  id uuid not null,
  board_id uuid not null,
  workspace_id uuid not null,
  owner_id uuid not null,
  state_ids uuid[] not null,
  labels jsonb not null default '[]'::jsonb,
  parts integer[] not null default '{}'::integer[],
  assigned integer not null default 0,
  unassigned integer not null default 0,
  created_at timestamp with time zone not null default now(),
  constraint board_imports_pkey primary key (id),
  constraint board_imports_board_id_key unique (board_id),
  constraint board_imports_board_id_fkey foreign key (board_id) references public.boards(id) on delete cascade,
  constraint board_imports_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade,
  constraint board_imports_labels_check check ((jsonb_typeof(labels) = 'array'::text))
);

alter table private.board_imports enable row level security;

create index board_imports_created_at_idx ON private.board_imports (created_at);

create table private.import_parts (
  import_id uuid not null,
  part integer not null,
  owner_id uuid not null,
  tasks jsonb not null,
  created_at timestamp with time zone not null default now(),
  workspace_id uuid not null,
  bytes integer not null default 0,
  constraint import_parts_pkey primary key (import_id, part),
  constraint import_parts_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade,
  constraint import_parts_part_check check (((part >= 0) and (part <= 999))),
  constraint import_parts_tasks_check check ((jsonb_typeof(tasks) = 'array'::text))
);

alter table private.import_parts enable row level security;

create index import_parts_created_at_idx ON private.import_parts (created_at);
create index import_parts_workspace_idx ON private.import_parts (workspace_id, owner_id);

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

-- Most tasks one import creates (IMPORT_TASKS_MAX in @tandem/schemas).
create or replace function private.import_tasks_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 10000
$$;
revoke execute on function private.import_tasks_max() from public;
grant execute on function private.import_tasks_max() to authenticated, service_role;

-- Gives the new `board` the payload's states, in order, reusing its built-in states: each
-- payload state takes over a built-in state of its category while one is left (so a
-- re-imported Tandem board gets back the very states it had, statuses included), and is added
-- otherwise. Built-in states no payload state took are deleted, except the one that keeps a
-- category present (a board keeps one state of each). Returns the states' ids in payload order.
create or replace function private.import_states(board uuid, states jsonb)
returns uuid[]
language plpgsql
set search_path = ''
as $$
declare
  item jsonb;
  claimed uuid;
  ids uuid[] := '{}';
  key text := null;
  cat public.state_category;
begin
  -- Out of the way of the payload's names first: two columns of a board never share a name.
  update public.board_states s set name = '~' || s.status::text where s.board_id = board;
  for item in select value from jsonb_array_elements(states) loop
    cat := (item ->> 'category')::public.state_category;
    key := private.key_between(key, null);
    select s.id into claimed from public.board_states s
    where s.board_id = board and s.category = cat and s.status is not null
      and s.id <> all (ids)
    order by s.position limit 1;
    if found then
      update public.board_states s set name = item ->> 'name', color = item ->> 'color',
        position = key, wip_limit = (item ->> 'wip_limit')::integer,
        wip_hard_limit = coalesce((item ->> 'wip_hard_limit')::boolean, false)
      where s.id = claimed;
    else
      insert into public.board_states (board_id, name, color, position, category, wip_limit, wip_hard_limit)
      values (board, item ->> 'name', item ->> 'color', key, cat,
        (item ->> 'wip_limit')::integer, coalesce((item ->> 'wip_hard_limit')::boolean, false))
      returning id into claimed;
    end if;
    ids := ids || claimed;
  end loop;
  delete from public.board_states s
  where s.board_id = board and s.id <> all (ids)
    and exists (select 1 from public.board_states o where o.board_id = board
      and o.category = s.category and o.id = any (ids));
  -- The states left keep a category no payload state has: back to their own names, after the rest.
  for claimed in select s.id from public.board_states s
    where s.board_id = board and s.id <> all (ids) order by s.position loop
    key := private.key_between(key, null);
    update public.board_states s set position = key,
      name = case when exists (select 1 from public.board_states o where o.board_id = board
          and lower(o.name) = lower(private.status_name(s.status)))
        then private.status_name(s.status) || ' (2)' else private.status_name(s.status) end
    where s.id = claimed;
  end loop;
  return ids;
end
$$;
revoke execute on function private.import_states(uuid,jsonb) from public;
grant execute on function private.import_states(uuid,jsonb) to authenticated, service_role;

-- A comment written by someone else than the importer starts with who wrote it and when, as
-- the importer becomes its author.
create or replace function private.import_comment_body(comment jsonb, importer_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(case
    when coalesce(comment ->> 'author_name', comment ->> 'author_email') is not null
      and lower(coalesce(comment ->> 'author_email', '')) is distinct from lower(importer_email)
    then '*' || coalesce(comment ->> 'author_name', comment ->> 'author_email')
      || coalesce(', ' || left(comment ->> 'created_at', 10), '') || ':*' || E'\n\n'
      || (comment ->> 'body')
    else comment ->> 'body'
  end, 4000)
$$;
revoke execute on function private.import_comment_body(jsonb,text) from public;
grant execute on function private.import_comment_body(jsonb,text) to authenticated, service_role;

create or replace function private.is_importing()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.current_setting('tandem.importing', true), '') = 'on'
$$;
revoke execute on function private.is_importing() from public;
grant execute on function private.is_importing() to authenticated, service_role;

-- Deletes the hidden boards of `imports` (their tasks, checklists and comments go with them),
-- quietly: nobody ever saw them.
create or replace function private.drop_imports(imports uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('tandem.importing', 'on', true);
  delete from public.boards b using private.board_imports i
  where i.board_id = b.id and i.id = any (imports);
  perform pg_catalog.set_config('tandem.importing', '', true);
end
$$;
revoke execute on function private.drop_imports(uuid[]) from public;
grant execute on function private.drop_imports(uuid[]) to authenticated, service_role;

create or replace function private.import_limit(name text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case name
    when 'parts' then 100
    when 'part_bytes' then 5 * 1024 * 1024
    when 'staged_bytes' then 50 * 1024 * 1024
    when 'part_rows' then 10000
    when 'per_workspace' then 5
    when 'per_user' then 2
  end
$$;
revoke execute on function private.import_limit(text) from public;
grant execute on function private.import_limit(text) to service_role;

-- Raises unless the caller is, now, an admin (or the owner) of `ws`: not found to outsiders
-- and to people removed from it, forbidden to members and viewers.
create or replace function private.require_importer(ws uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'data/forbidden: sign in to import' using errcode = '42501';
  end if;
  if private.hidden_from_caller(ws) or not private.is_member(ws) then
    raise exception 'data/not-found: workspace not found' using errcode = 'PT404';
  end if;
  if not private.has_role(ws, 'admin') then
    raise exception 'data/forbidden: importing a board requires the admin role' using errcode = '42501';
  end if;
end
$$;
revoke execute on function private.require_importer(uuid) from public;
grant execute on function private.require_importer(uuid) to service_role;

-- Raises unless `part` is a part number an import may use.
create or replace function private.check_import_part(part integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if part is null or part < 0 or part >= private.import_limit('parts') then
    raise exception 'data/invalid: a part number is from 0 to %', private.import_limit('parts') - 1
      using errcode = '22023';
  end if;
end
$$;
revoke execute on function private.check_import_part(integer) from public;
grant execute on function private.check_import_part(integer) to service_role;

-- Raises unless the caller may start one more import in `ws` (staged or hidden, the caller's
-- and everyone's). `except_import` is the import being started, already counted if staged.
create or replace function private.check_import_quota(ws uuid, except_import uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine integer;
  everyone integer;
begin
  perform private.lock_workspace(ws);
  select count(*) filter (where u.owner_id = auth.uid()), count(*) into mine, everyone
  from (
    select i.id, i.owner_id from private.board_imports i where i.workspace_id = ws
    union
    select p.import_id, p.owner_id from private.import_parts p where p.workspace_id = ws
  ) u
  where u.id is distinct from except_import;
  if mine >= private.import_limit('per_user') or everyone >= private.import_limit('per_workspace') then
    raise exception 'import/busy: % imports of a person, % of a workspace may be unfinished at once',
      private.import_limit('per_user'), private.import_limit('per_workspace') using errcode = '22023';
  end if;
end
$$;
revoke execute on function private.check_import_quota(uuid,uuid) from public;
grant execute on function private.check_import_quota(uuid,uuid) to service_role;

-- Raises unless `tasks` is an array of task objects whose states index `state_count` states,
-- creating at most IMPORT_PART_ROWS_MAX rows.
create or replace function private.check_import_tasks(tasks jsonb, state_count integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  bad integer;
  rows_made bigint;
begin
  if jsonb_typeof(tasks) is distinct from 'array' or jsonb_array_length(tasks) > 1000 then
    raise exception 'data/invalid: a part holds an array of at most 1000 tasks' using errcode = '22023';
  end if;
  select min(n) into bad from jsonb_array_elements(tasks) with ordinality as e (t, n)
  where jsonb_typeof(t) is distinct from 'object'
    or coalesce(jsonb_typeof(t -> 'state'), 'null') <> 'null'
      and coalesce(t ->> 'state', '') !~ '^[0-9]{1,4}$'
    or coalesce(case when t ->> 'state' ~ '^[0-9]{1,4}$' then (t ->> 'state')::integer end, 0)
      >= state_count
    or coalesce(jsonb_typeof(t -> 'checklist'), 'array') <> 'array'
    or coalesce(jsonb_typeof(t -> 'comments'), 'array') <> 'array';
  if bad is not null then
    raise exception 'data/invalid: task % of the part has no state % of the import''s % states',
      bad, coalesce((tasks -> (bad - 1)) ->> 'state', '0'), state_count using errcode = '22023';
  end if;
  select sum(1 + jsonb_array_length(coalesce(t -> 'checklist', '[]'))
      + jsonb_array_length(coalesce(t -> 'comments', '[]')))
  into rows_made from jsonb_array_elements(tasks) t;
  if coalesce(rows_made, 0) > private.import_limit('part_rows') then
    raise exception 'data/invalid: a part creates at most % tasks, checklist items and comments',
      private.import_limit('part_rows') using errcode = '22023';
  end if;
end
$$;
revoke execute on function private.check_import_tasks(jsonb,integer) from public;
grant execute on function private.check_import_tasks(jsonb,integer) to service_role;

-- Raises unless `states` is an array of at most 15 states of known categories.
create or replace function private.check_import_states(states jsonb)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if jsonb_typeof(states) is distinct from 'array' or jsonb_array_length(states) = 0
     or jsonb_array_length(states) > 15
     or exists (select 1 from jsonb_array_elements(states) s
       where jsonb_typeof(s) is distinct from 'object'
         or jsonb_typeof(s -> 'name') is distinct from 'string'
         or coalesce(s ->> 'category', '') not in
           (select e::text from pg_catalog.unnest(enum_range(null::public.state_category)) e)) then
    raise exception 'data/invalid: an import has 1 to 15 states, each with a name and a category'
      using errcode = '22023';
  end if;
end
$$;
revoke execute on function private.check_import_states(jsonb) from public;
grant execute on function private.check_import_states(jsonb) to service_role;

-- The caller's staged tasks of `import_id` in `ws`, in part order, removed from the staging
-- table. The caller's role was checked first.
create or replace function private.take_import_parts(ws uuid, import_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  tasks jsonb;
begin
  with taken as (
    delete from private.import_parts p
    where p.import_id = take_import_parts.import_id and p.owner_id = auth.uid()
      and p.workspace_id = ws
    returning p.part, p.tasks
  )
  select coalesce(jsonb_agg(t order by x.part, n), '[]') into tasks
  from taken x, jsonb_array_elements(x.tasks) with ordinality as e (t, n);
  return tasks;
end
$$;
revoke execute on function private.take_import_parts(uuid,uuid) from public;
grant execute on function private.take_import_parts(uuid,uuid) to service_role;

-- Deletes imports nobody finished within an hour: hidden boards and staged parts.
create or replace function private.drop_abandoned_imports()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.drop_imports(array(select i.id from private.board_imports i
    where i.created_at < now() - interval '1 hour'));
  delete from private.import_parts p where p.created_at < now() - interval '1 hour';
end
$$;
revoke execute on function private.drop_abandoned_imports() from public;
grant execute on function private.drop_abandoned_imports() to authenticated, service_role;

-- A timestamp from a file, or null when it is none (no failure for a bad date in a file).
create or replace function private.imported_time(value text)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
begin
  if value is null or value !~ '^\d{4}-\d{2}-\d{2}' then
    return null;
  end if;
  return value::timestamptz;
exception when others then
  return null;
end
$$;
revoke execute on function private.imported_time(text) from public;
grant execute on function private.imported_time(text) to service_role;

-- The caller's own unfinished import, for an admin of its workspace only: a demoted importer
-- is refused, a removed one finds nothing.
create or replace function private.own_import(import_id uuid)
returns private.board_imports
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_import private.board_imports;
begin
  select * into found_import from private.board_imports i
  where i.id = own_import.import_id and i.owner_id = auth.uid()
  for update;
  if not found then
    raise exception 'data/not-found: import not found' using errcode = 'PT404';
  end if;
  if private.hidden_from_caller(found_import.workspace_id)
     or not private.is_member(found_import.workspace_id) then
    raise exception 'data/not-found: import not found' using errcode = 'PT404';
  end if;
  perform private.require_importer(found_import.workspace_id);
  return found_import;
end
$$;
revoke execute on function private.own_import(uuid) from public;
grant execute on function private.own_import(uuid) to authenticated, service_role;

-- Each task's cards' positions, in file order after those earlier parts put in its column:
-- one key per task, generated in one pass (a key after the last of its column).
create or replace function private.import_positions(board uuid, tasks jsonb)
returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_keys jsonb;
  keys text[];
  item jsonb;
  column_state text;
  key text;
  n integer := 0;
begin
  select coalesce(jsonb_object_agg(s.id, (select max(t.position) from public.tasks t
      where t.board_id = board and t.state_id = s.id)), '{}')
  into last_keys from public.board_states s where s.board_id = board;
  keys := array_fill(null::text, array[jsonb_array_length(tasks)]);
  for item in select value from jsonb_array_elements(tasks) loop
    n := n + 1;
    column_state := item ->> 'state_id';
    key := private.key_between(last_keys ->> column_state, null);
    last_keys := jsonb_set(last_keys, array[column_state], to_jsonb(key));
    keys[n] := key;
  end loop;
  return keys;
end
$$;
revoke execute on function private.import_positions(uuid,jsonb) from public;
grant execute on function private.import_positions(uuid,jsonb) to service_role;

-- Reveals an import's board: the role is checked (through own_import), and the board is
-- counted against the 50-board cap as it is revealed.
create or replace function public.finish_import(import_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  imp private.board_imports := private.own_import(finish_import.import_id);
  board public.boards;
  labels_before integer;
  report jsonb;
begin
  perform private.lock_workspace(imp.workspace_id);
  if (select count(*) from public.boards b where b.workspace_id = imp.workspace_id
      and not exists (select 1 from private.board_imports i where i.board_id = b.id)) >= 50 then
    raise exception 'data/invalid: a workspace can have at most 50 boards' using errcode = '23514';
  end if;
  select count(*) into labels_before from public.workspace_labels l
  where l.workspace_id = imp.workspace_id;
  insert into public.workspace_labels (workspace_id, name, color)
  select imp.workspace_id, l ->> 'name', coalesce(l ->> 'color', 'gray')
  from jsonb_array_elements(imp.labels) l
  on conflict on constraint workspace_labels_workspace_id_name_key do nothing;
  insert into public.workspace_labels (workspace_id, name)
  select distinct imp.workspace_id, l
  from public.tasks t, pg_catalog.unnest(t.labels) l
  where t.board_id = imp.board_id
  on conflict on constraint workspace_labels_workspace_id_name_key do nothing;

  select jsonb_build_object(
    'board_id', imp.board_id,
    'states', cardinality(imp.state_ids),
    'tasks', count(*),
    'assigned', imp.assigned,
    'unassigned', imp.unassigned,
    'checklist_items', coalesce(sum(t.checklist_total), 0),
    'comments', (select count(*) from public.comments c join public.tasks k on k.id = c.task_id
      where k.board_id = imp.board_id),
    'labels_created', (select count(*) from public.workspace_labels l
      where l.workspace_id = imp.workspace_id) - labels_before
  ) into report
  from public.tasks t where t.board_id = imp.board_id;

  delete from private.board_imports i where i.id = imp.id;
  select * into board from public.boards b where b.id = imp.board_id;
  perform private.log_activity(board.workspace_id, null, 'board.created',
    jsonb_build_object('board_id', board.id, 'name', board.name));
  perform realtime.broadcast_changes('workspace:' || board.workspace_id, 'INSERT', 'INSERT',
    'boards', 'public', board, null::public.boards);
  return report;
end
$$;
revoke execute on function public.finish_import(uuid) from public;
grant execute on function public.finish_import(uuid) to authenticated;

-- Deletes the unfinished import `import_id` and its hidden board: the importer's own, or any of
-- a workspace the caller is an admin of now (so an import left by someone else, a demoted or
-- removed admin among them, need not wait for the sweep). Nothing when there is no such import.
create or replace function public.cancel_import(import_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.drop_imports(array(select i.id from private.board_imports i
    where i.id = cancel_import.import_id
      and (i.owner_id = auth.uid() or private.has_role(i.workspace_id, 'admin'))));
end
$$;
revoke execute on function public.cancel_import(uuid) from public;
grant execute on function public.cancel_import(uuid) to authenticated;

-- A board as JSON, for export: an imported comment exports with the author and time it was
-- imported with, so an export imports back as it was.
create or replace function public.export_board(board_id uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  b public.boards;
  states uuid[];
begin
  select * into b from public.boards x where x.id = export_board.board_id;
  if not found then
    raise exception 'data/not-found: board not found' using errcode = 'PT404';
  end if;
  select array_agg(s.id order by s.position, s.id) into states
  from public.board_states s where s.board_id = b.id;
  return jsonb_build_object(
    'format', 'tandem.board',
    'version', 1,
    'exported_at', now(),
    'board', jsonb_build_object('name', b.name, 'description', b.description),
    'states', (select coalesce(jsonb_agg(jsonb_build_object('name', s.name, 'category', s.category,
        'color', s.color, 'wip_limit', s.wip_limit, 'wip_hard_limit', s.wip_hard_limit)
        order by s.position, s.id), '[]')
      from public.board_states s where s.board_id = b.id),
    'labels', (select coalesce(jsonb_agg(jsonb_build_object('name', l.name, 'color', l.color)
        order by l.name), '[]')
      from public.workspace_labels l where l.workspace_id = b.workspace_id
        and exists (select 1 from public.tasks t where t.board_id = b.id and l.name = any (t.labels))),
    'tasks', (select coalesce(jsonb_agg(jsonb_build_object(
        'number', t.number,
        'title', t.title,
        'description', t.description,
        'state', array_position(states, t.state_id) - 1,
        'priority', t.priority,
        'assignee_email', (select e.email from public.member_emails(b.workspace_id) e
          where e.user_id = t.assignee_id),
        'due_date', t.due_date,
        'labels', to_jsonb(t.labels),
        'checklist', (select coalesce(jsonb_agg(jsonb_build_object('title', i.title, 'done', i.done)
            order by i.position, i.id), '[]')
          from public.task_checklist_items i where i.task_id = t.id),
        'comments', (select coalesce(jsonb_agg(jsonb_build_object('body', c.body,
            'author_name', coalesce(c.imported_author, p.display_name),
            'author_email', case when c.imported_author is null then
              (select e.email from public.member_emails(b.workspace_id) e
                where e.user_id = c.author_id) end,
            'created_at', coalesce(c.imported_at, c.created_at)) order by c.created_at, c.id), '[]')
          from public.comments c left join public.profiles p on p.id = c.author_id
          where c.task_id = t.id and c.deleted_at is null)
      ) order by array_position(states, t.state_id), t.position, t.id), '[]')
      from public.tasks t where t.board_id = b.id)
  );
end
$$;
revoke execute on function public.export_board(uuid) from public;
grant execute on function public.export_board(uuid) to authenticated;

-- Stores part `part` of the caller's import `import_id` into `workspace_id`, for a later
-- `import_board(workspace_id, payload, import_id)`. Admins and the owner only, checked before
-- anything is read or stored; then the part's bytes as sent (at most IMPORT_PART_MAX_BYTES),
-- before it is parsed, and its number of tasks; then the import's staged bytes and the
-- unfinished imports of the caller and of the workspace.
create or replace function public.stage_import(workspace_id uuid, import_id uuid, part integer, tasks json)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  size integer;
  document jsonb;
  staged record;
begin
  perform private.require_importer(stage_import.workspace_id);
  perform private.check_import_part(stage_import.part);
  if stage_import.tasks is null or pg_catalog.json_typeof(stage_import.tasks) <> 'array' then
    raise exception 'data/invalid: a part holds an array of at most 1000 tasks' using errcode = '22023';
  end if;
  size := pg_catalog.octet_length(stage_import.tasks::text);
  if size > private.import_limit('part_bytes') then
    raise exception 'import/too-large: a part is at most % bytes', private.import_limit('part_bytes')
      using errcode = '22023';
  end if;
  document := stage_import.tasks::jsonb;
  if jsonb_array_length(document) > 1000 then
    raise exception 'data/invalid: a part holds an array of at most 1000 tasks' using errcode = '22023';
  end if;
  perform private.check_import_quota(stage_import.workspace_id, stage_import.import_id);
  select count(*) filter (where p.owner_id <> auth.uid() or p.workspace_id <> stage_import.workspace_id) as theirs,
    coalesce(sum(p.bytes) filter (where p.part <> stage_import.part), 0) as bytes
  into staged from private.import_parts p where p.import_id = stage_import.import_id;
  if staged.theirs > 0 then
    raise exception 'data/forbidden: that import belongs to someone else' using errcode = '42501';
  end if;
  if staged.bytes + size > private.import_limit('staged_bytes') then
    raise exception 'import/too-large: an import stages at most % bytes',
      private.import_limit('staged_bytes') using errcode = '22023';
  end if;
  insert into private.import_parts as p (import_id, part, owner_id, workspace_id, tasks, bytes)
  values (stage_import.import_id, stage_import.part, auth.uid(), stage_import.workspace_id,
    document, size)
  on conflict on constraint import_parts_pkey do update
    set tasks = excluded.tasks, bytes = excluded.bytes, created_at = now();
end
$$;
revoke execute on function public.stage_import(uuid,uuid,integer,json) from public;
grant execute on function public.stage_import(uuid,uuid,integer,json) to authenticated;

-- Raises import/too-large when `document`, as sent, is over IMPORT_PART_MAX_BYTES: a `json`
-- value is the text that was sent, so its length is known without reading it.
create or replace function private.check_import_bytes(document json, what text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if pg_catalog.octet_length(document::text) > private.import_limit('part_bytes') then
    raise exception 'import/too-large: % is at most % bytes', what,
      private.import_limit('part_bytes') using errcode = '22023';
  end if;
end
$$;
revoke execute on function private.check_import_bytes(json,text) from public;
grant execute on function private.check_import_bytes(json,text) to service_role;

-- Creates the hidden board of a large import (admins and the owner): see private.begin_import.
create or replace function public.begin_import(import_id uuid, workspace_id uuid, payload json)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_importer(begin_import.workspace_id);
  perform private.check_import_bytes(begin_import.payload, 'an import''s board');
  return private.begin_import(begin_import.import_id, begin_import.workspace_id,
    begin_import.payload::jsonb);
end
$$;
revoke execute on function public.begin_import(uuid,uuid,json) from public;
grant execute on function public.begin_import(uuid,uuid,json) to authenticated;

-- Adds part `part` of the caller's import: see private.import_part.
create or replace function public.import_part(import_id uuid, part integer, tasks json)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.own_import(import_part.import_id);
  perform private.check_import_bytes(import_part.tasks, 'a part');
  perform private.import_part(import_part.import_id, import_part.part, import_part.tasks::jsonb);
end
$$;
revoke execute on function public.import_part(uuid,integer,json) from public;
grant execute on function public.import_part(uuid,integer,json) to authenticated;

-- A whole board imported in one call, its payload measured before it is parsed: the caller's
-- role first, then the bytes, then the staged parts; at most one part's worth (1,000 tasks,
-- IMPORT_PART_ROWS_MAX rows). Larger boards go through begin_import, import_part and
-- finish_import.
create or replace function public.import_board(workspace_id uuid, payload json, import_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  one_import uuid := gen_random_uuid();
  document jsonb;
  tasks jsonb;
begin
  perform private.require_importer(import_board.workspace_id);
  perform private.check_import_bytes(import_board.payload, 'an import''s board');
  document := import_board.payload::jsonb;
  tasks := coalesce(document -> 'tasks', '[]');
  if jsonb_typeof(tasks) is distinct from 'array' then
    raise exception 'data/invalid: an import''s tasks are an array' using errcode = '22023';
  end if;
  if import_board.import_id is not null then
    tasks := tasks || private.take_import_parts(import_board.workspace_id, import_board.import_id);
  end if;
  if jsonb_array_length(tasks) > private.import_tasks_max() then
    raise exception 'import/too-many-tasks: an import creates at most % tasks',
      private.import_tasks_max() using errcode = '22023';
  end if;
  perform private.check_import_states(document -> 'states');
  perform private.check_import_tasks(tasks, jsonb_array_length(document -> 'states'));
  perform private.begin_import(one_import, import_board.workspace_id, document - 'tasks');
  if jsonb_array_length(tasks) > 0 then
    perform private.import_part(one_import, 0, tasks);
  end if;
  return public.finish_import(one_import);
end
$$;
revoke execute on function public.import_board(uuid,json,uuid) from public;
grant execute on function public.import_board(uuid,json,uuid) to authenticated;

CREATE OR REPLACE FUNCTION private.begin_import(import_id uuid, workspace_id uuid, payload jsonb)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  board uuid;
  state_ids uuid[];
begin
  perform private.require_importer(begin_import.workspace_id);
  if jsonb_array_length(coalesce(payload -> 'tasks', '[]')) > 0 then
    raise exception 'data/invalid: the tasks of an import come in parts (import_part)'
      using errcode = '22023';
  end if;
  perform private.check_import_states(payload -> 'states');
  perform private.drop_abandoned_imports();
  perform private.check_import_quota(begin_import.workspace_id, begin_import.import_id);
  perform pg_catalog.set_config('tandem.importing', 'on', true);
  insert into public.boards (workspace_id, name, description)
  values (begin_import.workspace_id, payload #>> '{board,name}',
    nullif(payload #>> '{board,description}', ''))
  returning id into board;
  state_ids := private.import_states(board, payload -> 'states');
  insert into private.board_imports (id, board_id, workspace_id, owner_id, state_ids, labels)
  values (begin_import.import_id, board, begin_import.workspace_id, auth.uid(), state_ids,
    coalesce(payload -> 'labels', '[]'));
  perform pg_catalog.set_config('tandem.importing', '', true);
  return board;
end
$function$;
revoke execute on function private.begin_import(uuid,uuid,jsonb) from public;
grant execute on function private.begin_import(uuid,uuid,jsonb) to service_role;

CREATE OR REPLACE FUNCTION private.import_part(import_id uuid, part integer, tasks jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  imp private.board_imports := private.own_import(import_part.import_id);
  members jsonb;
  keys text[];
  counts record;
begin
  perform private.check_import_part(import_part.part);
  perform private.check_import_tasks(import_part.tasks, cardinality(imp.state_ids));
  if import_part.part = any (imp.parts) then
    raise exception 'data/invalid: part % of this import was added already', import_part.part
      using errcode = '22023';
  end if;
  if (select count(*) from public.tasks t where t.board_id = imp.board_id)
     + jsonb_array_length(import_part.tasks) > private.import_tasks_max() then
    raise exception 'import/too-many-tasks: an import creates at most % tasks',
      private.import_tasks_max() using errcode = '22023';
  end if;
  perform pg_catalog.set_config('tandem.importing', 'on', true);
  -- Ids chosen here tie each task to its checklist and comments below.
  select coalesce(jsonb_agg(t || jsonb_build_object('id', gen_random_uuid(), 'n', n,
      'state_id', imp.state_ids[coalesce((t ->> 'state')::integer, 0) + 1]) order by n), '[]')
  into tasks from jsonb_array_elements(import_part.tasks) with ordinality as e (t, n);
  select coalesce(jsonb_object_agg(lower(e.email), e.user_id), '{}') into members
  from public.member_emails(imp.workspace_id) e;
  keys := private.import_positions(imp.board_id, tasks);

  insert into public.tasks (id, board_id, title, description, state_id, priority, assignee_id,
    due_date, labels, position)
  select (t ->> 'id')::uuid, imp.board_id, t ->> 'title', nullif(t ->> 'description', ''),
    (t ->> 'state_id')::uuid,
    coalesce(t ->> 'priority', 'none')::public.task_priority,
    (members ->> lower(t ->> 'assignee_email'))::uuid,
    (t ->> 'due_date')::date,
    coalesce((select array_agg(x order by n) from jsonb_array_elements_text(t -> 'labels')
      with ordinality as l (x, n)), '{}'),
    keys[(t ->> 'n')::integer]
  from jsonb_array_elements(tasks) t
  order by (t ->> 'n')::integer;

  insert into public.task_checklist_items (task_id, title, done)
  select (t ->> 'id')::uuid, i ->> 'title', coalesce((i ->> 'done')::boolean, false)
  from jsonb_array_elements(tasks) t, jsonb_array_elements(coalesce(t -> 'checklist', '[]'))
    with ordinality as c (i, n)
  order by (t ->> 'n')::integer, c.n;

  -- The importer writes every comment, now; the file's author and time are kept aside.
  insert into public.comments (task_id, author_id, body, created_at, imported_author, imported_at)
  select (t ->> 'id')::uuid, auth.uid(), left(c.comment ->> 'body', 4000), now(),
    nullif(left(btrim(coalesce(c.comment ->> 'author_name', c.comment ->> 'author_email')), 200), ''),
    private.imported_time(c.comment ->> 'created_at')
  from jsonb_array_elements(tasks) t, jsonb_array_elements(coalesce(t -> 'comments', '[]'))
    with ordinality as c (comment, n)
  order by (t ->> 'n')::integer, c.n;

  -- Each new task's checklist counted once: the items' own trigger stood aside as they went in.
  perform pg_catalog.set_config('tandem.counting_checklist', 'on', true);
  update public.tasks t set checklist_total = c.total, checklist_done = c.done
  from (
    select i.task_id, count(*)::integer as total, (count(*) filter (where i.done))::integer as done
    from public.task_checklist_items i
    where i.task_id in (select (t ->> 'id')::uuid from jsonb_array_elements(tasks) t)
    group by i.task_id
  ) c
  where t.id = c.task_id;
  perform pg_catalog.set_config('tandem.counting_checklist', '', true);

  select count(*) filter (where members ? lower(t ->> 'assignee_email')) as assigned,
    count(*) filter (where not members ? lower(t ->> 'assignee_email')) as unassigned
  into counts from jsonb_array_elements(tasks) t where t ->> 'assignee_email' is not null;
  update private.board_imports i set parts = i.parts || import_part.part,
    assigned = i.assigned + counts.assigned, unassigned = i.unassigned + counts.unassigned
  where i.id = imp.id;
  perform pg_catalog.set_config('tandem.importing', '', true);
end
$function$;
revoke execute on function private.import_part(uuid,integer,jsonb) from public;
grant execute on function private.import_part(uuid,integer,jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

create trigger board_states_broadcast after insert or update or delete on public.board_states
  for each row when (not private.is_importing()) execute function private.broadcast_change();

create trigger boards_after_change after insert or update on public.boards
  for each row when (not private.is_importing()) execute function private.boards_after_change();

create trigger boards_broadcast after insert or update or delete on public.boards
  for each row when (not private.is_importing()) execute function private.broadcast_change();

create trigger comments_after_insert after insert on public.comments
  for each row when (not private.is_importing()) execute function private.comments_after_insert();

create trigger comments_auto_watch after insert or update on public.comments
  for each row when (not private.is_importing()) execute function private.comments_auto_watch();

create trigger comments_broadcast after insert or update or delete on public.comments
  for each row when (not private.is_importing()) execute function private.broadcast_change();

create trigger comments_notify after insert or update on public.comments
  for each row when (not private.is_importing()) execute function private.comments_notify();

create trigger checklist_items_after_change after insert or update or delete on public.task_checklist_items
  for each row when (not private.is_importing()) execute function private.checklist_items_after_change();

create trigger checklist_items_log after insert or update on public.task_checklist_items
  for each row when (not private.is_importing()) execute function private.checklist_items_log();

create trigger task_checklist_items_broadcast after insert or update or delete on public.task_checklist_items
  for each row when (not private.is_importing()) execute function private.broadcast_checklist_change();

create trigger tasks_after_change after insert or update or delete on public.tasks
  for each row when (not private.is_importing()) execute function private.tasks_after_change();

create trigger tasks_auto_watch after insert or update on public.tasks
  for each row when (not private.is_importing()) execute function private.tasks_auto_watch();

create trigger tasks_broadcast after insert or update or delete on public.tasks
  for each row when (not private.is_importing()) execute function private.broadcast_change();

create trigger tasks_labels_into_set after insert or update on public.tasks
  for each row when (not private.is_importing()) execute function private.tasks_labels_into_set();

create trigger tasks_notify after insert or update on public.tasks
  for each row when (not private.is_importing()) execute function private.tasks_notify();
