-- Checklists inside tasks: ordered items (a title, done or not) that anyone who may edit the
-- task adds, renames, checks, reorders and deletes; viewers read them; nobody else sees them.
--
-- A task carries its checklist's progress (checklist_done of checklist_total), kept by the
-- items' triggers, so a board lists it without a join and a card's "3/5" changes live through
-- the board channel like any other task field. Those counts are the database's alone: what a
-- client sends for them is ignored, and keeping them up to date is not an edit of the task
-- (no new version, no new updated_at), so it never turns someone's open edit into a conflict.
--
-- Items go live on the task's channel (task:<task_id>). A deleted task keeps its items in the
-- trash and gets them back when it is restored.

alter table public.tasks
  add column checklist_done integer not null default 0 check (checklist_done >= 0),
  add column checklist_total integer not null default 0
    check (checklist_total between 0 and 50 and checklist_done <= checklist_total);

create table public.task_checklist_items (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  -- Always the task's: set by the insert trigger, whatever a client sends.
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  title text not null check (private.is_trimmed_text(title, 1, 200)),
  done boolean not null default false,
  -- Fractional-index key ordering the item inside its checklist.
  position text collate "C" not null check (position ~ '^[A-Za-z][0-9A-Za-z]*$'),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.task_checklist_items enable row level security;
comment on table public.task_checklist_items is 'The checklist of a task: ordered items, done or not.';
create index task_checklist_items_task_id_idx on public.task_checklist_items (task_id, position);

-- Everyone who can see the task reads its checklist; those who may edit the task (members and
-- up) write it. Viewers and outsiders change nothing.
create policy task_checklist_items_select on public.task_checklist_items for select to authenticated
  using (private.has_task_role(task_id, 'viewer'));
create policy task_checklist_items_insert on public.task_checklist_items for insert to authenticated
  with check (private.has_task_role(task_id, 'member'));
create policy task_checklist_items_update on public.task_checklist_items for update to authenticated
  using (private.has_task_role(task_id, 'member'))
  with check (private.has_task_role(task_id, 'member'));
create policy task_checklist_items_delete on public.task_checklist_items for delete to authenticated
  using (private.has_task_role(task_id, 'member'));

-- ---------------------------------------------------------------------------------------------
-- Writes
-- ---------------------------------------------------------------------------------------------

-- Most items one checklist holds.
create function private.checklist_items_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 50
$$;

-- Serialises the writers of one checklist, so two concurrent inserts cannot both pass the
-- limit or take the same last position.
create function private.lock_checklist(task uuid)
returns void
language sql
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('tandem.checklist:' || task::text, 0))
$$;

create function private.checklist_items_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select t.workspace_id into new.workspace_id from public.tasks t where t.id = new.task_id;
  if not found then
    raise exception 'data/not-found: task % not found', new.task_id using errcode = '23503';
  end if;
  -- Items restore_task puts back keep their author, position and times.
  if private.is_restoring(new.task_id) then
    return new;
  end if;
  perform private.lock_checklist(new.task_id);
  if (select count(*) from public.task_checklist_items i where i.task_id = new.task_id)
     >= private.checklist_items_max() then
    raise exception 'checklist/full: a task can have at most % checklist items',
      private.checklist_items_max() using errcode = '23514';
  end if;
  new.created_by := private.actor();
  new.created_at := now();
  new.updated_at := now();
  if new.position is null then
    -- New items go to the end of the list.
    new.position := private.key_between(
      (select max(i.position) from public.task_checklist_items i where i.task_id = new.task_id),
      null
    );
  else
    perform private.fi_validate(new.position);
  end if;
  return new;
end
$$;

create trigger checklist_items_before_insert before insert on public.task_checklist_items
  for each row execute function private.checklist_items_before_insert();

create function private.checklist_items_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- An item belongs to its task for good: turning it into a task is a new task, not a move.
  new.id := old.id;
  new.task_id := old.task_id;
  new.workspace_id := old.workspace_id;
  new.created_by := old.created_by;
  new.created_at := old.created_at;
  new.updated_at := now();
  if new.position is distinct from old.position then
    perform private.fi_validate(new.position);
  end if;
  return new;
end
$$;

create trigger checklist_items_before_update before update on public.task_checklist_items
  for each row execute function private.checklist_items_before_update();

-- ---------------------------------------------------------------------------------------------
-- Progress on the task
-- ---------------------------------------------------------------------------------------------

-- Recounts the task's items after every change of them. Items deleted with their task, and
-- items restore_task puts back (the restored task already has their counts), change nothing.
create function private.checklist_items_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  task uuid := case when tg_op = 'DELETE' then old.task_id else new.task_id end;
begin
  if private.is_restoring(task) then
    return null;
  end if;
  perform pg_catalog.set_config('tandem.counting_checklist', 'on', true);
  update public.tasks t set
    checklist_total = (select count(*) from public.task_checklist_items i where i.task_id = task),
    checklist_done = (select count(*) from public.task_checklist_items i where i.task_id = task and i.done)
  where t.id = task;
  perform pg_catalog.set_config('tandem.counting_checklist', '', true);
  return null;
end
$$;

create trigger checklist_items_after_change after insert or update or delete on public.task_checklist_items
  for each row execute function private.checklist_items_after_change();

-- Named to run after tasks_before_update: a recount keeps the task's version and time; any
-- other write keeps the counts.
create function private.tasks_keep_checklist_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(pg_catalog.current_setting('tandem.counting_checklist', true), '') = 'on' then
    new.version := old.version;
    new.updated_at := old.updated_at;
  else
    new.checklist_done := old.checklist_done;
    new.checklist_total := old.checklist_total;
  end if;
  return new;
end
$$;

create trigger tasks_before_update_checklist before update on public.tasks
  for each row execute function private.tasks_keep_checklist_counts();

-- A new task starts with an empty checklist, whatever a client sends; a restored one keeps
-- the counts of the items that come back with it.
create function private.tasks_start_checklist_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_restoring(new.id) then
    new.checklist_done := 0;
    new.checklist_total := 0;
  end if;
  return new;
end
$$;

create trigger tasks_before_insert_checklist before insert on public.tasks
  for each row execute function private.tasks_start_checklist_counts();

-- ---------------------------------------------------------------------------------------------
-- Realtime: items on their task's channel
-- ---------------------------------------------------------------------------------------------
create function private.broadcast_checklist_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  task uuid := case when tg_op = 'DELETE' then old.task_id else new.task_id end;
begin
  perform realtime.broadcast_changes('task:' || task, tg_op, tg_op, tg_table_name, tg_table_schema,
    new, old);
  return null;
end
$$;

create trigger task_checklist_items_broadcast after insert or update or delete on public.task_checklist_items
  for each row execute function private.broadcast_checklist_change();

-- ---------------------------------------------------------------------------------------------
-- Trash: a deleted task keeps its checklist until the undo window has passed
-- ---------------------------------------------------------------------------------------------
alter table private.task_trash add column checklist jsonb not null default '[]';

-- Named to run after tasks_before_delete, which has just written the task's snapshot.
create function private.tasks_trash_checklist()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.task_trash t set checklist = coalesce((
    select jsonb_agg(to_jsonb(i) order by i.position, i.id)
    from public.task_checklist_items i where i.task_id = old.id
  ), '[]')
  where t.task_id = old.id;
  return old;
end
$$;

create trigger tasks_before_delete_checklist before delete on public.tasks
  for each row execute function private.tasks_trash_checklist();

-- restore_task inserts the task back while its snapshot is marked as restoring: its items
-- come back with it, without the people who have since deleted their account.
create function private.tasks_restore_checklist()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_restoring(new.id) then
    perform private.insert_row_images('public.task_checklist_items', coalesce((
      select jsonb_agg(i || jsonb_build_object('created_by', private.existing_profile(i ->> 'created_by')))
      from private.task_trash t, jsonb_array_elements(t.checklist) i
      where t.task_id = new.id
    ), '[]'));
  end if;
  return null;
end
$$;

create trigger tasks_restore_checklist after insert on public.tasks
  for each row execute function private.tasks_restore_checklist();

-- ---------------------------------------------------------------------------------------------
-- RPCs
-- ---------------------------------------------------------------------------------------------

-- Moves an item right after `after_id` (another item of the same checklist), or to the top
-- when it is null. Runs as the caller: RLS decides who may.
create function public.move_checklist_item(item_id uuid, after_id uuid default null)
returns public.task_checklist_items
language plpgsql
security invoker
set search_path = ''
as $$
declare
  item public.task_checklist_items;
  lower_key text;
  upper_key text;
begin
  select * into item from public.task_checklist_items i where i.id = move_checklist_item.item_id;
  if not found then
    raise exception 'data/not-found: checklist item not found' using errcode = 'PT404';
  end if;
  if move_checklist_item.after_id = item.id then
    raise exception 'data/invalid: an item cannot be its own neighbour' using errcode = '22023';
  end if;
  perform private.lock_checklist(item.task_id);
  if move_checklist_item.after_id is not null then
    select i.position into lower_key from public.task_checklist_items i
    where i.id = move_checklist_item.after_id and i.task_id = item.task_id;
    if not found then
      raise exception 'data/invalid: after_id is not in that checklist' using errcode = '22023';
    end if;
  end if;
  select min(i.position) into upper_key from public.task_checklist_items i
  where i.task_id = item.task_id and i.id <> item.id
    and (lower_key is null or i.position > lower_key);
  update public.task_checklist_items i set position = private.key_between(lower_key, upper_key)
  where i.id = item.id
  returning * into item;
  if not found then
    raise exception 'data/forbidden: requires the member role' using errcode = '42501';
  end if;
  return item;
end
$$;

-- Turns an item into a task of its own: a new task with the item's title on the same board,
-- and the item gone, in one step. Runs as the caller: members and up.
create function public.checklist_item_to_task(item_id uuid)
returns public.tasks
language plpgsql
security invoker
set search_path = ''
as $$
declare
  item public.task_checklist_items;
  created public.tasks;
begin
  select * into item from public.task_checklist_items i where i.id = checklist_item_to_task.item_id;
  if not found then
    raise exception 'data/not-found: checklist item not found' using errcode = 'PT404';
  end if;
  if not private.has_task_role(item.task_id, 'member') then
    raise exception 'data/forbidden: requires the member role' using errcode = '42501';
  end if;
  insert into public.tasks (board_id, title)
  select t.board_id, item.title from public.tasks t where t.id = item.task_id
  returning * into created;
  delete from public.task_checklist_items i where i.id = item.id;
  return created;
end
$$;

revoke execute on function public.move_checklist_item(uuid, uuid),
  public.checklist_item_to_task(uuid) from public, anon;
grant execute on function public.move_checklist_item(uuid, uuid),
  public.checklist_item_to_task(uuid) to authenticated;

revoke execute on function private.checklist_items_max(), private.lock_checklist(uuid),
  private.checklist_items_before_insert(), private.checklist_items_before_update(),
  private.checklist_items_after_change(), private.tasks_keep_checklist_counts(),
  private.tasks_start_checklist_counts(), private.broadcast_checklist_change(),
  private.tasks_trash_checklist(), private.tasks_restore_checklist()
  from public;
grant execute on function private.checklist_items_max(), private.lock_checklist(uuid),
  private.checklist_items_before_insert(), private.checklist_items_before_update(),
  private.checklist_items_after_change(), private.tasks_keep_checklist_counts(),
  private.tasks_start_checklist_counts(), private.broadcast_checklist_change(),
  private.tasks_trash_checklist(), private.tasks_restore_checklist()
  to authenticated, service_role;
