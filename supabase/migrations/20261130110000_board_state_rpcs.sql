-- Moving tasks between workflow states, reordering and deleting states, and states live on the
-- board channel. A column is now (board, state); `move_task` by status goes on working as the
-- previous migration's rules say (the board's state for that status).

-- Rewrites every key of one state's column as a short, evenly spaced sequence (a0, a1, …),
-- keeping the order. Called with the board lock held.
create function private.rebalance_state(board uuid, state uuid)
returns void
language plpgsql
set search_path = ''
as $$
declare
  key text := null;
  task record;
begin
  for task in
    select t.id from public.tasks t
    where t.board_id = board and t.state_id = state
    order by t.position, t.id
  loop
    key := private.key_between(key, null);
    update public.tasks t set position = key where t.id = task.id;
  end loop;
end
$$;

-- Moves a task to the state `state_id` of its board, after the task `after_id` and before the
-- task `before_id` (either may be null: null/null puts it at the end of the column), as
-- move_task always did for status columns. Fails with data/conflict when the task's version is
-- not `expected_version`, data/invalid for a state of another board or a move the category
-- rule refuses (canceled → started, say).
create function public.move_task_to_state(
  task_id uuid,
  state_id uuid,
  before_id uuid default null,
  after_id uuid default null,
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
  target uuid := move_task_to_state.state_id;
  lower_key text;
  upper_key text;
  new_key text;
begin
  select * into task from public.tasks t where t.id = move_task_to_state.task_id;
  if not found then
    raise exception 'data/not-found: task not found' using errcode = 'PT404';
  end if;
  if not private.has_role(task.workspace_id, 'member') then
    raise exception 'data/forbidden: requires the member role' using errcode = '42501';
  end if;
  if move_task_to_state.task_id in (move_task_to_state.before_id, move_task_to_state.after_id) then
    raise exception 'data/invalid: a task cannot be its own neighbour' using errcode = '22023';
  end if;
  if not exists (select 1 from public.board_states s where s.id = target and s.board_id = task.board_id) then
    raise exception 'data/invalid: that state is not on the task''s board' using errcode = '22023';
  end if;
  -- Board lock before row lock: the order every position writer uses, so no deadlock.
  perform private.lock_board(task.board_id);
  select * into task from public.tasks t where t.id = move_task_to_state.task_id for update;
  if move_task_to_state.expected_version is not null
      and task.version <> move_task_to_state.expected_version then
    raise exception 'data/conflict: task % is at version %, not %', task.number, task.version,
      move_task_to_state.expected_version using errcode = 'PT409';
  end if;

  for attempt in 1..2 loop
    if move_task_to_state.after_id is not null then
      select t.position into lower_key from public.tasks t
      where t.id = move_task_to_state.after_id and t.board_id = task.board_id and t.state_id = target;
      if not found then
        raise exception 'data/invalid: after_id is not in that column' using errcode = '22023';
      end if;
      select min(t.position) into upper_key from public.tasks t
      where t.board_id = task.board_id and t.state_id = target
        and t.position > lower_key and t.id <> task.id;
    elsif move_task_to_state.before_id is not null then
      select t.position into upper_key from public.tasks t
      where t.id = move_task_to_state.before_id and t.board_id = task.board_id and t.state_id = target;
      if not found then
        raise exception 'data/invalid: before_id is not in that column' using errcode = '22023';
      end if;
      select max(t.position) into lower_key from public.tasks t
      where t.board_id = task.board_id and t.state_id = target
        and t.position < upper_key and t.id <> task.id;
    else
      select max(t.position) into lower_key from public.tasks t
      where t.board_id = task.board_id and t.state_id = target and t.id <> task.id;
      upper_key := null;
    end if;
    new_key := private.key_between(lower_key, upper_key);
    exit when length(new_key) <= max_key_length or attempt = 2;
    perform private.rebalance_state(task.board_id, target);
  end loop;

  update public.tasks t set state_id = target, position = new_key
  where t.id = task.id
  returning * into task;
  if not found then
    raise exception 'data/forbidden: the task cannot be changed' using errcode = '42501';
  end if;
  return task;
end
$$;

-- The status columns of old: the board's state for `status` (previous migration's rules).
create or replace function public.move_task(
  task_id uuid,
  status public.task_status,
  before_id uuid default null,
  after_id uuid default null,
  expected_version integer default null
)
returns public.tasks
language plpgsql
security invoker
set search_path = ''
as $$
declare
  task public.tasks;
begin
  select * into task from public.tasks t where t.id = move_task.task_id;
  if not found then
    raise exception 'data/not-found: task not found' using errcode = 'PT404';
  end if;
  return public.move_task_to_state(move_task.task_id,
    (private.state_for_status(task.board_id, move_task.status)).id,
    move_task.before_id, move_task.after_id, move_task.expected_version);
end
$$;

-- The state `state_id` as its caller sees it (under RLS: a state of another workspace is not
-- found, exactly as a missing one), when that caller may shape the board's workflow.
create function private.state_to_shape(state_id uuid)
returns public.board_states
language plpgsql
stable
set search_path = ''
as $$
declare
  state public.board_states;
begin
  select * into state from public.board_states s where s.id = state_to_shape.state_id;
  if not found then
    raise exception 'data/not-found: state not found' using errcode = 'PT404';
  end if;
  if not private.has_role(state.workspace_id, 'admin') then
    raise exception 'data/forbidden: requires the admin role' using errcode = '42501';
  end if;
  return state;
end
$$;

-- Moves a state to sit after the state `after_id` and before `before_id` of its board (either
-- may be null: null/null puts it last). Admins and the owner.
create function public.move_board_state(
  state_id uuid,
  before_id uuid default null,
  after_id uuid default null
)
returns public.board_states
language plpgsql
security invoker
set search_path = ''
as $$
declare
  state public.board_states;
  lower_key text;
  upper_key text;
begin
  state := private.state_to_shape(move_board_state.state_id);
  if move_board_state.state_id in (move_board_state.before_id, move_board_state.after_id) then
    raise exception 'data/invalid: a state cannot be its own neighbour' using errcode = '22023';
  end if;
  perform private.lock_board(state.board_id);
  if move_board_state.after_id is not null then
    select s.position into lower_key from public.board_states s
    where s.id = move_board_state.after_id and s.board_id = state.board_id;
    if not found then
      raise exception 'data/invalid: after_id is not a state of that board' using errcode = '22023';
    end if;
    select min(s.position) into upper_key from public.board_states s
    where s.board_id = state.board_id and s.position > lower_key and s.id <> state.id;
  elsif move_board_state.before_id is not null then
    select s.position into upper_key from public.board_states s
    where s.id = move_board_state.before_id and s.board_id = state.board_id;
    if not found then
      raise exception 'data/invalid: before_id is not a state of that board' using errcode = '22023';
    end if;
    select max(s.position) into lower_key from public.board_states s
    where s.board_id = state.board_id and s.position < upper_key and s.id <> state.id;
  else
    select max(s.position) into lower_key from public.board_states s
    where s.board_id = state.board_id and s.id <> state.id;
  end if;
  -- At most 20 states: keys stay short without rebalancing.
  update public.board_states s set position = private.key_between(lower_key, upper_key)
  where s.id = state.id
  returning * into state;
  return state;
end
$$;

-- Deletes a state; its tasks, if any, first move to the end of `move_to_state_id` (same board),
-- in their order, in the same transaction. Admins and the owner. Fails with state/has-tasks
-- when the state holds tasks and no target is given, state/last-of-category when it is the
-- board's last state of its category, data/invalid when the category rule refuses the move.
create function public.delete_board_state(state_id uuid, move_to_state_id uuid default null)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  state public.board_states;
  target public.board_states;
  key text;
  task record;
begin
  state := private.state_to_shape(delete_board_state.state_id);
  perform private.lock_board(state.board_id);
  if delete_board_state.move_to_state_id is not null then
    select * into target from public.board_states s
    where s.id = delete_board_state.move_to_state_id and s.board_id = state.board_id
      and s.id <> state.id;
    if not found then
      raise exception 'data/invalid: the tasks can only go to another state of the board'
        using errcode = '22023';
    end if;
    if not private.can_transition_category(state.category, target.category)
        and exists (select 1 from public.tasks t where t.board_id = state.board_id and t.state_id = state.id) then
      raise exception 'data/invalid: tasks cannot go from a % state to a % one', state.category,
        target.category using errcode = '22023';
    end if;
    select max(t.position) into key from public.tasks t
    where t.board_id = state.board_id and t.state_id = target.id;
    for task in
      select t.id from public.tasks t
      where t.board_id = state.board_id and t.state_id = state.id
      order by t.position, t.id
    loop
      key := private.key_between(key, null);
      update public.tasks t set state_id = target.id, position = key where t.id = task.id;
    end loop;
  end if;
  delete from public.board_states s where s.id = state.id;
end
$$;

revoke execute on function public.move_task_to_state(uuid, uuid, uuid, uuid, integer),
  public.move_board_state(uuid, uuid, uuid), public.delete_board_state(uuid, uuid)
  from public, anon;
grant execute on function public.move_task_to_state(uuid, uuid, uuid, uuid, integer),
  public.move_board_state(uuid, uuid, uuid), public.delete_board_state(uuid, uuid)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Realtime: a board's states change on its channel, as its tasks do
-- ---------------------------------------------------------------------------------------------

create or replace function private.broadcast_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Rows of several tables pass through here, so fields are read from JSON: a record field
  -- that one of the tables lacks would fail to compile.
  data jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  topic text;
begin
  topic := case tg_table_name
    when 'tasks' then 'board:' || (data ->> 'board_id')
    when 'board_states' then 'board:' || (data ->> 'board_id')
    when 'comments' then 'task:' || (data ->> 'task_id')
    when 'attachments' then 'task:' || (data ->> 'task_id')
    else 'workspace:' || (data ->> 'workspace_id')
  end;
  perform realtime.broadcast_changes(topic, tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
  -- A task moved to another board also leaves its old board's columns.
  if tg_table_name = 'tasks' and tg_op = 'UPDATE' and (to_jsonb(old) ->> 'board_id') <> (data ->> 'board_id') then
    perform realtime.broadcast_changes('board:' || (to_jsonb(old) ->> 'board_id'), tg_op, tg_op,
      tg_table_name, tg_table_schema, new, old);
  end if;
  return null;
end
$$;

create trigger board_states_broadcast after insert or update or delete on public.board_states
  for each row execute function private.broadcast_change();

revoke execute on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
