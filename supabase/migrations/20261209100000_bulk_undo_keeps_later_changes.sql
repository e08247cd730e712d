-- A bulk undo never overwrites a change made after the batch.
--
-- bulk_update_tasks (and bulk_set_tasks) now answer each changed task's version after the call
-- beside its previous values. bulk_set_tasks takes that version as a condition: an entry whose
-- task has been changed since (its version moved on) is left as it is and is absent from the
-- answer, the way a single edit's undo is refused over someone else's change. Entries without a
-- version are applied as before.

-- Applies `changes` to one locked task. Answers `{id, changes, version}`: the previous values of
-- what changed (a move also gives its old key) and the version the write gave the task, or null
-- when nothing would change.
create or replace function private.bulk_apply(task public.tasks, changes jsonb)
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
  written integer;
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
  where t.id = task.id
  returning t.version into written;
  if not found then
    raise exception 'data/forbidden: the task cannot be changed' using errcode = '42501';
  end if;
  return jsonb_build_object('id', task.id, 'changes', previous, 'version', written);
end
$$;

-- Gives each task its own values (members and up): `updates` is `[{id, changes, version?}]`, as
-- bulk_update_tasks answers, where changes may also carry a task's `position` in its column.
-- An entry with a version changes its task only while the task is still at that version.
-- Answers the previous values of what it changed in the same shape, so an undo can be redone.
create or replace function public.bulk_set_tasks(updates jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  task public.tasks;
  entry jsonb;
  changed jsonb;
  answer jsonb := '[]';
begin
  perform private.require_user();
  if updates is null or jsonb_typeof(updates) <> 'array' then
    raise exception 'data/invalid: updates must be a list' using errcode = '22023';
  end if;
  for entry in select u from jsonb_array_elements(updates) u loop
    perform private.check_bulk_changes(entry -> 'changes', array['state_id', 'board_id',
      'position', 'priority', 'assignee_id', 'due_date', 'labels']);
    if entry ? 'version' and jsonb_typeof(entry -> 'version') <> 'number' then
      raise exception 'data/invalid: version must be a number' using errcode = '22023';
    end if;
  end loop;
  for task in
    select * from private.bulk_lock_tasks(
      array(select (u ->> 'id')::uuid from jsonb_array_elements(updates) u),
      array(select (u -> 'changes' ->> 'board_id')::uuid from jsonb_array_elements(updates) u),
      'member')
  loop
    entry := (select u from jsonb_array_elements(updates) u
      where (u ->> 'id')::uuid = task.id limit 1);
    -- Changed by someone (or something) since the batch: their change stands.
    continue when entry ? 'version' and (entry ->> 'version')::integer <> task.version;
    changed := private.bulk_apply(task, entry -> 'changes');
    if changed is not null then
      answer := answer || jsonb_build_array(changed);
    end if;
  end loop;
  return answer;
end
$$;

revoke execute on function public.bulk_set_tasks(jsonb) from public, anon;
grant execute on function public.bulk_set_tasks(jsonb) to authenticated, service_role;
revoke execute on function private.bulk_apply(public.tasks, jsonb) from public;
grant execute on function private.bulk_apply(public.tasks, jsonb) to authenticated, service_role;
