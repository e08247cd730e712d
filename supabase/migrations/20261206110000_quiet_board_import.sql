-- A board import creates thousands of rows in one transaction, on a board nobody has open yet.
-- The per-row side effects a single edit has would make it slow and noisy: an activity entry,
-- a watch and an "assigned to you" notification per task, a broadcast per row to channels no
-- one has joined, and a recount of a task's checklist per item. While `import_board` runs
-- (`tandem.importing` on, for its transaction only) those triggers stand aside; the import
-- then counts every checklist once, and the board's creation is what goes live.

create function private.is_importing()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.current_setting('tandem.importing', true), '') = 'on'
$$;

revoke execute on function private.is_importing() from public;
grant execute on function private.is_importing() to authenticated, service_role;

-- The same triggers, on the same events and in the same order (names unchanged), skipped
-- during an import.
drop trigger tasks_after_change on public.tasks;
create trigger tasks_after_change after insert or update or delete on public.tasks
  for each row when (not private.is_importing()) execute function private.tasks_after_change();
drop trigger tasks_broadcast on public.tasks;
create trigger tasks_broadcast after insert or update or delete on public.tasks
  for each row when (not private.is_importing()) execute function private.broadcast_change();
drop trigger tasks_auto_watch on public.tasks;
create trigger tasks_auto_watch after insert or update on public.tasks
  for each row when (not private.is_importing()) execute function private.tasks_auto_watch();
drop trigger tasks_notify on public.tasks;
create trigger tasks_notify after insert or update on public.tasks
  for each row when (not private.is_importing()) execute function private.tasks_notify();

drop trigger comments_after_insert on public.comments;
create trigger comments_after_insert after insert on public.comments
  for each row when (not private.is_importing()) execute function private.comments_after_insert();
drop trigger comments_broadcast on public.comments;
create trigger comments_broadcast after insert or update or delete on public.comments
  for each row when (not private.is_importing()) execute function private.broadcast_change();
drop trigger comments_auto_watch on public.comments;
create trigger comments_auto_watch after insert or update on public.comments
  for each row when (not private.is_importing()) execute function private.comments_auto_watch();
drop trigger comments_notify on public.comments;
create trigger comments_notify after insert or update on public.comments
  for each row when (not private.is_importing()) execute function private.comments_notify();

drop trigger checklist_items_after_change on public.task_checklist_items;
create trigger checklist_items_after_change after insert or update or delete on public.task_checklist_items
  for each row when (not private.is_importing()) execute function private.checklist_items_after_change();
drop trigger task_checklist_items_broadcast on public.task_checklist_items;
create trigger task_checklist_items_broadcast after insert or update or delete on public.task_checklist_items
  for each row when (not private.is_importing()) execute function private.broadcast_checklist_change();
drop trigger checklist_items_log on public.task_checklist_items;
create trigger checklist_items_log after insert or update on public.task_checklist_items
  for each row when (not private.is_importing()) execute function private.checklist_items_log();


create or replace function private.count_imported_checklists(board uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('tandem.counting_checklist', 'on', true);
  update public.tasks t set checklist_total = c.total, checklist_done = c.done
  from (
    select i.task_id, count(*)::integer as total, (count(*) filter (where i.done))::integer as done
    from public.task_checklist_items i join public.tasks k on k.id = i.task_id
    where k.board_id = board group by i.task_id
  ) c
  where t.id = c.task_id;
  perform pg_catalog.set_config('tandem.counting_checklist', '', true);
end
$$;

revoke execute on function private.count_imported_checklists(uuid) from public;
grant execute on function private.count_imported_checklists(uuid) to authenticated, service_role;

-- import_board of the previous migration, quiet and fast: the rows go in with the triggers
-- above standing aside and with their positions chosen up front, then each task's checklist is
-- counted once. It runs as its owner, so no row pays for a policy check: the admin role it
-- requires first is more than any policy of the rows it writes asks for (boards need admins;
-- states, labels, tasks, checklists and comments members), and every row it writes belongs to
-- the board it creates in the caller's workspace.
create or replace function public.import_board(workspace_id uuid, payload jsonb, import_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  board uuid;
  state_ids uuid[];
  tasks jsonb;
  me text;
  members jsonb;
  labels_before integer;
  report jsonb;
  keys text[] := '{}';
  key text := null;
begin
  if private.hidden_from_caller(import_board.workspace_id) then
    raise exception 'data/not-found: workspace not found' using errcode = 'PT404';
  end if;
  if not private.has_role(import_board.workspace_id, 'admin') then
    raise exception 'data/forbidden: importing a board requires the admin role' using errcode = '42501';
  end if;
  tasks := coalesce(payload -> 'tasks', '[]');
  if import_board.import_id is not null then
    tasks := tasks || private.take_import_parts(import_board.import_id);
  end if;
  if jsonb_array_length(tasks) > private.import_tasks_max() then
    raise exception 'import/too-many-tasks: an import creates at most % tasks',
      private.import_tasks_max() using errcode = '22023';
  end if;
  perform pg_catalog.set_config('tandem.importing', 'on', true);
  -- Ids chosen here tie each task to its checklist and comments below.
  select coalesce(jsonb_agg(t || jsonb_build_object('id', gen_random_uuid(), 'n', n) order by n), '[]')
  into tasks from jsonb_array_elements(tasks) with ordinality as e (t, n);

  insert into public.boards (workspace_id, name, description)
  values (import_board.workspace_id, payload #>> '{board,name}', nullif(payload #>> '{board,description}', ''))
  returning id into board;
  state_ids := private.import_states(board, coalesce(payload -> 'states', '[]'));

  select count(*) into labels_before from public.workspace_labels l
  where l.workspace_id = import_board.workspace_id;
  insert into public.workspace_labels (workspace_id, name, color)
  select import_board.workspace_id, l ->> 'name', coalesce(l ->> 'color', 'gray')
  from jsonb_array_elements(coalesce(payload -> 'labels', '[]')) l
  on conflict on constraint workspace_labels_workspace_id_name_key do nothing;

  select e.email into me from public.member_emails(import_board.workspace_id) e
  where e.user_id = auth.uid();
  select coalesce(jsonb_object_agg(lower(e.email), e.user_id), '{}') into members
  from public.member_emails(import_board.workspace_id) e;

  -- Each column's cards in file order: the n-th card of a column takes the n-th key.
  for i in 1 .. jsonb_array_length(tasks) loop
    key := private.key_between(key, null);
    keys := keys || key;
  end loop;
  insert into public.tasks (id, board_id, title, description, state_id, priority, assignee_id,
    due_date, labels, position)
  select (t ->> 'id')::uuid, board, t ->> 'title', nullif(t ->> 'description', ''),
    state_ids[coalesce((t ->> 'state')::integer, 0) + 1],
    coalesce(t ->> 'priority', 'none')::public.task_priority,
    (members ->> lower(t ->> 'assignee_email'))::uuid,
    (t ->> 'due_date')::date,
    coalesce((select array_agg(x order by n) from jsonb_array_elements_text(t -> 'labels')
      with ordinality as l (x, n)), '{}'),
    keys[row_number() over (partition by coalesce((t ->> 'state')::integer, 0)
      order by (t ->> 'n')::integer)]
  from jsonb_array_elements(tasks) t
  order by (t ->> 'n')::integer;

  insert into public.task_checklist_items (task_id, title, done)
  select (t ->> 'id')::uuid, i ->> 'title', coalesce((i ->> 'done')::boolean, false)
  from jsonb_array_elements(tasks) t, jsonb_array_elements(coalesce(t -> 'checklist', '[]'))
    with ordinality as c (i, n)
  order by (t ->> 'n')::integer, c.n;

  insert into public.comments (task_id, author_id, body)
  select (t ->> 'id')::uuid, auth.uid(), private.import_comment_body(c.comment, me)
  from jsonb_array_elements(tasks) t, jsonb_array_elements(coalesce(t -> 'comments', '[]'))
    with ordinality as c (comment, n)
  order by (t ->> 'n')::integer, c.n;

  perform private.count_imported_checklists(board);
  perform pg_catalog.set_config('tandem.importing', '', true);

  select jsonb_build_object(
    'board_id', board,
    'states', cardinality(state_ids),
    'tasks', count(*),
    'assigned', count(*) filter (where x.assignee_id is not null),
    'unassigned', count(*) filter (where x.assignee_id is null and t.t ->> 'assignee_email' is not null),
    'checklist_items', coalesce(sum(x.checklist_total), 0),
    'comments', (select count(*) from public.comments c join public.tasks k on k.id = c.task_id
      where k.board_id = board),
    'labels_created', (select count(*) from public.workspace_labels l
      where l.workspace_id = import_board.workspace_id) - labels_before
  ) into report
  from public.tasks x join jsonb_array_elements(tasks) t (t) on (t.t ->> 'id')::uuid = x.id;
  return report;
end
$$;
