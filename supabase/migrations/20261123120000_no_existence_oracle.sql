-- No existence oracle: a caller who cannot see a board (or a task) learns nothing from writing
-- under it. The insert triggers run as their owner, so they used to find the parent row for
-- anyone: an outsider got 401/403 (RLS) when it existed and 409 data/not-found when it did
-- not, or worse, a 400 telling it the board was archived or the task full. Now a parent the
-- caller cannot see answers exactly as a missing one does, as move_task already does.

-- Whether the current request is subject to RLS (PostgREST's anon or authenticated role, also
-- inside these security definer triggers: `role` is the request's SET ROLE) and the caller is
-- not a member of `ws`. The service role and the owner (seed, admin tasks) see everything.
create function private.hidden_from_caller(ws uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.current_setting('role', true) in ('anon', 'authenticated')
     and not private.is_member(ws)
$$;

revoke all on function private.hidden_from_caller(uuid) from public;

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
