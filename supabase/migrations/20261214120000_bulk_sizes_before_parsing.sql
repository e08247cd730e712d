-- Bulk calls and staged import parts refuse an oversized list or document before building
-- it. A `jsonb` parameter is parsed into a tree before the function's first line runs, and
-- measuring it (`::text`) serialises that tree again; a `uuid[]` parameter parses every id
-- first. A 10 MB body cost all of that before its size was looked at, which on PGlite (one
-- connection) kept every other request waiting.
--
-- The lists and documents of bulk_set_tasks, bulk_update_tasks, bulk_delete_tasks,
-- restore_tasks, release_notification_digest and stage_import are now `json`, which PostgreSQL only validates on input and
-- keeps as the text that was sent: its bytes are known at once and its entries are counted by
-- one scan that builds nothing. Only a list or document within its limit is then turned into
-- jsonb or uuid[] (BULK_TASKS_MAX entries, BULK_INPUT_MAX_BYTES (1 MiB) for bulk documents,
-- NOTIFICATION_RELEASE_MAX ids to release, IMPORT_PART_MAX_BYTES (5 MiB) for a part). On PGlite a 10 MB list of ids costs about 120 ms
-- as json against 290 ms as uuid[], most of it handing the text over.
--
-- Both bulk edits gather their answer in an array made JSON once, where appending to a jsonb
-- value copied it for every task (85 ms of a 500-task batch on PGlite, growing with its square).
--
-- Callers send the same JSON; the generated types say `Json` for the id lists. The errors are
-- the catalogued ones: task/bulk-too-large past BULK_TASKS_MAX entries, data/too-large past
-- the bytes, import/too-large for a part (now checked before its count), data/invalid for a
-- list that is not one.

-- The ids of a bulk call's `task_ids`, at most BULK_TASKS_MAX of them (counted before
-- duplicates are dropped), checked before any id is parsed. Null stays null.
create function private.bulk_ids(task_ids json)
returns uuid[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  entries integer;
begin
  if task_ids is null then
    return null;
  end if;
  if pg_catalog.json_typeof(task_ids) <> 'array' then
    raise exception 'data/invalid: task_ids must be a list of task ids' using errcode = '22023';
  end if;
  -- Counted once: each count is a scan of the whole text.
  entries := pg_catalog.json_array_length(task_ids);
  if entries > private.bulk_tasks_max() then
    raise exception 'task/bulk-too-large: at most % tasks can change at once, not %',
      private.bulk_tasks_max(), entries using errcode = '22023';
  end if;
  return array(select e::uuid from pg_catalog.json_array_elements_text(task_ids) e);
end
$$;

revoke execute on function private.bulk_ids(json) from public, anon;
grant execute on function private.bulk_ids(json) to authenticated, service_role;

drop function public.bulk_set_tasks(jsonb);

-- Gives each task its own values (members and up): `updates` is `[{id, changes, version?}]`, as
-- bulk_update_tasks answers, where changes may also carry a task's `position` in its column.
-- An entry with a version changes its task only while the task is still at that version; of
-- entries naming the same task, the first counts. Answers the previous values of what it
-- changed in the same shape, so an undo can be redone.
--
-- A document over the byte limit is refused as sent: its entries are counted by one scan that
-- builds nothing (so a list of 60,000 small entries is still called too many tasks). Within
-- the limit it is parsed once, one pass validates the entries and indexes them by task, and
-- each locked task finds its entry by key instead of by a scan of the list.
create function public.bulk_set_tasks(updates json)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  entries integer;
  document jsonb;
  task public.tasks;
  by_task jsonb;
  entry jsonb;
  changed jsonb;
  -- Gathered as an array and made JSON once: appending to a jsonb copies it every time.
  answers jsonb[] := '{}';
begin
  perform private.require_user();
  if updates is null or pg_catalog.json_typeof(updates) <> 'array' then
    raise exception 'data/invalid: updates must be a list' using errcode = '22023';
  end if;
  if pg_catalog.octet_length(updates::text) > private.bulk_input_max_bytes() then
    entries := pg_catalog.json_array_length(updates);
    if entries > private.bulk_tasks_max() then
      raise exception 'task/bulk-too-large: at most % tasks can change at once, not %',
        private.bulk_tasks_max(), entries using errcode = '22023';
    end if;
    raise exception 'data/too-large: updates may hold at most % bytes of JSON',
      private.bulk_input_max_bytes() using errcode = '22023';
  end if;
  document := updates::jsonb;
  if jsonb_array_length(document) > private.bulk_tasks_max() then
    raise exception 'task/bulk-too-large: at most % tasks can change at once, not %',
      private.bulk_tasks_max(), jsonb_array_length(document) using errcode = '22023';
  end if;
  for entry in select u from jsonb_array_elements(document) u loop
    perform private.check_bulk_changes(entry -> 'changes', array['state_id', 'board_id',
      'position', 'priority', 'assignee_id', 'due_date', 'labels']);
    if entry ? 'version' and jsonb_typeof(entry -> 'version') <> 'number' then
      raise exception 'data/invalid: version must be a number' using errcode = '22023';
    end if;
  end loop;
  select coalesce(jsonb_object_agg(first.id, first.u), '{}') into by_task
  from (
    select distinct on ((u ->> 'id')::uuid) (u ->> 'id')::uuid as id, u
    from jsonb_array_elements(document) with ordinality e(u, n)
    where u ->> 'id' is not null
    order by (u ->> 'id')::uuid, n
  ) first;
  for task in
    select * from private.bulk_lock_tasks(
      array(select (u ->> 'id')::uuid from jsonb_array_elements(document) u),
      array(select (u -> 'changes' ->> 'board_id')::uuid from jsonb_array_elements(document) u),
      'member')
  loop
    entry := by_task -> task.id::text;
    -- Changed by someone (or something) since the batch: their change stands.
    continue when entry ? 'version' and (entry ->> 'version')::integer <> task.version;
    changed := private.bulk_apply(task, entry -> 'changes');
    if changed is not null then
      answers := answers || changed;
    end if;
  end loop;
  return pg_catalog.to_jsonb(answers);
end
$$;

drop function public.bulk_update_tasks(uuid[], jsonb);

-- Applies the same `changes` to every task of `task_ids` (members and up): any of state_id,
-- board_id (with an optional state_id there), priority, assignee_id, due_date, labels,
-- add_labels, remove_labels. Moved tasks go to the bottom of their new column in board order.
-- Answers `[{id, changes, version}]` with the previous values of each task that changed:
-- bulk_set_tasks of that answer undoes the batch. The number of ids and the bytes of
-- `changes` are checked before either is parsed.
create function public.bulk_update_tasks(task_ids json, changes json)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  ids uuid[];
  document jsonb;
  task public.tasks;
  changed jsonb;
  -- Gathered as an array and made JSON once: appending to a jsonb copies it every time.
  answers jsonb[] := '{}';
begin
  perform private.require_user();
  ids := private.bulk_ids(task_ids);
  if pg_catalog.octet_length(changes::text) > private.bulk_input_max_bytes() then
    raise exception 'data/too-large: changes may hold at most % bytes of JSON',
      private.bulk_input_max_bytes() using errcode = '22023';
  end if;
  document := changes::jsonb;
  perform private.check_bulk_changes(document, array['state_id', 'board_id', 'priority',
    'assignee_id', 'due_date', 'labels', 'add_labels', 'remove_labels']);
  for task in
    select * from private.bulk_lock_tasks(ids, array[(document ->> 'board_id')::uuid], 'member')
  loop
    changed := private.bulk_apply(task, document);
    if changed is not null then
      answers := answers || changed;
    end if;
  end loop;
  return pg_catalog.to_jsonb(answers);
end
$$;

drop function public.bulk_delete_tasks(uuid[]);

-- Deletes every task of `task_ids` (admins and the owner), each kept in the trash for the
-- undo window as a single delete keeps it. Answers the deleted ids. At most BULK_TASKS_MAX
-- ids, counted before they are parsed.
create function public.bulk_delete_tasks(task_ids json)
returns uuid[]
language plpgsql
security invoker
set search_path = ''
as $$
declare
  ids uuid[];
begin
  perform private.require_user();
  select array_agg(t.id) into ids
  from private.bulk_lock_tasks(private.bulk_ids(task_ids), null, 'admin') t;
  delete from public.tasks t where t.id = any (ids);
  return ids;
end
$$;

drop function public.restore_tasks(uuid[]);

-- Brings back every task of `task_ids` deleted within the undo window, all or none, with
-- restore_task's rules for each. At most BULK_TASKS_MAX ids, counted before they are parsed.
create function public.restore_tasks(task_ids json)
returns setof public.tasks
language plpgsql
security invoker
set search_path = ''
as $$
declare
  id uuid;
begin
  perform private.require_user();
  foreach id in array private.check_bulk_size(private.bulk_ids(task_ids)) loop
    return next public.restore_task(id);
  end loop;
end
$$;

drop function public.stage_import(uuid, uuid, integer, jsonb);

-- Stores part `part` of the caller's import `import_id` into `workspace_id`, for a later
-- `import_board(workspace_id, payload, import_id)`. Admins and the owner only, checked before
-- anything is read or stored; then the part's bytes as sent (at most IMPORT_PART_MAX_BYTES),
-- before it is parsed, and its number of tasks; then the import's staged bytes and the
-- unfinished imports of the caller and of the workspace (see 20261212130000_import_trust.sql).
create function public.stage_import(workspace_id uuid, import_id uuid, part integer, tasks json)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  size integer;
  document jsonb;
  staged record;
begin
  perform private.require_importer(stage_import.workspace_id);
  perform private.check_import_part(stage_import.part);
  if stage_import.tasks is null or pg_catalog.json_typeof(stage_import.tasks) <> 'array' then
    raise exception 'data/invalid: a part holds an array of at most 1000 tasks' using errcode = '22023';
  end if;
  size := pg_catalog.octet_length(stage_import.tasks::text);
  if size > private.import_limit('part_bytes') then
    raise exception 'import/too-large: a part is at most % bytes', private.import_limit('part_bytes')
      using errcode = '22023';
  end if;
  document := stage_import.tasks::jsonb;
  if jsonb_array_length(document) > 1000 then
    raise exception 'data/invalid: a part holds an array of at most 1000 tasks' using errcode = '22023';
  end if;
  perform private.check_import_quota(stage_import.workspace_id, stage_import.import_id);
  select count(*) filter (where p.owner_id <> auth.uid() or p.workspace_id <> stage_import.workspace_id) as theirs,
    coalesce(sum(p.bytes) filter (where p.part <> stage_import.part), 0) as bytes
  into staged from private.import_parts p where p.import_id = stage_import.import_id;
  if staged.theirs > 0 then
    raise exception 'data/forbidden: that import belongs to someone else' using errcode = '42501';
  end if;
  if staged.bytes + size > private.import_limit('staged_bytes') then
    raise exception 'import/too-large: an import stages at most % bytes',
      private.import_limit('staged_bytes') using errcode = '22023';
  end if;
  insert into private.import_parts as p (import_id, part, owner_id, workspace_id, tasks, bytes)
  values (stage_import.import_id, stage_import.part, auth.uid(), stage_import.workspace_id,
    document, size)
  on conflict on constraint import_parts_pkey do update
    set tasks = excluded.tasks, bytes = excluded.bytes, created_at = now();
end
$$;

drop function public.release_notification_digest(uuid[]);

-- Clears `emailed_at` on the given notifications that claim_notification_digests marked;
-- answers how many went back. For the digest Edge Function only. At most
-- NOTIFICATION_RELEASE_MAX ids, counted before any is parsed.
create function public.release_notification_digest(notification_ids json)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  entries integer;
  ids uuid[];
  released integer;
begin
  if notification_ids is not null and pg_catalog.json_typeof(notification_ids) <> 'array' then
    raise exception 'data/invalid: notification_ids must be a list' using errcode = '22023';
  end if;
  entries := coalesce(pg_catalog.json_array_length(notification_ids), 0);
  if entries > private.notification_release_max() then
    raise exception 'data/too-large: at most % notifications can be released at once, not %',
      private.notification_release_max(), entries using errcode = '22023';
  end if;
  ids := array(select e::uuid from pg_catalog.json_array_elements_text(notification_ids) e);
  update public.notifications n set emailed_at = null
  where n.id = any (ids) and n.emailed_at is not null;
  get diagnostics released = row_count;
  return released;
end
$$;

revoke execute on function public.release_notification_digest(json)
  from public, anon, authenticated;
grant execute on function public.release_notification_digest(json) to service_role;

revoke execute on function public.bulk_set_tasks(json), public.bulk_update_tasks(json, json),
  public.bulk_delete_tasks(json), public.restore_tasks(json),
  public.stage_import(uuid, uuid, integer, json)
  from public, anon;
grant execute on function public.bulk_set_tasks(json), public.bulk_update_tasks(json, json),
  public.bulk_delete_tasks(json), public.restore_tasks(json),
  public.stage_import(uuid, uuid, integer, json)
  to authenticated;
