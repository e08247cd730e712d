-- Triggers: derived columns, invariants the policies cannot express, counted limits and the
-- activity log. Trigger functions that write rows the caller cannot write themselves
-- (profiles, counters, activity) are `security definer` with an empty search_path.

-- ---------------------------------------------------------------------------------------------
-- Profiles for new users
-- ---------------------------------------------------------------------------------------------
create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  name text := btrim(coalesce(
    nullif(btrim(new.raw_user_meta_data ->> 'display_name'), ''),
    split_part(coalesce(new.email, ''), '@', 1)
  ));
begin
  name := btrim(left(name, 60));
  insert into public.profiles (id, display_name)
  values (new.id, coalesce(nullif(name, ''), 'user'));
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- ---------------------------------------------------------------------------------------------
-- updated_at and immutable columns
-- ---------------------------------------------------------------------------------------------
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger profiles_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();

create function private.workspaces_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.id := old.id;
  new.created_by := old.created_by;
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end
$$;

create trigger workspaces_before_update before update on public.workspaces
  for each row execute function private.workspaces_before_update();

-- The caller, when they have a profile; null for the service role and the seed.
create function private.actor()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.id from public.profiles p where p.id = (select auth.uid())
$$;

-- ---------------------------------------------------------------------------------------------
-- Activity log
-- ---------------------------------------------------------------------------------------------

-- Appends one entry. Rows deleted by a cascade (a workspace or task going away) log nothing
-- that would point at a parent no longer there.
create function private.log_activity(ws uuid, task uuid, kind public.activity_kind, payload jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.workspaces w where w.id = ws) then
    return;
  end if;
  if task is not null and not exists (select 1 from public.tasks t where t.id = task) then
    task := null;
  end if;
  insert into public.activity (workspace_id, task_id, actor_id, kind, payload)
  values (ws, task, private.actor(), kind, payload);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Workspaces: exactly one owner, counted limits
-- ---------------------------------------------------------------------------------------------

-- The unique partial index allows at most one owner; this deferred check (run at commit, so
-- an RPC can swap roles or create a workspace and its owner in any order) requires one.
create function private.check_workspace_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Read through JSON: the function serves two tables with different columns.
  data jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  ws uuid := coalesce(data ->> 'workspace_id', data ->> 'id')::uuid;
begin
  if exists (select 1 from public.workspaces w where w.id = ws)
     and not exists (select 1 from public.workspace_members m where m.workspace_id = ws and m.role = 'owner') then
    raise exception 'data/invalid: a workspace must have exactly one owner' using errcode = '23514';
  end if;
  return null;
end
$$;

create constraint trigger workspaces_have_an_owner
  after insert on public.workspaces
  deferrable initially deferred
  for each row execute function private.check_workspace_owner();

create constraint trigger workspace_members_keep_an_owner
  after insert or update or delete on public.workspace_members
  deferrable initially deferred
  for each row execute function private.check_workspace_owner();

-- Counted limits lock the workspace row first, so two concurrent inserts cannot both see
-- room for one more. `no key update` does not block inserts that merely reference it.
create function private.lock_workspace(ws uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select null from public.workspaces w where w.id = ws for no key update
$$;

create function private.workspace_members_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_workspace(new.workspace_id);
  if (select count(*) from public.workspace_members m where m.workspace_id = new.workspace_id) >= 200 then
    raise exception 'data/invalid: a workspace can have at most 200 members' using errcode = '23514';
  end if;
  new.joined_at := now();
  return new;
end
$$;

create trigger workspace_members_before_insert before insert on public.workspace_members
  for each row execute function private.workspace_members_before_insert();

create function private.workspace_members_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.workspace_id := old.workspace_id;
  new.user_id := old.user_id;
  new.joined_at := old.joined_at;
  return new;
end
$$;

create trigger workspace_members_before_update before update on public.workspace_members
  for each row execute function private.workspace_members_before_update();

create function private.workspace_members_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.log_activity(new.workspace_id, null, 'member.joined',
      jsonb_build_object('user_id', new.user_id, 'role', new.role));
  elsif tg_op = 'UPDATE' then
    if new.role is distinct from old.role then
      perform private.log_activity(new.workspace_id, null, 'member.role_changed',
        jsonb_build_object('user_id', new.user_id, 'from', old.role, 'to', new.role));
    end if;
  else
    -- A member who leaves no longer holds the workspace's tasks.
    update public.tasks t set assignee_id = null
    where t.workspace_id = old.workspace_id and t.assignee_id = old.user_id;
    perform private.log_activity(old.workspace_id, null, 'member.left',
      jsonb_build_object('user_id', old.user_id, 'role', old.role));
  end if;
  return null;
end
$$;

create trigger workspace_members_after_change after insert or update or delete on public.workspace_members
  for each row execute function private.workspace_members_after_change();

create function private.invitations_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_workspace(new.workspace_id);
  if (
    select count(*) from public.invitations i
    where i.workspace_id = new.workspace_id
      and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
  ) >= 20 then
    raise exception 'data/invalid: a workspace can have at most 20 pending invitations'
      using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger invitations_before_insert before insert on public.invitations
  for each row execute function private.invitations_before_insert();

-- ---------------------------------------------------------------------------------------------
-- Boards
-- ---------------------------------------------------------------------------------------------
create function private.boards_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.lock_workspace(new.workspace_id);
    if (select count(*) from public.boards b where b.workspace_id = new.workspace_id) >= 50 then
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

create trigger boards_before_write before insert or update on public.boards
  for each row execute function private.boards_before_write();

create function private.boards_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.log_activity(new.workspace_id, null, 'board.created',
      jsonb_build_object('board_id', new.id, 'name', new.name));
  elsif old.archived_at is null and new.archived_at is not null then
    perform private.log_activity(new.workspace_id, null, 'board.archived',
      jsonb_build_object('board_id', new.id, 'name', new.name));
  end if;
  return null;
end
$$;

create trigger boards_after_change after insert or update on public.boards
  for each row execute function private.boards_after_change();

-- ---------------------------------------------------------------------------------------------
-- Tasks
-- ---------------------------------------------------------------------------------------------

-- PRODUCT.md §4: any move among backlog…done, anything to canceled, canceled only back to todo.
create function private.can_transition(from_status public.task_status, to_status public.task_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select from_status = to_status
    or to_status = 'canceled'
    or (from_status = 'canceled' and to_status = 'todo')
    or (from_status <> 'canceled' and to_status <> 'canceled')
$$;

-- Serialises position changes inside one board (inserts at the end, moves, rebalancing).
create function private.lock_board(board uuid)
returns void
language sql
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('tandem.board:' || board::text, 0))
$$;

create function private.check_assignee(ws uuid, assignee uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if assignee is not null and not exists (
    select 1 from public.workspace_members m where m.workspace_id = ws and m.user_id = assignee
  ) then
    raise exception 'data/invalid: the assignee must be a member of the workspace' using errcode = '23514';
  end if;
end
$$;

create function private.tasks_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  board public.boards;
begin
  select * into board from public.boards b where b.id = new.board_id;
  if not found then
    raise exception 'data/not-found: board % not found', new.board_id using errcode = '23503';
  end if;
  if board.archived_at is not null then
    raise exception 'data/invalid: the board is archived' using errcode = '23514';
  end if;
  -- Never trust a client-sent workspace_id: the board decides.
  new.workspace_id := board.workspace_id;
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

create trigger tasks_before_insert before insert on public.tasks
  for each row execute function private.tasks_before_insert();

create function private.tasks_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.id := old.id;
  new.workspace_id := old.workspace_id;
  new.number := old.number;
  new.created_by := old.created_by;
  new.created_at := old.created_at;
  -- Optimistic concurrency: every write bumps the version, whatever the client sent.
  new.version := old.version + 1;
  new.updated_at := now();
  if new.board_id <> old.board_id and not exists (
    select 1 from public.boards b where b.id = new.board_id and b.workspace_id = old.workspace_id
  ) then
    raise exception 'data/invalid: a task can only move to a board of its workspace' using errcode = '23514';
  end if;
  if new.status <> old.status then
    if not private.can_transition(old.status, new.status) then
      raise exception 'data/invalid: a task cannot go from % to %', old.status, new.status
        using errcode = '23514';
    end if;
    new.completed_at := case when new.status = 'done' then now() end;
  else
    new.completed_at := old.completed_at;
  end if;
  if new.position is distinct from old.position then
    perform private.fi_validate(new.position);
  end if;
  if new.assignee_id is distinct from old.assignee_id then
    perform private.check_assignee(new.workspace_id, new.assignee_id);
  end if;
  return new;
end
$$;

create trigger tasks_before_update before update on public.tasks
  for each row execute function private.tasks_before_update();

create function private.tasks_after_change()
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
        'status', new.status));
  elsif tg_op = 'DELETE' then
    perform private.log_activity(old.workspace_id, null, 'task.deleted',
      jsonb_build_object('task_id', old.id, 'number', old.number, 'title', old.title));
  else
    -- Reordering inside a column (and rebalancing) is not worth a log entry; a change of
    -- column or board is.
    if new.status <> old.status or new.board_id <> old.board_id then
      perform private.log_activity(new.workspace_id, new.id, 'task.moved',
        jsonb_build_object('number', new.number, 'title', new.title, 'from', old.status,
          'to', new.status, 'board_id', new.board_id));
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

create trigger tasks_after_change after insert or update or delete on public.tasks
  for each row execute function private.tasks_after_change();

-- ---------------------------------------------------------------------------------------------
-- Comments
-- ---------------------------------------------------------------------------------------------
create function private.comments_before_write()
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

create trigger comments_before_write before insert or update on public.comments
  for each row execute function private.comments_before_write();

create function private.comments_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.log_activity(new.workspace_id, new.task_id, 'comment.created',
    jsonb_build_object('comment_id', new.id,
      'number', (select t.number from public.tasks t where t.id = new.task_id)));
  return null;
end
$$;

create trigger comments_after_insert after insert on public.comments
  for each row execute function private.comments_after_insert();

-- ---------------------------------------------------------------------------------------------
-- Attachments
-- ---------------------------------------------------------------------------------------------
create function private.attachments_before_write()
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
  if not found then
    raise exception 'data/not-found: task % not found', new.task_id using errcode = '23503';
  end if;
  new.workspace_id := task.workspace_id;
  new.uploaded_by := coalesce(private.actor(), new.uploaded_by);
  new.created_at := now();
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

create trigger attachments_before_write before insert or update on public.attachments
  for each row execute function private.attachments_before_write();

create function private.attachments_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.log_activity(new.workspace_id, new.task_id, 'attachment.added',
      jsonb_build_object('attachment_id', new.id, 'file_name', new.file_name));
  else
    perform private.log_activity(old.workspace_id, old.task_id, 'attachment.removed',
      jsonb_build_object('attachment_id', old.id, 'file_name', old.file_name));
  end if;
  return null;
end
$$;

create trigger attachments_after_change after insert or delete on public.attachments
  for each row execute function private.attachments_after_change();

revoke execute on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
