-- Imports across a trust boundary: what an import may store, write and reveal.
--
-- * Staged parts (`stage_import`) belong to a workspace and are refused, before anything is
--   stored, to anyone below the admin role there (PRODUCT.md: importing needs the admin role).
--   An import has at most 100 parts (IMPORT_PARTS_MAX) of at most 5 MiB each and 50 MiB in
--   all (IMPORT_STAGED_BYTES_MAX); a workspace has at most 5 unfinished imports, a person 2
--   (IMPORTS_UNFINISHED_PER_WORKSPACE_MAX, _PER_USER_MAX), staged or hidden boards alike.
--   Staged parts are swept after an hour, by pg_cron, with the hidden boards.
-- * Every step re-checks the caller's current role first: an admin demoted or removed since the
--   import began can no longer add to it, finish it or take its staged parts.
-- * Part numbers are 0 ≤ part < IMPORT_PARTS_MAX, task states index the import's states, and
--   one call creates at most IMPORT_PART_ROWS_MAX rows (tasks, checklist items, comments), so
--   one transaction's cost is bounded and a large import is many short ones.
-- * An import never writes as someone else: every imported comment is the importer's, written
--   now; who wrote it and when is kept in `imported_author` / `imported_at`, shown as
--   "originally by …, on …". Nobody sets those two columns but an import.
-- * Hidden (unfinished) boards do not count against the 50-board cap (the board is counted when
--   revealed); workspace admins may cancel any unfinished import of their workspace; a hidden
--   board answers to others as a missing one does (23503, "board not found").
-- * Hard WIP limits: an import may exceed them. It recreates a board as it was, and clamping
--   would silently move or drop cards; the limit applies to the next card moved in. Every
--   import step sets `tandem.importing` for its transaction, which WIP-limit checks honour.

-- ---------------------------------------------------------------------------------------------
-- Limits (IMPORT_* in @tandem/schemas)
-- ---------------------------------------------------------------------------------------------

create function private.import_limit(name text)
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

revoke execute on function private.import_limit(text) from public, anon, authenticated;
grant execute on function private.import_limit(text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Who may take a step
-- ---------------------------------------------------------------------------------------------

-- Raises unless the caller is, now, an admin (or the owner) of `ws`: not found to outsiders
-- and to people removed from it, forbidden to members and viewers.
create function private.require_importer(ws uuid)
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

-- Raises unless `part` is a part number an import may use.
create function private.check_import_part(part integer)
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

-- Raises unless the caller may start one more import in `ws` (staged or hidden, the caller's
-- and everyone's). `except_import` is the import being started, already counted if staged.
create function private.check_import_quota(ws uuid, except_import uuid)
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

-- Raises unless `tasks` is an array of task objects whose states index `state_count` states,
-- creating at most IMPORT_PART_ROWS_MAX rows.
create function private.check_import_tasks(tasks jsonb, state_count integer)
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

-- Raises unless `states` is an array of at most 15 states of known categories.
create function private.check_import_states(states jsonb)
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

revoke execute on function private.require_importer(uuid), private.check_import_part(integer),
  private.check_import_quota(uuid, uuid), private.check_import_tasks(jsonb, integer),
  private.check_import_states(jsonb) from public, anon, authenticated;
grant execute on function private.require_importer(uuid), private.check_import_part(integer),
  private.check_import_quota(uuid, uuid), private.check_import_tasks(jsonb, integer),
  private.check_import_states(jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Staged parts, per workspace and quota'd
-- ---------------------------------------------------------------------------------------------

-- Parts staged before this migration name no workspace: nobody can finish them any more.
delete from private.import_parts;
alter table private.import_parts
  add column workspace_id uuid not null references public.workspaces (id) on delete cascade,
  add column bytes integer not null default 0;
create index import_parts_workspace_idx on private.import_parts (workspace_id, owner_id);
create index import_parts_created_at_idx on private.import_parts (created_at);

-- The earlier form named no workspace: it is no RPC any more.
drop function public.stage_import(uuid, integer, jsonb);

-- Stores part `part` of the caller's import `import_id` into `workspace_id`, for a later
-- `import_board(workspace_id, payload, import_id)`. Admins and the owner only, checked before
-- anything is read or stored; the import's parts, bytes and the unfinished imports of the
-- caller and of the workspace are bounded (see the top of this file).
create function public.stage_import(workspace_id uuid, import_id uuid, part integer, tasks jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  size integer;
  staged record;
begin
  perform private.require_importer(stage_import.workspace_id);
  perform private.check_import_part(stage_import.part);
  if jsonb_typeof(stage_import.tasks) is distinct from 'array'
     or jsonb_array_length(stage_import.tasks) > 1000 then
    raise exception 'data/invalid: a part holds an array of at most 1000 tasks' using errcode = '22023';
  end if;
  size := pg_catalog.octet_length(stage_import.tasks::text);
  if size > private.import_limit('part_bytes') then
    raise exception 'import/too-large: a part is at most % bytes', private.import_limit('part_bytes')
      using errcode = '22023';
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
    stage_import.tasks, size)
  on conflict on constraint import_parts_pkey do update
    set tasks = excluded.tasks, bytes = excluded.bytes, created_at = now();
end
$$;

revoke execute on function public.stage_import(uuid, uuid, integer, jsonb) from public, anon;
grant execute on function public.stage_import(uuid, uuid, integer, jsonb) to authenticated;

drop function private.take_import_parts(uuid);

-- The caller's staged tasks of `import_id` in `ws`, in part order, removed from the staging
-- table. The caller's role was checked first.
create function private.take_import_parts(ws uuid, import_id uuid)
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

revoke execute on function private.take_import_parts(uuid, uuid) from public, anon, authenticated;
grant execute on function private.take_import_parts(uuid, uuid) to service_role;

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

-- ---------------------------------------------------------------------------------------------
-- Comments keep where they came from
-- ---------------------------------------------------------------------------------------------

alter table public.comments
  add column imported_author text check (char_length(imported_author) between 1 and 200),
  add column imported_at timestamptz;

comment on column public.comments.imported_author is
  'Who wrote the comment where it was imported from (a name or an email, as the file said); null for comments written here.';
comment on column public.comments.imported_at is
  'When the comment was written where it was imported from; null when unknown or written here.';

-- Only an import (or a restore, bringing back the deleted row) says where a comment came from;
-- an edit never changes it.
create function private.comments_keep_origin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not (private.is_importing() or private.is_restoring(new.task_id)) then
      new.imported_author := null;
      new.imported_at := null;
    end if;
  else
    new.imported_author := old.imported_author;
    new.imported_at := old.imported_at;
  end if;
  return new;
end
$$;

revoke execute on function private.comments_keep_origin() from public, anon, authenticated;

create trigger comments_keep_origin before insert or update on public.comments
  for each row execute function private.comments_keep_origin();

-- A timestamp from a file, or null when it is none (no failure for a bad date in a file).
create function private.imported_time(value text)
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

revoke execute on function private.imported_time(text) from public, anon, authenticated;
grant execute on function private.imported_time(text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Hidden boards answer as missing ones, and do not count against the cap
-- ---------------------------------------------------------------------------------------------

-- A row written into a board being imported, other than by its import, fails as a row of a
-- missing board does. Named to fire before the other insert triggers of each table.
create function private.refuse_hidden_board()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  board uuid;
begin
  if private.is_importing() then
    return new;
  end if;
  if tg_table_name in ('tasks', 'board_states') then
    board := new.board_id;
  else
    board := (select t.board_id from public.tasks t where t.id = new.task_id);
  end if;
  if exists (select 1 from private.board_imports i where i.board_id = board) then
    if tg_table_name in ('tasks', 'board_states') then
      raise exception 'data/not-found: board % not found', board using errcode = '23503';
    end if;
    raise exception 'data/not-found: task % not found', new.task_id using errcode = '23503';
  end if;
  return new;
end
$$;

revoke execute on function private.refuse_hidden_board() from public, anon, authenticated;

create trigger tasks_a_hidden_board before insert or update of board_id on public.tasks
  for each row execute function private.refuse_hidden_board();
create trigger board_states_a_hidden_board before insert on public.board_states
  for each row execute function private.refuse_hidden_board();
create trigger comments_a_hidden_board before insert on public.comments
  for each row execute function private.refuse_hidden_board();
create trigger checklist_items_a_hidden_board before insert on public.task_checklist_items
  for each row execute function private.refuse_hidden_board();

-- 20261122110300's boards_before_write: the 50-board cap counts the boards people see, not the
-- hidden ones of unfinished imports (bounded by their own quota; counted when revealed).
create or replace function private.boards_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.lock_workspace(new.workspace_id);
    if (select count(*) from public.boards b where b.workspace_id = new.workspace_id
        and not exists (select 1 from private.board_imports i where i.board_id = b.id)) >= 50 then
      raise exception 'data/invalid: a workspace can have at most 50 boards' using errcode = '23514';
    end if;
    new.created_by := coalesce(private.actor(), new.created_by);
    new.created_at := now();
  else
    -- A board never changes workspace: its tasks' numbers and access belong to this one.
    new.id := old.id;
    new.workspace_id := old.workspace_id;
    new.created_by := old.created_by;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The steps, each checking the caller's role now
-- ---------------------------------------------------------------------------------------------

-- 20261210100000's own_import, also requiring the caller to be an admin of the import's
-- workspace now: a demoted importer is refused, a removed one finds nothing.
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

-- 20261210100000's begin_import, with its states checked and its quota.
create or replace function public.begin_import(import_id uuid, workspace_id uuid, payload jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- Each task's cards' positions, in file order after those earlier parts put in its column:
-- one key per task, generated in one pass (a key after the last of its column).
create function private.import_positions(board uuid, tasks jsonb)
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

revoke execute on function private.import_positions(uuid, jsonb) from public, anon, authenticated;
grant execute on function private.import_positions(uuid, jsonb) to service_role;

-- 20261210100000's import_part: role checked now, part number and states validated, at most
-- IMPORT_PART_ROWS_MAX rows; comments are the importer's, their origin kept aside.
create or replace function public.import_part(import_id uuid, part integer, tasks jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- 20261210100000's finish_import: role checked now (through own_import), and the board counted
-- against the 50-board cap as it is revealed.
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

-- 20261210100000's import_board, in one transaction: the caller's role first, then the staged
-- parts; at most one part's worth (1,000 tasks, IMPORT_PART_ROWS_MAX rows), so a call's cost
-- is bounded. Larger boards go through begin_import, import_part and finish_import.
create or replace function public.import_board(workspace_id uuid, payload jsonb, import_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  one_import uuid := gen_random_uuid();
  tasks jsonb;
begin
  perform private.require_importer(import_board.workspace_id);
  tasks := coalesce(payload -> 'tasks', '[]');
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
  perform private.check_import_states(payload -> 'states');
  perform private.check_import_tasks(tasks, jsonb_array_length(payload -> 'states'));
  perform public.begin_import(one_import, import_board.workspace_id, payload - 'tasks');
  if jsonb_array_length(tasks) > 0 then
    perform public.import_part(one_import, 0, tasks);
  end if;
  return public.finish_import(one_import);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Export
-- ---------------------------------------------------------------------------------------------

-- 20261206100000's export_board: an imported comment exports with the author and time it was
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

-- Every quarter of an hour, where pg_cron is enabled: the same job now also sweeps staged parts.
do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    perform cron.schedule('tandem-abandoned-imports', '*/15 * * * *',
      'select private.drop_abandoned_imports()');
  end if;
end
$$;
