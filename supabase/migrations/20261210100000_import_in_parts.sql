-- A large board import in several transactions, still all or nothing for everyone else.
--
-- `import_board` created a whole board in one statement; 5,000 cards with their checklists
-- and comments run past the `authenticated` role's statement timeout. An import now goes:
--
--   begin_import   creates the board and its states, hidden (a row of private.board_imports);
--   import_part    adds a part of its tasks, with their checklists and comments (one call each);
--   finish_import  creates the labels the board uses and reveals the board, in one step;
--   cancel_import  deletes the hidden board when the import fails.
--
-- While its import row exists a board is invisible: every policy of boards, board states and
-- tasks hides it (`private.hidden_boards`), and so do those of comments, checklists, watchers
-- and attachments (through `has_task_role`); its realtime topic has no workspace, and nothing
-- of it is logged, broadcast or notified (`tandem.importing`, as in 20261206110000). Only the
-- importer continues or cancels it, through the functions below. Imports nobody finished
-- within an hour are deleted when the next import begins, and by pg_cron where it is enabled.
--
-- `import_board` keeps its signature and meaning: it runs the same steps in its one
-- transaction (for small boards, and for the tasks `stage_import` staged).

-- ---------------------------------------------------------------------------------------------
-- Hidden boards
-- ---------------------------------------------------------------------------------------------

create table private.board_imports (
  id uuid primary key,
  board_id uuid not null unique references public.boards (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  owner_id uuid not null,
  -- The payload's states (board_states ids, in payload order) and labels, for the parts and
  -- the reveal.
  state_ids uuid[] not null,
  labels jsonb not null default '[]' check (jsonb_typeof(labels) = 'array'),
  -- Parts added so far (a part is added once) and what they reported.
  parts integer[] not null default '{}',
  assigned integer not null default 0,
  unassigned integer not null default 0,
  created_at timestamptz not null default now()
);
-- Only the definer functions below touch it: no role reads or writes it directly.
alter table private.board_imports enable row level security;
create index board_imports_created_at_idx on private.board_imports (created_at);

-- The boards still being imported, so hidden from everyone (a handful at any time). Policies
-- read it once per statement, as `(select private.hidden_boards())::uuid[]` (an init plan),
-- and compare each row's board with it: no per-row lookup on the hot path of loading a board.
create function private.hidden_boards()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(i.board_id), '{}') from private.board_imports i
$$;

revoke execute on function private.hidden_boards() from public;
grant execute on function private.hidden_boards() to authenticated, anon, service_role;

-- The policies of 20261122110100 and 20261130100000, each hiding boards being imported.
drop policy boards_select on public.boards;
create policy boards_select on public.boards for select to authenticated
  using (private.is_member(workspace_id)
      and id <> all ((select private.hidden_boards())::uuid[]));
drop policy boards_update on public.boards;
create policy boards_update on public.boards for update to authenticated
  using (private.has_role(workspace_id, 'admin')
      and id <> all ((select private.hidden_boards())::uuid[]))
  with check (private.has_role(workspace_id, 'admin'));

drop policy tasks_select on public.tasks;
create policy tasks_select on public.tasks for select to authenticated
  using (private.is_member(workspace_id)
      and board_id <> all ((select private.hidden_boards())::uuid[]));
drop policy tasks_insert on public.tasks;
create policy tasks_insert on public.tasks for insert to authenticated
  with check (private.has_role(workspace_id, 'member')
      and board_id <> all ((select private.hidden_boards())::uuid[]));
drop policy tasks_update on public.tasks;
create policy tasks_update on public.tasks for update to authenticated
  using (private.has_role(workspace_id, 'member')
      and board_id <> all ((select private.hidden_boards())::uuid[]))
  with check (private.has_role(workspace_id, 'member')
      and board_id <> all ((select private.hidden_boards())::uuid[]));
drop policy tasks_delete on public.tasks;
create policy tasks_delete on public.tasks for delete to authenticated
  using (private.has_role(workspace_id, 'admin')
      and board_id <> all ((select private.hidden_boards())::uuid[]));

drop policy board_states_select on public.board_states;
create policy board_states_select on public.board_states for select to authenticated
  using (private.is_member(workspace_id)
      and board_id <> all ((select private.hidden_boards())::uuid[]));
drop policy board_states_insert on public.board_states;
create policy board_states_insert on public.board_states for insert to authenticated
  with check (private.has_role(workspace_id, 'admin')
      and board_id <> all ((select private.hidden_boards())::uuid[]));
drop policy board_states_update on public.board_states;
create policy board_states_update on public.board_states for update to authenticated
  using (private.has_role(workspace_id, 'admin')
      and board_id <> all ((select private.hidden_boards())::uuid[]))
  with check (private.has_role(workspace_id, 'admin')
      and board_id <> all ((select private.hidden_boards())::uuid[]));
drop policy board_states_delete on public.board_states;
create policy board_states_delete on public.board_states for delete to authenticated
  using (private.has_role(workspace_id, 'admin')
      and board_id <> all ((select private.hidden_boards())::uuid[]));

-- Comments, checklist items, watchers and attachments are checked through their task.
create or replace function private.has_task_role(t uuid, min_role public.member_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.tasks task
    join public.workspace_members m on m.workspace_id = task.workspace_id
    where task.id = t and m.user_id = (select auth.uid()) and m.role >= min_role
      and not exists (select 1 from private.board_imports i where i.board_id = task.board_id)
  )
$$;

-- A hidden board's channel, and its tasks', belong to no workspace: nobody joins them.
create or replace function private.topic_workspace(topic text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  kind text := split_part(topic, ':', 1);
  id_text text := substr(topic, length(kind) + 2);
  target_id uuid;
begin
  if id_text !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  target_id := id_text::uuid;
  return case kind
    when 'workspace' then (select w.id from public.workspaces w where w.id = target_id)
    when 'board' then (select b.workspace_id from public.boards b
      where b.id = target_id and b.id <> all (private.hidden_boards()))
    when 'task' then (select t.workspace_id from public.tasks t
      where t.id = target_id and t.board_id <> all (private.hidden_boards()))
  end;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Quiet while hidden
-- ---------------------------------------------------------------------------------------------

-- The board's creation, its states and the labels its tasks bring are logged and broadcast
-- when it is revealed, not while it is built.
drop trigger boards_after_change on public.boards;
create trigger boards_after_change after insert or update on public.boards
  for each row when (not private.is_importing()) execute function private.boards_after_change();
drop trigger boards_broadcast on public.boards;
create trigger boards_broadcast after insert or update or delete on public.boards
  for each row when (not private.is_importing()) execute function private.broadcast_change();
drop trigger board_states_broadcast on public.board_states;
create trigger board_states_broadcast after insert or update or delete on public.board_states
  for each row when (not private.is_importing()) execute function private.broadcast_change();
drop trigger tasks_labels_into_set on public.tasks;
create trigger tasks_labels_into_set after insert or update on public.tasks
  for each row when (not private.is_importing()) execute function private.tasks_labels_into_set();

-- 20261124100000's comments_before_write, keeping an imported comment's author and time (as a
-- restored one keeps them): the import chooses the member who wrote it, and when.
create or replace function private.comments_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.actor();
begin
  if tg_op = 'INSERT' then
    new.workspace_id := (select t.workspace_id from public.tasks t where t.id = new.task_id);
    if private.is_restoring(new.task_id) or private.is_importing() then
      return new;
    end if;
    new.author_id := coalesce(actor, new.author_id);
    new.created_at := now();
    new.edited_at := null;
    new.deleted_at := null;
    return new;
  end if;
  new.id := old.id;
  new.task_id := old.task_id;
  new.workspace_id := old.workspace_id;
  new.author_id := old.author_id;
  new.created_at := old.created_at;
  if old.deleted_at is not null and (new.deleted_at is null or new.body <> old.body) then
    raise exception 'data/invalid: a deleted comment cannot change' using errcode = '23514';
  end if;
  if new.body <> old.body then
    -- Admins may remove other people's comments, never put words in their mouth.
    if actor is not null and actor is distinct from old.author_id then
      raise exception 'data/forbidden: only the author can edit a comment' using errcode = '42501';
    end if;
    new.edited_at := now();
  else
    new.edited_at := old.edited_at;
  end if;
  if new.deleted_at is not null and old.deleted_at is null then
    new.deleted_at := now();
  elsif old.deleted_at is not null then
    new.deleted_at := old.deleted_at;
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Deleting unfinished imports
-- ---------------------------------------------------------------------------------------------

-- Deletes the hidden boards of `imports` (their tasks, checklists and comments go with them),
-- quietly: nobody ever saw them.
create function private.drop_imports(imports uuid[])
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

-- Deletes imports nobody finished within an hour (a closed tab, a lost connection).
create function private.drop_abandoned_imports()
returns void
language sql
security definer
set search_path = ''
as $$
  select private.drop_imports(array(select i.id from private.board_imports i
    where i.created_at < now() - interval '1 hour'))
$$;

-- ---------------------------------------------------------------------------------------------
-- The steps
-- ---------------------------------------------------------------------------------------------

-- Starts import `import_id` (chosen by the client) of a board of `workspace_id` from `payload`
-- (the Tandem board format, with no tasks: they come in parts): creates the board, hidden,
-- with the payload's states. Admins and the owner. Returns the board's id.
create function public.begin_import(import_id uuid, workspace_id uuid, payload jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  board uuid;
  state_ids uuid[];
begin
  if private.hidden_from_caller(begin_import.workspace_id) then
    raise exception 'data/not-found: workspace not found' using errcode = 'PT404';
  end if;
  if not private.has_role(begin_import.workspace_id, 'admin') then
    raise exception 'data/forbidden: importing a board requires the admin role' using errcode = '42501';
  end if;
  if jsonb_array_length(coalesce(payload -> 'tasks', '[]')) > 0 then
    raise exception 'data/invalid: the tasks of an import come in parts (import_part)'
      using errcode = '22023';
  end if;
  perform private.drop_abandoned_imports();
  perform pg_catalog.set_config('tandem.importing', 'on', true);
  insert into public.boards (workspace_id, name, description)
  values (begin_import.workspace_id, payload #>> '{board,name}',
    nullif(payload #>> '{board,description}', ''))
  returning id into board;
  state_ids := private.import_states(board, coalesce(payload -> 'states', '[]'));
  insert into private.board_imports (id, board_id, workspace_id, owner_id, state_ids, labels)
  values (begin_import.import_id, board, begin_import.workspace_id, auth.uid(), state_ids,
    coalesce(payload -> 'labels', '[]'));
  perform pg_catalog.set_config('tandem.importing', '', true);
  return board;
end
$$;

-- The caller's unfinished import `import_id`, locked for this transaction.
create function private.own_import(import_id uuid)
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
  return found_import;
end
$$;

-- Adds part `part` of the tasks of the caller's import `import_id`: at most 1,000 tasks with
-- their checklists and comments, each column's cards after those of the parts before.
-- Assignees and comment authors are matched to members by email: a task whose person is no
-- member stays unassigned; a comment whose author is none is the importer's, starting with
-- who wrote it and when.
create function public.import_part(import_id uuid, part integer, tasks jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  imp private.board_imports := private.own_import(import_part.import_id);
  me text;
  members jsonb;
  keys text[] := '{}';
  last_keys jsonb := '{}';
  item jsonb;
  column_state uuid;
  key text;
  counts record;
begin
  if jsonb_typeof(import_part.tasks) is distinct from 'array'
     or jsonb_array_length(import_part.tasks) > 1000 then
    raise exception 'data/invalid: a part holds an array of at most 1000 tasks' using errcode = '22023';
  end if;
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

  select e.email into me from public.member_emails(imp.workspace_id) e where e.user_id = auth.uid();
  select coalesce(jsonb_object_agg(lower(e.email), e.user_id), '{}') into members
  from public.member_emails(imp.workspace_id) e;

  -- Each column's cards in file order, after the cards earlier parts put in that column.
  for item in select value from jsonb_array_elements(tasks) loop
    column_state := (item ->> 'state_id')::uuid;
    if not last_keys ? column_state::text then
      last_keys := last_keys || jsonb_build_object(column_state::text, (select t.position
        from public.tasks t where t.board_id = imp.board_id and t.state_id = column_state
        order by t.position desc limit 1));
    end if;
    key := private.key_between(last_keys ->> column_state::text, null);
    last_keys := last_keys || jsonb_build_object(column_state::text, key);
    keys := keys || key;
  end loop;

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

  insert into public.comments (task_id, author_id, body, created_at)
  select (t ->> 'id')::uuid,
    coalesce((members ->> lower(c.comment ->> 'author_email'))::uuid, auth.uid()),
    case when members ? lower(c.comment ->> 'author_email') then left(c.comment ->> 'body', 4000)
      else private.import_comment_body(c.comment, me) end,
    coalesce((c.comment ->> 'created_at')::timestamptz, now())
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

-- Finishes the caller's import `import_id`: adds the payload's labels and those its tasks use
-- to the workspace's set, then reveals the board (logged and broadcast as created, now).
-- Returns what was created, for the import's report.
create function public.finish_import(import_id uuid)
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

-- Deletes the caller's unfinished import `import_id` and its hidden board. Nothing when there
-- is no such import (it was finished, cancelled or dropped already).
create function public.cancel_import(import_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.drop_imports(array(select i.id from private.board_imports i
    where i.id = cancel_import.import_id and i.owner_id = auth.uid()));
end
$$;

-- ---------------------------------------------------------------------------------------------
-- One call
-- ---------------------------------------------------------------------------------------------

-- The same steps in one transaction: the payload's tasks, then those the caller staged under
-- `import_id`, in parts of 1,000.
create or replace function public.import_board(workspace_id uuid, payload jsonb, import_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  one_import uuid := gen_random_uuid();
  tasks jsonb;
  part integer := 0;
begin
  tasks := coalesce(payload -> 'tasks', '[]');
  if import_board.import_id is not null then
    tasks := tasks || private.take_import_parts(import_board.import_id);
  end if;
  if jsonb_array_length(tasks) > private.import_tasks_max() then
    raise exception 'import/too-many-tasks: an import creates at most % tasks',
      private.import_tasks_max() using errcode = '22023';
  end if;
  perform public.begin_import(one_import, import_board.workspace_id, payload - 'tasks');
  while part * 1000 < jsonb_array_length(tasks) loop
    perform public.import_part(one_import, part, (select jsonb_agg(t order by n)
      from jsonb_array_elements(tasks) with ordinality as e (t, n)
      where n > part * 1000 and n <= (part + 1) * 1000));
    part := part + 1;
  end loop;
  return public.finish_import(one_import);
end
$$;

-- import_board counted a whole board's checklists at its end; the parts count their own.
drop function private.count_imported_checklists(uuid);

revoke execute on function public.begin_import(uuid, uuid, jsonb),
  public.import_part(uuid, integer, jsonb), public.finish_import(uuid),
  public.cancel_import(uuid) from public, anon;
grant execute on function public.begin_import(uuid, uuid, jsonb),
  public.import_part(uuid, integer, jsonb), public.finish_import(uuid),
  public.cancel_import(uuid) to authenticated;

revoke execute on function private.drop_imports(uuid[]), private.drop_abandoned_imports(),
  private.own_import(uuid) from public;
grant execute on function private.drop_imports(uuid[]), private.drop_abandoned_imports(),
  private.own_import(uuid) to authenticated, service_role;

-- Every quarter of an hour, where pg_cron is enabled (as 20261127120000's schedules).
do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    perform cron.schedule('tandem-abandoned-imports', '*/15 * * * *',
      'select private.drop_abandoned_imports()');
  end if;
end
$$;
