-- A hard WIP limit refuses the move that would pass it: a state with `wip_hard_limit` takes no
-- task beyond `wip_limit` (a reorder inside the state, or a task already there, always moves).
-- A soft limit (the default) never refuses: the board warns, the server lets the move through.

-- Raises state/wip-limit when moving `task_id` into `state_id` would pass its hard limit.
create function private.check_hard_wip_limit(task_id uuid, state_id uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  state public.board_states;
  held integer;
begin
  select * into state from public.board_states s where s.id = check_hard_wip_limit.state_id;
  if not found or not state.wip_hard_limit or state.wip_limit is null then
    return;
  end if;
  select count(*) into held from public.tasks t
  where t.state_id = state.id and t.id <> check_hard_wip_limit.task_id;
  if held >= state.wip_limit then
    raise exception 'state/wip-limit: % holds % of at most % tasks', state.name, held,
      state.wip_limit using errcode = '23514';
  end if;
end
$$;

-- move_task_to_state as before, with the hard limit checked under the board lock.
create or replace function public.move_task_to_state(
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
  -- Under the board lock, so two concurrent moves cannot both take the last place.
  perform private.check_hard_wip_limit(task.id, target);
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
revoke execute on function private.check_hard_wip_limit(uuid, uuid) from public, anon;
grant execute on function private.check_hard_wip_limit(uuid, uuid) to authenticated, service_role;
