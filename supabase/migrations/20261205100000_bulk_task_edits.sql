-- Bulk edits: one call changes (or deletes, or restores) up to 500 tasks of one workspace in one
-- transaction, all or nothing.
--
-- The RPCs run as the caller, so RLS and the task triggers stay the authority for every row:
-- the status rule, assignees being members, label rules, hard WIP limits (checked task by task
-- under the board locks, so the batch counts its own arrivals), one activity entry per task,
-- "assigned" notifications, and the per-row broadcasts other browsers follow.
--
-- bulk_update_tasks answers with each changed task's previous values, in the shape
-- bulk_set_tasks takes, so a client undoes a batch with one call (and redoes it with the answer
-- of that one). bulk_delete_tasks keeps every task in the trash; restore_tasks brings them back.

-- The most tasks one bulk call takes: 500 (BULK_TASKS_MAX in @tandem/schemas).
create function private.bulk_tasks_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 500
$$;

-- Checks a batch's size, raising task/bulk-too-large past the limit.
create function private.check_bulk_size(task_ids uuid[])
returns uuid[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  ids uuid[] := array(select distinct i from unnest(task_ids) i where i is not null);
begin
  if cardinality(ids) = 0 then
    raise exception 'data/invalid: no tasks given' using errcode = '22023';
  end if;
  if cardinality(ids) > private.bulk_tasks_max() then
    raise exception 'task/bulk-too-large: at most % tasks can change at once, not %',
      private.bulk_tasks_max(), cardinality(ids) using errcode = '22023';
  end if;
  return ids;
end
$$;

-- Locks a batch: every task must be visible to the caller (else data/not-found, so nothing is
-- revealed about other workspaces), all of one workspace, where the caller has `min_role`.
-- Board locks (the tasks' boards and `more_boards`, in one order) come before the row locks,
-- the order every position writer uses. Answers the tasks in board, column and card order.
create function private.bulk_lock_tasks(
  task_ids uuid[],
  more_boards uuid[],
  min_role public.member_role
)
returns setof public.tasks
language plpgsql
set search_path = ''
as $$
declare
  ids uuid[] := private.check_bulk_size(task_ids);
  workspaces uuid[];
  board uuid;
begin
  select array_agg(distinct t.workspace_id) into workspaces
  from public.tasks t where t.id = any (ids);
  if (select count(*) from public.tasks t where t.id = any (ids)) < cardinality(ids) then
    raise exception 'data/not-found: task not found' using errcode = 'PT404';
  end if;
  if cardinality(workspaces) > 1 then
    raise exception 'data/invalid: the tasks belong to more than one workspace' using errcode = '22023';
  end if;
  if not private.has_role(workspaces[1], min_role) then
    raise exception 'data/forbidden: requires the % role', min_role using errcode = '42501';
  end if;
  for board in
    select distinct b from (
      select t.board_id as b from public.tasks t where t.id = any (ids)
      union select m from unnest(more_boards) m where m is not null
    ) boards order by b
  loop
    perform private.lock_board(board);
  end loop;
  perform 1 from public.tasks t where t.id = any (ids) order by t.id for update;
  return query
    select t.* from public.tasks t
    join public.board_states s on s.id = t.state_id
    where t.id = any (ids)
    order by t.board_id, s.position, t.position, t.id;
end
$$;

-- The task's labels after `changes`: `labels` replaces them, `add_labels` and `remove_labels`
-- (matched whatever their case) edit them.
create function private.bulk_labels(task_labels text[], changes jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  with base as (
    select case when changes ? 'labels'
      then array(select jsonb_array_elements_text(changes -> 'labels'))
      else task_labels end as labels
  ),
  removed as (
    select array(
      select l from base, unnest(base.labels) with ordinality u(l, n)
      where not exists (
        select 1 from jsonb_array_elements_text(coalesce(changes -> 'remove_labels', '[]')) r
        where lower(r) = lower(l)
      )
      order by n
    ) as labels
  )
  select removed.labels || array(
    select a from jsonb_array_elements_text(coalesce(changes -> 'add_labels', '[]'))
      with ordinality x(a, n)
    where not exists (select 1 from unnest(removed.labels) l where lower(l) = lower(a))
    order by n
  )
  from removed
$$;

-- The column and key a task lands in when it moves to `board`'s `state`: `wanted` (an undo
-- puts it back where it was) or the bottom of the column. Refuses a state of another board and
-- a move past a hard WIP limit.
create function private.bulk_place(task public.tasks, board uuid, state uuid, wanted text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  max_key_length constant integer := 32;
  key text;
begin
  if not exists (select 1 from public.board_states s where s.id = state and s.board_id = board) then
    raise exception 'data/invalid: that state is not on the task''s board' using errcode = '22023';
  end if;
  perform private.check_hard_wip_limit(task.id, state);
  if wanted is not null then
    return wanted;
  end if;
  for attempt in 1..2 loop
    key := private.key_between((
      select max(t.position) from public.tasks t
      where t.board_id = board and t.state_id = state and t.id <> task.id
    ), null);
    exit when length(key) <= max_key_length or attempt = 2;
    perform private.rebalance_state(board, state);
  end loop;
  return key;
end
$$;

-- The board a task moves to, checked as move_task_to_board checks it.
create function private.bulk_target_board(task public.tasks, board_id uuid)
returns public.boards
language plpgsql
stable
set search_path = ''
as $$
declare
  target public.boards;
begin
  select * into target from public.boards b where b.id = bulk_target_board.board_id;
  if not found then
    raise exception 'data/not-found: board not found' using errcode = 'PT404';
  end if;
  if target.workspace_id <> task.workspace_id then
    raise exception 'data/invalid: a task can only move to a board of its workspace' using errcode = '22023';
  end if;
  if target.archived_at is not null then
    raise exception 'data/invalid: the board is archived' using errcode = '22023';
  end if;
  return target;
end
$$;

-- Applies `changes` to one locked task. Answers `{id, changes}` with the previous values of
-- what changed (a move also gives its old key), or null when nothing would change.
create function private.bulk_apply(task public.tasks, changes jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  board uuid := task.board_id;
  state uuid := task.state_id;
  key text := task.position;
  new_labels text[] := private.bulk_labels(task.labels, changes);
  previous jsonb := '{}';
begin
  if changes ? 'board_id' and (changes ->> 'board_id')::uuid <> task.board_id then
    board := (private.bulk_target_board(task, (changes ->> 'board_id')::uuid)).id;
    state := coalesce((changes ->> 'state_id')::uuid, (private.state_for_status(board, task.status)).id);
  elsif changes ? 'state_id' then
    state := (changes ->> 'state_id')::uuid;
  end if;
  if board <> task.board_id or state <> task.state_id then
    key := private.bulk_place(task, board, state, changes ->> 'position');
    previous := jsonb_build_object('state_id', task.state_id, 'position', task.position)
      || case when board <> task.board_id then jsonb_build_object('board_id', task.board_id)
         else '{}'::jsonb end;
  end if;
  if changes ? 'priority' and (changes ->> 'priority')::public.task_priority <> task.priority then
    previous := previous || jsonb_build_object('priority', task.priority);
  end if;
  if changes ? 'assignee_id' and (changes ->> 'assignee_id')::uuid is distinct from task.assignee_id then
    previous := previous || jsonb_build_object('assignee_id', task.assignee_id);
  end if;
  if changes ? 'due_date' and (changes ->> 'due_date')::date is distinct from task.due_date then
    previous := previous || jsonb_build_object('due_date', task.due_date);
  end if;
  if new_labels <> task.labels then
    previous := previous || jsonb_build_object('labels', to_jsonb(task.labels));
  end if;
  if previous = '{}' then
    return null;
  end if;
  update public.tasks t set
    board_id = board,
    state_id = state,
    position = key,
    priority = case when previous ? 'priority' then (changes ->> 'priority')::public.task_priority
      else t.priority end,
    assignee_id = case when previous ? 'assignee_id' then (changes ->> 'assignee_id')::uuid
      else t.assignee_id end,
    due_date = case when previous ? 'due_date' then (changes ->> 'due_date')::date else t.due_date end,
    labels = new_labels
  where t.id = task.id;
  if not found then
    raise exception 'data/forbidden: the task cannot be changed' using errcode = '42501';
  end if;
  return jsonb_build_object('id', task.id, 'changes', previous);
end
$$;

-- Refuses a change set with keys other than `allowed`.
create function private.check_bulk_changes(changes jsonb, allowed text[])
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if changes is null or jsonb_typeof(changes) <> 'object' or changes = '{}' then
    raise exception 'data/invalid: changes must name at least one field' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_object_keys(changes) k where k <> all (allowed)) then
    raise exception 'data/invalid: changes may only name %', array_to_string(allowed, ', ')
      using errcode = '22023';
  end if;
end
$$;

-- Applies the same `changes` to every task of `task_ids` (members and up): any of state_id,
-- board_id (with an optional state_id there), priority, assignee_id, due_date, labels,
-- add_labels, remove_labels. Moved tasks go to the bottom of their new column in board order.
-- Answers `[{id, changes}]` with the previous values of each task that changed: bulk_set_tasks
-- of that answer undoes the batch.
create function public.bulk_update_tasks(task_ids uuid[], changes jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  task public.tasks;
  changed jsonb;
  answer jsonb := '[]';
begin
  perform private.require_user();
  perform private.check_bulk_changes(changes, array['state_id', 'board_id', 'priority',
    'assignee_id', 'due_date', 'labels', 'add_labels', 'remove_labels']);
  for task in
    select * from private.bulk_lock_tasks(task_ids, array[(changes ->> 'board_id')::uuid], 'member')
  loop
    changed := private.bulk_apply(task, changes);
    if changed is not null then
      answer := answer || jsonb_build_array(changed);
    end if;
  end loop;
  return answer;
end
$$;

-- Gives each task its own values (members and up): `updates` is `[{id, changes}]`, as
-- bulk_update_tasks answers, where changes may also carry a task's `position` in its column.
-- Answers the previous values in the same shape, so an undo can be redone.
create function public.bulk_set_tasks(updates jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  task public.tasks;
  changes jsonb;
  changed jsonb;
  answer jsonb := '[]';
begin
  perform private.require_user();
  if updates is null or jsonb_typeof(updates) <> 'array' then
    raise exception 'data/invalid: updates must be a list' using errcode = '22023';
  end if;
  for changes in select u -> 'changes' from jsonb_array_elements(updates) u loop
    perform private.check_bulk_changes(changes, array['state_id', 'board_id', 'position',
      'priority', 'assignee_id', 'due_date', 'labels']);
  end loop;
  for task in
    select * from private.bulk_lock_tasks(
      array(select (u ->> 'id')::uuid from jsonb_array_elements(updates) u),
      array(select (u -> 'changes' ->> 'board_id')::uuid from jsonb_array_elements(updates) u),
      'member')
  loop
    changes := (select u -> 'changes' from jsonb_array_elements(updates) u
      where (u ->> 'id')::uuid = task.id limit 1);
    changed := private.bulk_apply(task, changes);
    if changed is not null then
      answer := answer || jsonb_build_array(changed);
    end if;
  end loop;
  return answer;
end
$$;

-- Deletes every task of `task_ids` (admins and the owner), each kept in the trash for the
-- undo window as a single delete keeps it. Answers the deleted ids.
create function public.bulk_delete_tasks(task_ids uuid[])
returns uuid[]
language plpgsql
security invoker
set search_path = ''
as $$
declare
  ids uuid[];
begin
  perform private.require_user();
  select array_agg(t.id) into ids from private.bulk_lock_tasks(task_ids, null, 'admin') t;
  delete from public.tasks t where t.id = any (ids);
  return ids;
end
$$;

-- Brings back every task of `task_ids` deleted within the undo window, all or none, with
-- restore_task's rules for each.
create function public.restore_tasks(task_ids uuid[])
returns setof public.tasks
language plpgsql
security invoker
set search_path = ''
as $$
declare
  id uuid;
begin
  perform private.require_user();
  foreach id in array private.check_bulk_size(task_ids) loop
    return next public.restore_task(id);
  end loop;
end
$$;

revoke execute on function public.bulk_update_tasks(uuid[], jsonb), public.bulk_set_tasks(jsonb),
  public.bulk_delete_tasks(uuid[]), public.restore_tasks(uuid[]) from public, anon;
grant execute on function public.bulk_update_tasks(uuid[], jsonb), public.bulk_set_tasks(jsonb),
  public.bulk_delete_tasks(uuid[]), public.restore_tasks(uuid[]) to authenticated, service_role;

revoke execute on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
