-- Import and export of a whole board.
--
-- An import is one call of `import_board`: the board, its states, the workspace labels it
-- uses, its tasks with their checklists and comments are created in one transaction, so a
-- failure anywhere leaves nothing behind. A large import may first send its tasks in parts
-- (`stage_import`, so a browser can show progress while they upload); the parts wait in a
-- private table until `import_board` takes them, in the same transaction that creates the
-- board, and are deleted there. Nothing of a staged import is visible on any board before
-- that call commits.
--
-- The payload is the Tandem board format of `@tandem/schemas` (`boardImportSchema`); the
-- client turns Trello and CSV files into it. `export_board` writes the same format, so an
-- export imports back unchanged. Runs as the caller: creating the board needs the admin role
-- (boards_insert), as creating any board does.

-- ---------------------------------------------------------------------------------------------
-- Staged parts of an import
-- ---------------------------------------------------------------------------------------------

create table private.import_parts (
  import_id uuid not null,
  part integer not null check (part between 0 and 999),
  owner_id uuid not null,
  tasks jsonb not null check (jsonb_typeof(tasks) = 'array'),
  created_at timestamptz not null default now(),
  primary key (import_id, part)
);
-- Only the definer functions below touch it: no role reads or writes it directly.
alter table private.import_parts enable row level security;

-- Most tasks one import creates (IMPORT_TASKS_MAX in @tandem/schemas).
create function private.import_tasks_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 10000
$$;

-- Stores one part of an import's tasks for the caller. A part is at most 1,000 tasks; parts
-- nobody imported within a day are dropped.
create function public.stage_import(import_id uuid, part integer, tasks jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'data/forbidden: sign in to import' using errcode = '42501';
  end if;
  if jsonb_typeof(stage_import.tasks) is distinct from 'array'
     or jsonb_array_length(stage_import.tasks) > 1000 then
    raise exception 'data/invalid: a part holds an array of at most 1000 tasks' using errcode = '22023';
  end if;
  delete from private.import_parts p where p.created_at < now() - interval '1 day';
  -- Someone else's import id stays theirs: the conflict update only matches the owner's rows.
  insert into private.import_parts as p (import_id, part, owner_id, tasks)
  values (stage_import.import_id, stage_import.part, auth.uid(), stage_import.tasks)
  on conflict on constraint import_parts_pkey do update set tasks = excluded.tasks, created_at = now()
    where p.owner_id = excluded.owner_id;
  if not found then
    raise exception 'data/forbidden: that import belongs to someone else' using errcode = '42501';
  end if;
end
$$;

-- The caller's staged tasks of `import_id`, in part order, removed from the staging table.
create function private.take_import_parts(import_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  tasks jsonb;
begin
  select coalesce(jsonb_agg(t order by p.part, n), '[]') into tasks
  from private.import_parts p, jsonb_array_elements(p.tasks) with ordinality as e (t, n)
  where p.import_id = take_import_parts.import_id and p.owner_id = auth.uid();
  delete from private.import_parts p
  where p.import_id = take_import_parts.import_id and p.owner_id = auth.uid();
  return tasks;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- States of an imported board
-- ---------------------------------------------------------------------------------------------

-- Gives the new `board` the payload's states, in order, reusing its built-in states: each
-- payload state takes over a built-in state of its category while one is left (so a
-- re-imported Tandem board gets back the very states it had, statuses included), and is added
-- otherwise. Built-in states no payload state took are deleted, except the one that keeps a
-- category present (a board keeps one state of each). Returns the states' ids in payload order.
create function private.import_states(board uuid, states jsonb)
returns uuid[]
language plpgsql
set search_path = ''
as $$
declare
  item jsonb;
  claimed uuid;
  ids uuid[] := '{}';
  key text := null;
  cat public.state_category;
begin
  -- Out of the way of the payload's names first: two columns of a board never share a name.
  update public.board_states s set name = '~' || s.status::text where s.board_id = board;
  for item in select value from jsonb_array_elements(states) loop
    cat := (item ->> 'category')::public.state_category;
    key := private.key_between(key, null);
    select s.id into claimed from public.board_states s
    where s.board_id = board and s.category = cat and s.status is not null
      and s.id <> all (ids)
    order by s.position limit 1;
    if found then
      update public.board_states s set name = item ->> 'name', color = item ->> 'color',
        position = key, wip_limit = (item ->> 'wip_limit')::integer,
        wip_hard_limit = coalesce((item ->> 'wip_hard_limit')::boolean, false)
      where s.id = claimed;
    else
      insert into public.board_states (board_id, name, color, position, category, wip_limit, wip_hard_limit)
      values (board, item ->> 'name', item ->> 'color', key, cat,
        (item ->> 'wip_limit')::integer, coalesce((item ->> 'wip_hard_limit')::boolean, false))
      returning id into claimed;
    end if;
    ids := ids || claimed;
  end loop;
  delete from public.board_states s
  where s.board_id = board and s.id <> all (ids)
    and exists (select 1 from public.board_states o where o.board_id = board
      and o.category = s.category and o.id = any (ids));
  -- The states left keep a category no payload state has: back to their own names, after the rest.
  for claimed in select s.id from public.board_states s
    where s.board_id = board and s.id <> all (ids) order by s.position loop
    key := private.key_between(key, null);
    update public.board_states s set position = key,
      name = case when exists (select 1 from public.board_states o where o.board_id = board
          and lower(o.name) = lower(private.status_name(s.status)))
        then private.status_name(s.status) || ' (2)' else private.status_name(s.status) end
    where s.id = claimed;
  end loop;
  return ids;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Import
-- ---------------------------------------------------------------------------------------------

-- A comment written by someone else than the importer starts with who wrote it and when, as
-- the importer becomes its author.
create function private.import_comment_body(comment jsonb, importer_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(case
    when coalesce(comment ->> 'author_name', comment ->> 'author_email') is not null
      and lower(coalesce(comment ->> 'author_email', '')) is distinct from lower(importer_email)
    then '*' || coalesce(comment ->> 'author_name', comment ->> 'author_email')
      || coalesce(', ' || left(comment ->> 'created_at', 10), '') || ':*' || E'\n\n'
      || (comment ->> 'body')
    else comment ->> 'body'
  end, 4000)
$$;

-- Creates a board of `workspace_id` from `payload` (the Tandem board format) and, when
-- `import_id` is given, the tasks staged under it by the caller, all in this one
-- transaction. Assignees are matched to members by email; tasks whose person is no member
-- stay unassigned. Returns what was created, for the import's report.
create function public.import_board(workspace_id uuid, payload jsonb, import_id uuid default null)
returns jsonb
language plpgsql
security invoker
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

  insert into public.tasks (id, board_id, title, description, state_id, priority, assignee_id,
    due_date, labels)
  select (t ->> 'id')::uuid, board, t ->> 'title', nullif(t ->> 'description', ''),
    state_ids[coalesce((t ->> 'state')::integer, 0) + 1],
    coalesce(t ->> 'priority', 'none')::public.task_priority,
    (members ->> lower(t ->> 'assignee_email'))::uuid,
    (t ->> 'due_date')::date,
    coalesce((select array_agg(x order by n) from jsonb_array_elements_text(t -> 'labels')
      with ordinality as l (x, n)), '{}')
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

-- ---------------------------------------------------------------------------------------------
-- Export
-- ---------------------------------------------------------------------------------------------

-- The board in the Tandem board format: what `import_board` takes, plus each task's number
-- and each comment's author and time. Everyone who can see the board may export it.
create function public.export_board(board_id uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  b public.boards;
  states uuid[];
begin
  select * into b from public.boards x where x.id = export_board.board_id;
  if not found then
    raise exception 'data/not-found: board not found' using errcode = 'PT404';
  end if;
  select array_agg(s.id order by s.position, s.id) into states
  from public.board_states s where s.board_id = b.id;
  return jsonb_build_object(
    'format', 'tandem.board',
    'version', 1,
    'exported_at', now(),
    'board', jsonb_build_object('name', b.name, 'description', b.description),
    'states', (select coalesce(jsonb_agg(jsonb_build_object('name', s.name, 'category', s.category,
        'color', s.color, 'wip_limit', s.wip_limit, 'wip_hard_limit', s.wip_hard_limit)
        order by s.position, s.id), '[]')
      from public.board_states s where s.board_id = b.id),
    'labels', (select coalesce(jsonb_agg(jsonb_build_object('name', l.name, 'color', l.color)
        order by l.name), '[]')
      from public.workspace_labels l where l.workspace_id = b.workspace_id
        and exists (select 1 from public.tasks t where t.board_id = b.id and l.name = any (t.labels))),
    'tasks', (select coalesce(jsonb_agg(jsonb_build_object(
        'number', t.number,
        'title', t.title,
        'description', t.description,
        'state', array_position(states, t.state_id) - 1,
        'priority', t.priority,
        'assignee_email', (select e.email from public.member_emails(b.workspace_id) e
          where e.user_id = t.assignee_id),
        'due_date', t.due_date,
        'labels', to_jsonb(t.labels),
        'checklist', (select coalesce(jsonb_agg(jsonb_build_object('title', i.title, 'done', i.done)
            order by i.position, i.id), '[]')
          from public.task_checklist_items i where i.task_id = t.id),
        'comments', (select coalesce(jsonb_agg(jsonb_build_object('body', c.body,
            'author_name', p.display_name,
            'author_email', (select e.email from public.member_emails(b.workspace_id) e
              where e.user_id = c.author_id),
            'created_at', c.created_at) order by c.created_at, c.id), '[]')
          from public.comments c left join public.profiles p on p.id = c.author_id
          where c.task_id = t.id and c.deleted_at is null)
      ) order by array_position(states, t.state_id), t.position, t.id), '[]')
      from public.tasks t where t.board_id = b.id)
  );
end
$$;

revoke execute on function public.stage_import(uuid, integer, jsonb),
  public.import_board(uuid, jsonb, uuid), public.export_board(uuid) from public, anon;
grant execute on function public.stage_import(uuid, integer, jsonb),
  public.import_board(uuid, jsonb, uuid), public.export_board(uuid) to authenticated;

revoke execute on function private.import_tasks_max(), private.take_import_parts(uuid),
  private.import_states(uuid, jsonb), private.import_comment_body(jsonb, text) from public;
grant execute on function private.import_tasks_max(), private.take_import_parts(uuid),
  private.import_states(uuid, jsonb), private.import_comment_body(jsonb, text)
  to authenticated, service_role;
