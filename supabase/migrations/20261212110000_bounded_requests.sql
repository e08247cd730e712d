-- Bounded requests: every RPC of `public` that takes a list or a document states its largest
-- input and checks it before any other work, and runs in time linear in what it is given, so
-- no single call can keep the database busy for the rest of the team.
--
--   bulk_set_tasks(updates)            at most 500 entries (task/bulk-too-large) and 1 MiB of
--                                      JSON (data/too-large)
--   bulk_update_tasks(task_ids, changes) at most 500 ids; changes at most 1 MiB of JSON
--   bulk_delete_tasks, restore_tasks   at most 500 ids, counted before duplicates are dropped
--   release_notification_digest        at most 100,000 ids (data/too-large)
--
-- Label lists inside changes (`labels`, `add_labels`) hold at most a task's 10 labels and
-- `remove_labels` at most a workspace's 200. The limits are BULK_TASKS_MAX,
-- BULK_INPUT_MAX_BYTES, NOTIFICATION_RELEASE_MAX, TASK_LABELS_MAX and LABELS_PER_WORKSPACE_MAX
-- in @tandem/schemas. The import functions have their own bounds.

-- The most bytes of JSON one bulk call's document (`updates`, `changes`) holds: 1 MiB
-- (BULK_INPUT_MAX_BYTES in @tandem/schemas). 500 entries that change every field take about
-- a third of it.
create function private.bulk_input_max_bytes()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 1048576
$$;

-- Refuses a document of more than `max_bytes` bytes of JSON with data/too-large.
create function private.check_input_bytes(document jsonb, max_bytes integer, what text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if pg_catalog.octet_length(document::text) > max_bytes then
    raise exception 'data/too-large: % may hold at most % bytes of JSON', what, max_bytes
      using errcode = '22023';
  end if;
end
$$;

-- Checks a batch's size, raising task/bulk-too-large past the limit. The list's own length is
-- checked first, duplicates included, so an oversized list costs nothing but its count.
create or replace function private.check_bulk_size(task_ids uuid[])
returns uuid[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  ids uuid[];
begin
  if coalesce(cardinality(task_ids), 0) > private.bulk_tasks_max() then
    raise exception 'task/bulk-too-large: at most % tasks can change at once, not %',
      private.bulk_tasks_max(), cardinality(task_ids) using errcode = '22023';
  end if;
  ids := array(select distinct i from unnest(task_ids) i where i is not null);
  if cardinality(ids) = 0 then
    raise exception 'data/invalid: no tasks given' using errcode = '22023';
  end if;
  return ids;
end
$$;

-- Refuses a change set with keys other than `allowed`, and label lists longer than any task
-- or workspace can use: `labels` and `add_labels` at most a task's 10 labels, `remove_labels`
-- at most a workspace's 200.
create or replace function private.check_bulk_changes(changes jsonb, allowed text[])
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  list text;
  most integer;
begin
  if changes is null or jsonb_typeof(changes) <> 'object' or changes = '{}' then
    raise exception 'data/invalid: changes must name at least one field' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_object_keys(changes) k where k <> all (allowed)) then
    raise exception 'data/invalid: changes may only name %', array_to_string(allowed, ', ')
      using errcode = '22023';
  end if;
  foreach list in array array['labels', 'add_labels', 'remove_labels'] loop
    continue when not changes ? list;
    if jsonb_typeof(changes -> list) <> 'array' then
      raise exception 'data/invalid: % must be a list', list using errcode = '22023';
    end if;
    most := case list when 'remove_labels' then 200 else 10 end;
    if jsonb_array_length(changes -> list) > most then
      raise exception 'data/invalid: % may name at most % labels', list, most
        using errcode = '22023';
    end if;
  end loop;
end
$$;

-- The task's labels after `changes`: `labels` replaces them, `add_labels` and `remove_labels`
-- (matched whatever their case) edit them. Each list is read once; the lists are short
-- (see check_bulk_changes), so matching is a scan of an array in memory.
create or replace function private.bulk_labels(task_labels text[], changes jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  with base as (
    select case when changes ? 'labels'
      then array(select jsonb_array_elements_text(changes -> 'labels'))
      else task_labels end as labels,
      array(select lower(r) from jsonb_array_elements_text(
        coalesce(changes -> 'remove_labels', '[]')) r) as removing
  ),
  removed as (
    select array(
      select l from base, unnest(base.labels) with ordinality u(l, n)
      where lower(l) <> all (base.removing)
      order by n
    ) as labels
  ),
  kept as (
    select removed.labels, array(select lower(l) from unnest(removed.labels) l) as lowered
    from removed
  )
  select kept.labels || array(
    select a from jsonb_array_elements_text(coalesce(changes -> 'add_labels', '[]'))
      with ordinality x(a, n)
    where lower(a) <> all (kept.lowered)
    order by n
  )
  from kept
$$;

-- Gives each task its own values (members and up): `updates` is `[{id, changes, version?}]`, as
-- bulk_update_tasks answers, where changes may also carry a task's `position` in its column.
-- An entry with a version changes its task only while the task is still at that version; of
-- entries naming the same task, the first counts. Answers the previous values of what it
-- changed in the same shape, so an undo can be redone.
--
-- The size is checked first; then one pass validates the entries and indexes them by task,
-- so each locked task finds its entry by key instead of by a scan of the list.
create or replace function public.bulk_set_tasks(updates jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  task public.tasks;
  by_task jsonb;
  entry jsonb;
  changed jsonb;
  answer jsonb := '[]';
begin
  perform private.require_user();
  if updates is null or jsonb_typeof(updates) <> 'array' then
    raise exception 'data/invalid: updates must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(updates) > private.bulk_tasks_max() then
    raise exception 'task/bulk-too-large: at most % tasks can change at once, not %',
      private.bulk_tasks_max(), jsonb_array_length(updates) using errcode = '22023';
  end if;
  perform private.check_input_bytes(updates, private.bulk_input_max_bytes(), 'updates');
  for entry in select u from jsonb_array_elements(updates) u loop
    perform private.check_bulk_changes(entry -> 'changes', array['state_id', 'board_id',
      'position', 'priority', 'assignee_id', 'due_date', 'labels']);
    if entry ? 'version' and jsonb_typeof(entry -> 'version') <> 'number' then
      raise exception 'data/invalid: version must be a number' using errcode = '22023';
    end if;
  end loop;
  select coalesce(jsonb_object_agg(first.id, first.u), '{}') into by_task
  from (
    select distinct on ((u ->> 'id')::uuid) (u ->> 'id')::uuid as id, u
    from jsonb_array_elements(updates) with ordinality e(u, n)
    where u ->> 'id' is not null
    order by (u ->> 'id')::uuid, n
  ) first;
  for task in
    select * from private.bulk_lock_tasks(
      array(select (u ->> 'id')::uuid from jsonb_array_elements(updates) u),
      array(select (u -> 'changes' ->> 'board_id')::uuid from jsonb_array_elements(updates) u),
      'member')
  loop
    entry := by_task -> task.id::text;
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

-- Applies the same `changes` to every task of `task_ids` (members and up): any of state_id,
-- board_id (with an optional state_id there), priority, assignee_id, due_date, labels,
-- add_labels, remove_labels. Moved tasks go to the bottom of their new column in board order.
-- Answers `[{id, changes, version}]` with the previous values of each task that changed:
-- bulk_set_tasks of that answer undoes the batch. Sizes are checked before anything else.
create or replace function public.bulk_update_tasks(task_ids uuid[], changes jsonb)
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
  if coalesce(cardinality(task_ids), 0) > private.bulk_tasks_max() then
    raise exception 'task/bulk-too-large: at most % tasks can change at once, not %',
      private.bulk_tasks_max(), cardinality(task_ids) using errcode = '22023';
  end if;
  perform private.check_input_bytes(changes, private.bulk_input_max_bytes(), 'changes');
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

-- The most notifications one release_notification_digest call takes: 100,000
-- (NOTIFICATION_RELEASE_MAX in @tandem/schemas), far more than one person's digest holds.
create function private.notification_release_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 100000
$$;

-- Clears `emailed_at` on the given notifications that claim_notification_digests marked;
-- answers how many went back. For the digest Edge Function only. At most
-- NOTIFICATION_RELEASE_MAX ids, checked before anything else.
create or replace function public.release_notification_digest(notification_ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  released integer;
begin
  if coalesce(cardinality(notification_ids), 0) > private.notification_release_max() then
    raise exception 'data/too-large: at most % notifications can be released at once, not %',
      private.notification_release_max(), cardinality(notification_ids) using errcode = '22023';
  end if;
  update public.notifications n set emailed_at = null
  where n.id = any (notification_ids) and n.emailed_at is not null;
  get diagnostics released = row_count;
  return released;
end
$$;

revoke execute on function private.bulk_input_max_bytes(), private.notification_release_max(),
  private.check_input_bytes(jsonb, integer, text) from public, anon;
grant execute on function private.bulk_input_max_bytes(), private.notification_release_max(),
  private.check_input_bytes(jsonb, integer, text) to authenticated, service_role;
revoke execute on function public.release_notification_digest(uuid[]) from public, anon, authenticated;
grant execute on function public.release_notification_digest(uuid[]) to service_role;
