-- Moving a task to another board of its workspace, and undoing a task's deletion.
--
-- move_task_to_board runs as the caller, like move_task, so RLS stays the authority. Task
-- numbers belong to the workspace (private.task_counters), so a task keeps its number on the
-- new board; its comments and attachments hang off the task and follow it, and attachment
-- paths (<workspace_id>/<task_id>/…) stay valid. The realtime trigger already tells the old
-- board's channel about a task that left it.
--
-- Deleting a task keeps a snapshot of the task, its comments and its attachment rows in
-- private.task_trash for the undo window (every delete by a user, whichever way it is sent),
-- and restore_task puts them back with the same ids and number. While a task is in the trash
-- nobody can read or delete its stored files (their policies need the task), so the bytes stay
-- until the window has passed. Expired snapshots go at the next delete or restore (or whenever
-- private.purge_task_trash() is scheduled), and with them the object rows, whose bytes the
-- storage service collects.

-- How long a deleted task can be restored.
create function private.task_undo_window()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '10 minutes'
$$;

create table private.task_trash (
  task_id uuid primary key,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  board_id uuid not null references public.boards (id) on delete cascade,
  deleted_by uuid references public.profiles (id) on delete set null,
  deleted_at timestamptz not null default now(),
  restorable_until timestamptz not null,
  -- The rows as they were, read back with jsonb_populate_record.
  task jsonb not null,
  comments jsonb not null default '[]',
  attachments jsonb not null default '[]',
  -- Set by restore_task inside its own transaction only: the insert triggers then keep the
  -- restored rows' authors, numbers and timestamps. No other transaction ever sees it true.
  restoring boolean not null default false
);
alter table private.task_trash enable row level security;
create index task_trash_restorable_until_idx on private.task_trash (restorable_until);

-- Whether restore_task is putting the task back in this transaction.
create function private.is_restoring(restored_task_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.task_trash t where t.task_id = restored_task_id and t.restoring)
$$;

-- Drops snapshots whose window has passed, with the object rows of their files (unless a live
-- attachment row still points at one). A storage schema that refuses direct deletes keeps the
-- objects; the snapshot goes either way.
create function private.purge_task_trash()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  paths text[];
begin
  with expired as (
    delete from private.task_trash t where t.restorable_until <= now() returning t.attachments
  )
  select coalesce(array_agg(a ->> 'object_path'), '{}') into paths
  from expired e, jsonb_array_elements(e.attachments) a;
  if cardinality(paths) = 0 then
    return;
  end if;
  begin
    delete from storage.objects o
    where o.bucket_id = 'attachments' and o.name = any (paths)
      and not exists (select 1 from public.attachments live where live.object_path = o.name);
  exception when others then
    null;
  end;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Snapshot on delete
-- ---------------------------------------------------------------------------------------------

-- Before the row (and, by cascade, its comments and attachments) goes. Tasks deleted with
-- their workspace are not kept: there is nothing left to restore them into.
create function private.tasks_before_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.workspaces w where w.id = old.workspace_id)
     or not exists (select 1 from public.boards b where b.id = old.board_id) then
    return old;
  end if;
  perform private.purge_task_trash();
  insert into private.task_trash as t
    (task_id, workspace_id, board_id, deleted_by, deleted_at, restorable_until, task, comments, attachments)
  values (
    old.id, old.workspace_id, old.board_id, private.actor(), now(), now() + private.task_undo_window(),
    to_jsonb(old) - 'search',
    coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at, c.id) from public.comments c
      where c.task_id = old.id), '[]'),
    coalesce((select jsonb_agg(to_jsonb(a) order by a.created_at, a.id) from public.attachments a
      where a.task_id = old.id), '[]')
  )
  on conflict (task_id) do update set
    workspace_id = excluded.workspace_id, board_id = excluded.board_id,
    deleted_by = excluded.deleted_by, deleted_at = excluded.deleted_at,
    restorable_until = excluded.restorable_until, task = excluded.task,
    comments = excluded.comments, attachments = excluded.attachments, restoring = false;
  return old;
end
$$;

create trigger tasks_before_delete before delete on public.tasks
  for each row execute function private.tasks_before_delete();

-- ---------------------------------------------------------------------------------------------
-- Insert triggers: a restored row keeps what it had
-- ---------------------------------------------------------------------------------------------
create or replace function private.tasks_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  board public.boards;
begin
  select * into board from public.boards b where b.id = new.board_id;
  if not found or private.hidden_from_caller(board.workspace_id) then
    raise exception 'data/not-found: board % not found', new.board_id using errcode = '23503';
  end if;
  if board.archived_at is not null then
    raise exception 'data/invalid: the board is archived' using errcode = '23514';
  end if;
  -- Never trust a client-sent workspace_id: the board decides.
  new.workspace_id := board.workspace_id;
  if private.is_restoring(new.id) then
    -- restore_task sends the deleted row: same number, author, creation time and completion.
    new.updated_at := now();
    perform private.fi_validate(new.position);
    perform private.check_assignee(new.workspace_id, new.assignee_id);
    return new;
  end if;
  new.created_by := coalesce(private.actor(), new.created_by);
  new.version := 1;
  new.created_at := now();
  new.updated_at := now();
  new.completed_at := case when new.status = 'done' then now() end;
  insert into private.task_counters as c (workspace_id, last_number)
  values (new.workspace_id, 1)
  on conflict (workspace_id) do update set last_number = c.last_number + 1
  returning c.last_number into new.number;
  if new.position is null then
    -- New cards go to the bottom of their column.
    perform private.lock_board(new.board_id);
    new.position := private.key_between(
      (select max(t.position) from public.tasks t where t.board_id = new.board_id and t.status = new.status),
      null
    );
  else
    perform private.fi_validate(new.position);
  end if;
  perform private.check_assignee(new.workspace_id, new.assignee_id);
  return new;
end
$$;

create or replace function private.tasks_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed text[];
begin
  if tg_op = 'INSERT' then
    perform private.log_activity(new.workspace_id, new.id, 'task.created',
      jsonb_build_object('number', new.number, 'title', new.title, 'board_id', new.board_id,
        'status', new.status)
      || case when private.is_restoring(new.id) then '{"restored": true}'::jsonb else '{}'::jsonb end);
  elsif tg_op = 'DELETE' then
    perform private.log_activity(old.workspace_id, null, 'task.deleted',
      jsonb_build_object('task_id', old.id, 'number', old.number, 'title', old.title));
  else
    -- Reordering inside a column (and rebalancing) is not worth a log entry; a change of
    -- column or board is.
    if new.status <> old.status or new.board_id <> old.board_id then
      perform private.log_activity(new.workspace_id, new.id, 'task.moved',
        jsonb_build_object('number', new.number, 'title', new.title, 'from', old.status,
          'to', new.status, 'board_id', new.board_id)
        || case when new.board_id <> old.board_id
             then jsonb_build_object('from_board_id', old.board_id) else '{}'::jsonb end);
    end if;
    changed := array_remove(array[
      case when new.title <> old.title then 'title' end,
      case when new.description is distinct from old.description then 'description' end,
      case when new.priority <> old.priority then 'priority' end,
      case when new.assignee_id is distinct from old.assignee_id then 'assignee_id' end,
      case when new.due_date is distinct from old.due_date then 'due_date' end,
      case when new.labels <> old.labels then 'labels' end
    ], null);
    if cardinality(changed) > 0 then
      perform private.log_activity(new.workspace_id, new.id, 'task.updated',
        jsonb_build_object('number', new.number, 'title', new.title, 'fields', to_jsonb(changed)));
    end if;
  end if;
  return null;
end
$$;

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
    if private.is_restoring(new.task_id) then
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

create or replace function private.comments_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_restoring(new.task_id) then
    return null;
  end if;
  perform private.log_activity(new.workspace_id, new.task_id, 'comment.created',
    jsonb_build_object('comment_id', new.id,
      'number', (select t.number from public.tasks t where t.id = new.task_id)));
  return null;
end
$$;

create or replace function private.attachments_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  task public.tasks;
begin
  if tg_op = 'UPDATE' then
    new.id := old.id;
    new.task_id := old.task_id;
    new.workspace_id := old.workspace_id;
    new.object_path := old.object_path;
    new.uploaded_by := old.uploaded_by;
    new.created_at := old.created_at;
    return new;
  end if;
  -- Locking the task serialises concurrent uploads to it, so the count below is exact.
  select * into task from public.tasks t where t.id = new.task_id for no key update;
  if not found or private.hidden_from_caller(task.workspace_id) then
    raise exception 'data/not-found: task % not found', new.task_id using errcode = '23503';
  end if;
  new.workspace_id := task.workspace_id;
  if not private.is_restoring(new.task_id) then
    new.uploaded_by := coalesce(private.actor(), new.uploaded_by);
    new.created_at := now();
  end if;
  if (select count(*) from public.attachments a where a.task_id = new.task_id) >= 20 then
    raise exception 'data/invalid: a task can have at most 20 attachments' using errcode = '23514';
  end if;
  -- The row describes a stored file of this very task (PRODUCT.md §4: written only after the
  -- object exists), so it can never point into another workspace's files.
  if split_part(new.object_path, '/', 1) <> task.workspace_id::text
     or split_part(new.object_path, '/', 2) <> task.id::text
     or split_part(new.object_path, '/', 3) = '' then
    raise exception 'data/invalid: object_path must be <workspace_id>/<task_id>/<file>'
      using errcode = '23514';
  end if;
  if not exists (
    select 1 from storage.objects o where o.bucket_id = 'attachments' and o.name = new.object_path
  ) then
    raise exception 'data/invalid: the file has not been uploaded' using errcode = '23514';
  end if;
  return new;
end
$$;

create or replace function private.attachments_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if private.is_restoring(new.task_id) then
      return null;
    end if;
    perform private.log_activity(new.workspace_id, new.task_id, 'attachment.added',
      jsonb_build_object('attachment_id', new.id, 'file_name', new.file_name));
  else
    perform private.log_activity(old.workspace_id, old.task_id, 'attachment.removed',
      jsonb_build_object('attachment_id', old.id, 'file_name', old.file_name));
  end if;
  return null;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- RPCs
-- ---------------------------------------------------------------------------------------------

-- Moves a task to the bottom of the same status column on another board of its workspace,
-- keeping its number, comments and attachments. Fails with data/conflict when the task's
-- version is not `expected_version` (null: no check).
create function public.move_task_to_board(
  task_id uuid,
  board_id uuid,
  expected_version integer default null
)
returns public.tasks
language plpgsql
security invoker
set search_path = ''
as $$
declare
  max_key_length constant integer := 32;
  task public.tasks;
  target public.boards;
  new_key text;
begin
  select * into task from public.tasks t where t.id = move_task_to_board.task_id;
  if not found then
    raise exception 'data/not-found: task not found' using errcode = 'PT404';
  end if;
  if not private.has_role(task.workspace_id, 'member') then
    raise exception 'data/forbidden: requires the member role' using errcode = '42501';
  end if;
  -- Under RLS: a board of a workspace the caller is not in is not found, exactly as a missing one.
  select * into target from public.boards b where b.id = move_task_to_board.board_id;
  if not found then
    raise exception 'data/not-found: board not found' using errcode = 'PT404';
  end if;
  if target.workspace_id <> task.workspace_id then
    raise exception 'data/invalid: a task can only move to a board of its workspace' using errcode = '22023';
  end if;
  if target.id = task.board_id then
    raise exception 'data/invalid: the task is already on that board' using errcode = '22023';
  end if;
  if target.archived_at is not null then
    raise exception 'data/invalid: the board is archived' using errcode = '22023';
  end if;
  -- Both boards' locks, in one order for everyone, before the row lock (as move_task does).
  perform private.lock_board(least(task.board_id, target.id));
  perform private.lock_board(greatest(task.board_id, target.id));
  select * into task from public.tasks t where t.id = move_task_to_board.task_id for update;
  if not found then
    raise exception 'data/not-found: task not found' using errcode = 'PT404';
  end if;
  if move_task_to_board.expected_version is not null and task.version <> move_task_to_board.expected_version then
    raise exception 'data/conflict: task % is at version %, not %', task.number, task.version,
      move_task_to_board.expected_version using errcode = 'PT409';
  end if;
  for attempt in 1..2 loop
    new_key := private.key_between(
      (select max(t.position) from public.tasks t where t.board_id = target.id and t.status = task.status),
      null
    );
    exit when length(new_key) <= max_key_length or attempt = 2;
    perform private.rebalance_column(target.id, task.status);
  end loop;
  update public.tasks t set board_id = target.id, position = new_key
  where t.id = task.id
  returning * into task;
  if not found then
    raise exception 'data/forbidden: the task cannot be changed' using errcode = '42501';
  end if;
  return task;
end
$$;

-- Puts a deleted task back, within the undo window, with the same id, number, comments and
-- attachment rows (those whose file is still stored). Allowed to whoever deleted it (still a
-- member or above) and to admins and the owner. The board must not be archived meanwhile.
create function public.restore_task(task_id uuid)
returns public.tasks
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  trashed private.task_trash;
  restored public.tasks;
begin
  perform private.purge_task_trash();
  select * into trashed from private.task_trash t where t.task_id = restore_task.task_id for update;
  if not found or not private.is_member(trashed.workspace_id) or trashed.restorable_until <= now() then
    raise exception 'data/not-found: no deleted task to restore' using errcode = 'PT404';
  end if;
  if not (
    private.has_role(trashed.workspace_id, 'admin')
    or (trashed.deleted_by = uid and private.has_role(trashed.workspace_id, 'member'))
  ) then
    raise exception 'data/forbidden: only the person who deleted the task or an admin can restore it'
      using errcode = '42501';
  end if;
  if exists (select 1 from public.boards b where b.id = trashed.board_id and b.archived_at is not null) then
    raise exception 'data/invalid: the board is archived' using errcode = '22023';
  end if;
  update private.task_trash t set restoring = true where t.task_id = trashed.task_id;

  insert into public.tasks (id, workspace_id, board_id, number, title, description, status, priority,
    assignee_id, due_date, labels, position, version, created_by, created_at, updated_at, completed_at)
  select r.id, r.workspace_id, r.board_id, r.number, r.title, r.description, r.status, r.priority,
    -- People who left the workspace (or deleted their account) meanwhile are not put back.
    (select m.user_id from public.workspace_members m
      where m.workspace_id = r.workspace_id and m.user_id = r.assignee_id),
    r.due_date, r.labels, r.position, r.version + 1,
    (select p.id from public.profiles p where p.id = r.created_by),
    r.created_at, now(), r.completed_at
  from jsonb_populate_record(null::public.tasks, trashed.task) r
  returning * into restored;

  insert into public.comments (id, task_id, workspace_id, author_id, body, created_at, edited_at, deleted_at)
  select c.id, restored.id, restored.workspace_id,
    (select p.id from public.profiles p where p.id = c.author_id),
    c.body, c.created_at, c.edited_at, c.deleted_at
  from jsonb_populate_recordset(null::public.comments, trashed.comments) c;

  insert into public.attachments (id, task_id, workspace_id, object_path, file_name, mime_type,
    size_bytes, uploaded_by, created_at)
  select a.id, restored.id, restored.workspace_id, a.object_path, a.file_name, a.mime_type,
    a.size_bytes, (select p.id from public.profiles p where p.id = a.uploaded_by), a.created_at
  from jsonb_populate_recordset(null::public.attachments, trashed.attachments) a
  where exists (
    select 1 from storage.objects o where o.bucket_id = 'attachments' and o.name = a.object_path
  );

  -- The task's history, unlinked when it was deleted, is its own again.
  update public.activity a set task_id = restored.id
  where a.workspace_id = restored.workspace_id and a.task_id is null
    and (
      a.payload ->> 'number' = restored.number::text
      or a.payload ->> 'attachment_id' in (
        select e ->> 'id' from jsonb_array_elements(trashed.attachments) e
      )
    );

  delete from private.task_trash t where t.task_id = trashed.task_id;
  return restored;
end
$$;

revoke execute on function public.move_task_to_board(uuid, uuid, integer), public.restore_task(uuid)
  from public, anon;
grant execute on function public.move_task_to_board(uuid, uuid, integer), public.restore_task(uuid)
  to authenticated, service_role;

revoke execute on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
