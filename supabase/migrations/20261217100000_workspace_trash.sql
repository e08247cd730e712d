-- A workspace's Trash: a deleted task (with its comments, attachments, checklist and watchers)
-- stays restorable for 30 days, where it used to be 10 minutes, and can be found again after a
-- reload.
--
-- task_trash(workspace_id) lists what the caller may see of it: everything for admins and the
-- owner, what they deleted themselves for members (an admin demoted since), nothing for
-- viewers (data/forbidden) or outsiders (data/not-found). trashed_task(workspace_id, number)
-- answers whether task #N of the workspace is in the trash and whether the caller may restore
-- it, for any member: the feed already tells every member who deleted which task, so this
-- reveals nothing new, and a deleted task's link can say where the task went.
--
-- Watchers are kept in the snapshot now and come back exactly as they were (those still in the
-- workspace): restoring does not re-subscribe someone who had stopped watching. Snapshots taken
-- before this migration have no watchers recorded (null) and keep the old way: the creator,
-- assignee, commenters and the mentioned watch again.
--
-- Expired snapshots are purged by the `tandem-task-trash` pg_cron job every hour (and, as before,
-- at the next delete or restore), with the stored files of their attachments.

-- How long a deleted task stays in the trash and can be restored.
create or replace function private.task_undo_window()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '30 days'
$$;

-- Snapshots still waiting (the purge is lazy, so some may be past their 10 minutes) get the
-- trash's window from the time they were deleted: their files are still stored.
update private.task_trash t
set restorable_until = greatest(t.restorable_until, t.deleted_at + private.task_undo_window());

-- Who watched the task when it was deleted (row images of task_watchers); null for snapshots
-- taken before watchers were kept.
alter table private.task_trash add column watchers jsonb;

-- A deleted task's link finds its snapshot by number.
create index task_trash_workspace_number_idx
  on private.task_trash (workspace_id, ((task ->> 'number')::integer));

-- ---------------------------------------------------------------------------------------------
-- Watchers in the snapshot
-- ---------------------------------------------------------------------------------------------

-- Named to run after tasks_before_delete (which has just written the snapshot) and
-- tasks_before_delete_checklist.
create function private.tasks_trash_watchers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.task_trash t set watchers = coalesce((
    select jsonb_agg(to_jsonb(w) order by w.created_at, w.user_id)
    from public.task_watchers w where w.task_id = old.id
  ), '[]')
  where t.task_id = old.id;
  return old;
end
$$;

create trigger tasks_before_delete_watchers before delete on public.tasks
  for each row execute function private.tasks_trash_watchers();

-- Whether restore_task is putting back a task whose watchers were kept: the automatic watches
-- (creator, assignee, commenters, mentioned) then stand aside, and the kept ones come back.
create function private.is_restoring_watchers(restored_task_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.task_trash t
    where t.task_id = restored_task_id and t.restoring and t.watchers is not null
  )
$$;

-- As before (existing watches stay, nulls and non-members skipped), but not while restore_task
-- puts back a task whose watchers were kept.
create or replace function private.watch_task(task uuid, people uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.task_watchers (task_id, user_id)
  select t.id, person
  from public.tasks t
  cross join pg_catalog.unnest(people) person
  join public.workspace_members m on m.workspace_id = t.workspace_id and m.user_id = person
  where t.id = task and not private.is_restoring_watchers(task)
  on conflict do nothing
$$;

-- restore_task inserts the task back while its snapshot is marked as restoring: the people who
-- watched it watch it again, since when they did, unless they have left the workspace.
create function private.tasks_restore_watchers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_restoring_watchers(new.id) then
    insert into public.task_watchers (task_id, user_id, created_at)
    select new.id, w.user_id, w.created_at
    from private.task_trash t
    cross join jsonb_populate_recordset(null::public.task_watchers, t.watchers) w
    join public.workspace_members m on m.workspace_id = new.workspace_id and m.user_id = w.user_id
    where t.task_id = new.id
    on conflict do nothing;
  end if;
  return null;
end
$$;

create trigger tasks_restore_watchers after insert on public.tasks
  for each row execute function private.tasks_restore_watchers();

-- ---------------------------------------------------------------------------------------------
-- Reading the trash
-- ---------------------------------------------------------------------------------------------

-- Whether the caller may restore a task `deleted_by` deleted in `ws`: admins and the owner
-- always, the person who deleted it while still a member (restore_task's rule).
create function private.may_restore(ws uuid, deleted_by uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_role(ws, 'admin')
    or (deleted_by = (select auth.uid()) and private.has_role(ws, 'member'))
$$;

-- The deleted tasks of a workspace the caller may restore, newest deletion first: everything
-- for admins and the owner, their own deletions for members. Viewers are refused
-- (data/forbidden: they can restore nothing), non-members answered as for a missing workspace.
create function public.task_trash(workspace_id uuid)
returns table (
  task_id uuid,
  number integer,
  title text,
  board_id uuid,
  board_name text,
  board_archived boolean,
  deleted_by uuid,
  deleted_by_name text,
  deleted_at timestamptz,
  restorable_until timestamptz,
  comment_count integer,
  attachment_count integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_user();
  if not private.is_member(task_trash.workspace_id) then
    raise exception 'data/not-found: workspace not found' using errcode = 'PT404';
  end if;
  if not private.has_role(task_trash.workspace_id, 'member') then
    raise exception 'data/forbidden: requires the member role' using errcode = '42501';
  end if;
  return query
  select t.task_id, (t.task ->> 'number')::integer, t.task ->> 'title', t.board_id, b.name,
    b.archived_at is not null, t.deleted_by, p.display_name, t.deleted_at, t.restorable_until,
    jsonb_array_length(t.comments), jsonb_array_length(t.attachments)
  from private.task_trash t
  join public.boards b on b.id = t.board_id
  left join public.profiles p on p.id = t.deleted_by
  where t.workspace_id = task_trash.workspace_id
    and t.restorable_until > now()
    and private.may_restore(t.workspace_id, t.deleted_by)
  order by t.deleted_at desc, t.task_id;
end
$$;

-- Task #`task_number` of a workspace, when it is in the trash: who deleted it and when, until
-- when it can come back, and whether the caller may bring it back. For every member (viewers
-- included); data/not-found for a task that is not in the trash and for non-members.
create function public.trashed_task(workspace_id uuid, task_number integer)
returns table (
  task_id uuid,
  number integer,
  title text,
  board_id uuid,
  board_name text,
  board_archived boolean,
  deleted_by uuid,
  deleted_by_name text,
  deleted_at timestamptz,
  restorable_until timestamptz,
  can_restore boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_user();
  return query
  select t.task_id, (t.task ->> 'number')::integer, t.task ->> 'title', t.board_id, b.name,
    b.archived_at is not null, t.deleted_by, p.display_name, t.deleted_at, t.restorable_until,
    private.may_restore(t.workspace_id, t.deleted_by)
  from private.task_trash t
  join public.boards b on b.id = t.board_id
  left join public.profiles p on p.id = t.deleted_by
  where t.workspace_id = trashed_task.workspace_id
    and (t.task ->> 'number')::integer = trashed_task.task_number
    and t.restorable_until > now()
    and private.is_member(t.workspace_id);
  if not found then
    raise exception 'data/not-found: no deleted task with that number' using errcode = 'PT404';
  end if;
end
$$;

revoke execute on function public.task_trash(uuid), public.trashed_task(uuid, integer)
  from public, anon;
grant execute on function public.task_trash(uuid), public.trashed_task(uuid, integer)
  to authenticated;

revoke execute on function private.tasks_trash_watchers(), private.is_restoring_watchers(uuid),
  private.tasks_restore_watchers(), private.may_restore(uuid, uuid)
  from public, anon;
grant execute on function private.tasks_trash_watchers(), private.is_restoring_watchers(uuid),
  private.tasks_restore_watchers(), private.may_restore(uuid, uuid)
  to authenticated, service_role;

-- Every hour, where pg_cron is enabled (as 20261127120000's schedules): expired snapshots and
-- their files go even in a workspace where nobody deletes or restores anything.
do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    perform cron.schedule('tandem-task-trash', '7 * * * *', 'select private.purge_task_trash()');
  end if;
end
$$;
