-- Tasks and what hangs off them: labels, checklists, numbering, the activity feed, bulk edits
-- and the trash (deleted tasks restorable for a while).

-- Function bodies are checked when they run, not when they are created (as in pg_dump's output),
-- so a helper may read a table declared further down or in a later file.
set check_function_bodies = off;

create type public.task_priority as enum ('none', 'low', 'medium', 'high', 'urgent');;

create type public.activity_kind as enum ('task.created', 'task.updated', 'task.moved', 'task.deleted', 'comment.created', 'attachment.added', 'attachment.removed', 'member.joined', 'member.left', 'member.role_changed', 'board.created', 'board.archived', 'checklist.item_added', 'checklist.item_checked');;

create table public.workspace_labels (
  id uuid not null default gen_random_uuid(),
  workspace_id uuid not null,
  "name" text not null,
  color text not null default 'gray'::text,
  created_by uuid,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint workspace_labels_pkey primary key (id),
  constraint workspace_labels_workspace_id_name_key unique (workspace_id, name),
  constraint workspace_labels_created_by_fkey foreign key (created_by) references public.profiles(id) on delete set null,
  constraint workspace_labels_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade,
  constraint workspace_labels_color_check check ((color = ANY (ARRAY['gray'::text, 'red'::text, 'orange'::text, 'amber'::text, 'green'::text, 'teal'::text, 'blue'::text, 'indigo'::text, 'purple'::text, 'pink'::text]))),
  constraint workspace_labels_name_check check (private.is_trimmed_text(name, 1, 24))
);

alter table public.workspace_labels enable row level security;

comment on table public.workspace_labels is
  'The labels of a workspace: names and colours tasks use.';

grant insert, select, update, delete on table public.workspace_labels to service_role, authenticated;

create policy workspace_labels_delete on public.workspace_labels for delete to authenticated
  using (private.has_role(workspace_id, 'admin'));

create policy workspace_labels_insert on public.workspace_labels for insert to authenticated
  with check (private.has_role(workspace_id, 'member'));

create policy workspace_labels_select on public.workspace_labels for select to authenticated
  using (private.is_member(workspace_id));

create policy workspace_labels_update on public.workspace_labels for update to authenticated
  using (private.has_role(workspace_id, 'admin'))
  with check (private.has_role(workspace_id, 'admin'));

create table public.tasks (
  id uuid not null default gen_random_uuid(),
  workspace_id uuid not null,
  board_id uuid not null,
  number integer not null,
  title text not null,
  description text,
  status public.task_status not null default 'backlog'::public.task_status,
  priority public.task_priority not null default 'none'::public.task_priority,
  assignee_id uuid,
  due_date date,
  labels text[] not null default '{}'::text[],
  "position" text not null collate "C",
  version integer not null default 1,
  created_by uuid,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  completed_at timestamp with time zone,
  search tsvector generated always as ((setweight(to_tsvector('english'::regconfig, title), 'A'::"char") || setweight(to_tsvector('english'::regconfig, COALESCE(description, ''::text)), 'B'::"char"))) stored,
  mentions uuid[] not null default '{}'::uuid[],
  checklist_done integer not null default 0,
  checklist_total integer not null default 0,
  state_id uuid not null,
  checklist_changed_at timestamp with time zone,
  constraint tasks_pkey primary key (id),
  constraint tasks_workspace_id_number_key unique (workspace_id, number),
  constraint tasks_assignee_id_fkey foreign key (assignee_id) references public.profiles(id) on delete set null,
  constraint tasks_board_id_fkey foreign key (board_id) references public.boards(id) on delete cascade,
  constraint tasks_created_by_fkey foreign key (created_by) references public.profiles(id) on delete set null,
  constraint tasks_state_id_fkey foreign key (state_id) references public.board_states(id),
  constraint tasks_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade,
  constraint tasks_check check (((status = 'done'::public.task_status) = (completed_at is not null))),
  constraint tasks_check1 check (checklist_total between 0 and 50 and checklist_done <= checklist_total),
  constraint tasks_checklist_done_check check ((checklist_done >= 0)),
  constraint tasks_description_check check (((description is null) or private.is_trimmed_text(description, 1, 10000))),
  constraint tasks_number_check check ((number > 0)),
  constraint tasks_position_check check (("position" ~ '^[A-Za-z][0-9A-Za-z]*$'::text)),
  constraint tasks_title_check check (private.is_trimmed_text(title, 1, 200)),
  constraint tasks_version_check check ((version > 0))
);

alter table public.tasks enable row level security;

comment on column public.tasks.checklist_changed_at is
  'When checklist_done or checklist_total last changed (null: never); kept by triggers.';

comment on column public.tasks.mentions is
  'Members mentioned in the description as @[id]; kept by a trigger, never by clients.';

create index tasks_assignee_id_idx ON public.tasks (assignee_id) WHERE (assignee_id IS NOT NULL);
create index tasks_board_position_id_idx ON public.tasks (board_id, "position", id);
create index tasks_board_state_position_idx ON public.tasks (board_id, state_id, "position");
create index tasks_board_status_position_idx ON public.tasks (board_id, status, "position");
create index tasks_search_idx ON public.tasks USING gin (search);

grant insert, select, update, delete on table public.tasks to service_role, authenticated;

create policy tasks_delete on public.tasks for delete to authenticated
  using (private.has_role(workspace_id, 'admin')
      and board_id <> all ((select private.hidden_boards())::uuid[]));

create policy tasks_insert on public.tasks for insert to authenticated
  with check (private.has_role(workspace_id, 'member')
      and board_id <> all ((select private.hidden_boards())::uuid[]));

create policy tasks_select on public.tasks for select to authenticated
  using (workspace_id = any ((select private.member_workspaces())::uuid[])
      and board_id <> all ((select private.hidden_boards())::uuid[]));

create policy tasks_update on public.tasks for update to authenticated
  using (private.has_role(workspace_id, 'member')
      and board_id <> all ((select private.hidden_boards())::uuid[]))
  with check (private.has_role(workspace_id, 'member')
      and board_id <> all ((select private.hidden_boards())::uuid[]));

-- Per-workspace task numbers (#42). Kept out of `workspaces` so that creating a task does not
-- rewrite (and broadcast) the workspace row; not exposed by the API.

create table private.task_counters (
  workspace_id uuid not null,
  last_number integer not null default 0,
  constraint task_counters_pkey primary key (workspace_id),
  constraint task_counters_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade
);

alter table private.task_counters enable row level security;

create table public.task_checklist_items (
  id uuid not null default gen_random_uuid(),
  task_id uuid not null,
  workspace_id uuid not null,
  title text not null,
  done boolean not null default false,
  "position" text not null collate "C",
  created_by uuid,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint task_checklist_items_pkey primary key (id),
  constraint task_checklist_items_created_by_fkey foreign key (created_by) references public.profiles(id) on delete set null,
  constraint task_checklist_items_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade,
  constraint task_checklist_items_position_check check (("position" ~ '^[A-Za-z][0-9A-Za-z]*$'::text)),
  constraint task_checklist_items_title_check check (private.is_trimmed_text(title, 1, 200))
);

alter table public.task_checklist_items enable row level security;

comment on table public.task_checklist_items is
  'The checklist of a task: ordered items, done or not.';

create index task_checklist_items_task_id_idx ON public.task_checklist_items (task_id, "position");

grant insert, select, update, delete on table public.task_checklist_items to service_role, authenticated;

create table public.activity (
  id bigint generated always as identity not null,
  workspace_id uuid not null,
  task_id uuid,
  actor_id uuid,
  kind public.activity_kind not null,
  payload jsonb not null default '{}'::jsonb,
  created_at timestamp with time zone not null default now(),
  board_id uuid,
  constraint activity_pkey primary key (id),
  constraint activity_actor_id_fkey foreign key (actor_id) references public.profiles(id) on delete set null,
  constraint activity_board_id_fkey foreign key (board_id) references public.boards(id) on delete set null,
  constraint activity_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade
);

alter table public.activity enable row level security;

comment on column public.activity.board_id is
  'The board of the task (or the board) concerned, for filtering the feed; null otherwise.';

create index activity_task_id_idx ON public.activity (task_id, created_at DESC) WHERE (task_id IS NOT NULL);
create index activity_workspace_actor_idx ON public.activity (workspace_id, actor_id, created_at DESC, id DESC) WHERE (actor_id IS NOT NULL);
create index activity_workspace_board_idx ON public.activity (workspace_id, board_id, created_at DESC, id DESC) WHERE (board_id IS NOT NULL);
create index activity_workspace_id_created_at_idx ON public.activity (workspace_id, created_at DESC, id DESC);

grant insert, select, update, delete on table public.activity to service_role;
grant select on table public.activity to authenticated;
grant select, usage on sequence public.activity_id_seq to service_role;

create policy activity_delete on public.activity for delete to authenticated
  using (false);

-- The log is written only by triggers (security definer), so it cannot be forged or edited.
create policy activity_insert on public.activity for insert to authenticated
  with check (false);

create policy activity_select on public.activity for select to authenticated
  using (private.is_member(workspace_id));

create policy activity_update on public.activity for update to authenticated
  using (false);

create table private.task_trash (
  task_id uuid not null,
  workspace_id uuid not null,
  board_id uuid not null,
  deleted_by uuid,
  deleted_at timestamp with time zone not null default now(),
  restorable_until timestamp with time zone not null,
  task jsonb not null,
  comments jsonb not null default '[]'::jsonb,
  attachments jsonb not null default '[]'::jsonb,
  restoring boolean not null default false,
  checklist jsonb not null default '[]'::jsonb,
  watchers jsonb,
  constraint task_trash_pkey primary key (task_id),
  constraint task_trash_board_id_fkey foreign key (board_id) references public.boards(id) on delete cascade,
  constraint task_trash_deleted_by_fkey foreign key (deleted_by) references public.profiles(id) on delete set null,
  constraint task_trash_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade
);

alter table private.task_trash enable row level security;

create index task_trash_restorable_until_idx ON private.task_trash (restorable_until);
create index task_trash_workspace_number_idx ON private.task_trash (workspace_id, (((task ->> 'number'::text))::integer));

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

-- Labels: at most 10, each 1–24 characters of trimmed text (PRODUCT.md §3).
create or replace function private.labels_valid(labels text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.cardinality(labels) <= 10
    and pg_catalog.array_position(labels, null) is null
    and coalesce(
      (select pg_catalog.bool_and(private.is_trimmed_text(l, 1, 24)) from pg_catalog.unnest(labels) l),
      true
    )
$$;
revoke execute on function private.labels_valid(text[]) from public;
grant execute on function private.labels_valid(text[]) to authenticated, service_role;

create or replace function private.check_assignee(ws uuid, assignee uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if assignee is not null and not exists (
    select 1 from public.workspace_members m where m.workspace_id = ws and m.user_id = assignee
  ) then
    raise exception 'data/invalid: the assignee must be a member of the workspace' using errcode = '23514';
  end if;
end
$$;
revoke execute on function private.check_assignee(uuid,uuid) from public;
grant execute on function private.check_assignee(uuid,uuid) to authenticated, service_role;

create or replace function private.tasks_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.id := old.id;
  new.workspace_id := old.workspace_id;
  new.number := old.number;
  new.created_by := old.created_by;
  new.created_at := old.created_at;
  -- Optimistic concurrency: every write bumps the version, whatever the client sent.
  new.version := old.version + 1;
  new.updated_at := now();
  if new.board_id <> old.board_id and not exists (
    select 1 from public.boards b where b.id = new.board_id and b.workspace_id = old.workspace_id
  ) then
    raise exception 'data/invalid: a task can only move to a board of its workspace' using errcode = '23514';
  end if;
  if new.status <> old.status then
    if not private.can_transition(old.status, new.status) then
      raise exception 'data/invalid: a task cannot go from % to %', old.status, new.status
        using errcode = '23514';
    end if;
    new.completed_at := case when new.status = 'done' then now() end;
  else
    new.completed_at := old.completed_at;
  end if;
  if new.position is distinct from old.position then
    perform private.fi_validate(new.position);
  end if;
  if new.assignee_id is distinct from old.assignee_id then
    perform private.check_assignee(new.workspace_id, new.assignee_id);
  end if;
  return new;
end
$$;
revoke execute on function private.tasks_before_update() from public;
grant execute on function private.tasks_before_update() to authenticated, service_role;

-- Rewrites every key of one column as a short, evenly spaced sequence (a0, a1, …), keeping
-- the order. Called with the board lock held.
create or replace function private.rebalance_column(board uuid, column_status public.task_status)
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
    where t.board_id = board and t.status = column_status
    order by t.position, t.id
  loop
    key := private.key_between(key, null);
    update public.tasks t set position = key where t.id = task.id;
  end loop;
end
$$;
revoke execute on function private.rebalance_column(uuid,public.task_status) from public;
grant execute on function private.rebalance_column(uuid,public.task_status) to authenticated, service_role;

-- Whether restore_task is putting the task back in this transaction.
create or replace function private.is_restoring(restored_task_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.task_trash t where t.task_id = restored_task_id and t.restoring)
$$;
revoke execute on function private.is_restoring(uuid) from public;
grant execute on function private.is_restoring(uuid) to authenticated, service_role;

-- Drops snapshots whose window has passed, with the object rows of their files (unless a live
-- attachment row still points at one). A storage schema that refuses direct deletes keeps the
-- objects; the snapshot goes either way.
create or replace function private.purge_task_trash()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  paths text[];
begin
  with expired as (
    delete from private.task_trash t where t.restorable_until <= now() returning t.attachments
  )
  select coalesce(array_agg(a ->> 'object_path'), '{}') into paths
  from expired e, jsonb_array_elements(e.attachments) a;
  if cardinality(paths) = 0 then
    return;
  end if;
  begin
    delete from storage.objects o
    where o.bucket_id = 'attachments' and o.name = any (paths)
      and not exists (select 1 from public.attachments live where live.object_path = o.name);
  exception when others then
    null;
  end;
end
$$;
revoke execute on function private.purge_task_trash() from public;
grant execute on function private.purge_task_trash() to authenticated, service_role;

-- Before the row (and, by cascade, its comments and attachments) goes. Tasks deleted with
-- their workspace are not kept: there is nothing left to restore them into.
create or replace function private.tasks_before_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.workspaces w where w.id = old.workspace_id)
     or not exists (select 1 from public.boards b where b.id = old.board_id) then
    return old;
  end if;
  perform private.purge_task_trash();
  insert into private.task_trash as t
    (task_id, workspace_id, board_id, deleted_by, deleted_at, restorable_until, task, comments, attachments)
  values (
    old.id, old.workspace_id, old.board_id, private.actor(), now(), now() + private.task_undo_window(),
    to_jsonb(old) - 'search',
    coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at, c.id) from public.comments c
      where c.task_id = old.id), '[]'),
    coalesce((select jsonb_agg(to_jsonb(a) order by a.created_at, a.id) from public.attachments a
      where a.task_id = old.id), '[]')
  )
  on conflict (task_id) do update set
    workspace_id = excluded.workspace_id, board_id = excluded.board_id,
    deleted_by = excluded.deleted_by, deleted_at = excluded.deleted_at,
    restorable_until = excluded.restorable_until, task = excluded.task,
    comments = excluded.comments, attachments = excluded.attachments, restoring = false;
  return old;
end
$$;
revoke execute on function private.tasks_before_delete() from public;
grant execute on function private.tasks_before_delete() to authenticated, service_role;

create or replace function private.tasks_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  board public.boards;
begin
  select * into board from public.boards b where b.id = new.board_id;
  if not found or private.hidden_from_caller(board.workspace_id) then
    raise exception 'data/not-found: board % not found', new.board_id using errcode = '23503';
  end if;
  if board.archived_at is not null then
    raise exception 'data/invalid: the board is archived' using errcode = '23514';
  end if;
  -- Never trust a client-sent workspace_id: the board decides.
  new.workspace_id := board.workspace_id;
  if private.is_restoring(new.id) then
    -- restore_task sends the deleted row: same number, author, creation time and completion.
    new.updated_at := now();
    perform private.fi_validate(new.position);
    perform private.check_assignee(new.workspace_id, new.assignee_id);
    return new;
  end if;
  new.created_by := coalesce(private.actor(), new.created_by);
  new.version := 1;
  new.created_at := now();
  new.updated_at := now();
  new.completed_at := case when new.status = 'done' then now() end;
  insert into private.task_counters as c (workspace_id, last_number)
  values (new.workspace_id, 1)
  on conflict (workspace_id) do update set last_number = c.last_number + 1
  returning c.last_number into new.number;
  if new.position is null then
    -- New cards go to the bottom of their column.
    perform private.lock_board(new.board_id);
    new.position := private.key_between(
      (select max(t.position) from public.tasks t where t.board_id = new.board_id and t.status = new.status),
      null
    );
  else
    perform private.fi_validate(new.position);
  end if;
  perform private.check_assignee(new.workspace_id, new.assignee_id);
  return new;
end
$$;
revoke execute on function private.tasks_before_insert() from public;
grant execute on function private.tasks_before_insert() to authenticated, service_role;

-- Moves a task to the bottom of the same status column on another board of its workspace,
-- keeping its number, comments and attachments. Fails with data/conflict when the task's
-- version is not `expected_version` (null: no check).
create or replace function public.move_task_to_board(
  task_id uuid,
  board_id uuid,
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
  target public.boards;
  new_key text;
begin
  select * into task from public.tasks t where t.id = move_task_to_board.task_id;
  if not found then
    raise exception 'data/not-found: task not found' using errcode = 'PT404';
  end if;
  if not private.has_role(task.workspace_id, 'member') then
    raise exception 'data/forbidden: requires the member role' using errcode = '42501';
  end if;
  -- Under RLS: a board of a workspace the caller is not in is not found, exactly as a missing one.
  select * into target from public.boards b where b.id = move_task_to_board.board_id;
  if not found then
    raise exception 'data/not-found: board not found' using errcode = 'PT404';
  end if;
  if target.workspace_id <> task.workspace_id then
    raise exception 'data/invalid: a task can only move to a board of its workspace' using errcode = '22023';
  end if;
  if target.id = task.board_id then
    raise exception 'data/invalid: the task is already on that board' using errcode = '22023';
  end if;
  if target.archived_at is not null then
    raise exception 'data/invalid: the board is archived' using errcode = '22023';
  end if;
  -- Both boards' locks, in one order for everyone, before the row lock (as move_task does).
  perform private.lock_board(least(task.board_id, target.id));
  perform private.lock_board(greatest(task.board_id, target.id));
  select * into task from public.tasks t where t.id = move_task_to_board.task_id for update;
  if not found then
    raise exception 'data/not-found: task not found' using errcode = 'PT404';
  end if;
  if move_task_to_board.expected_version is not null and task.version <> move_task_to_board.expected_version then
    raise exception 'data/conflict: task % is at version %, not %', task.number, task.version,
      move_task_to_board.expected_version using errcode = 'PT409';
  end if;
  for attempt in 1..2 loop
    new_key := private.key_between(
      (select max(t.position) from public.tasks t where t.board_id = target.id and t.status = task.status),
      null
    );
    exit when length(new_key) <= max_key_length or attempt = 2;
    perform private.rebalance_column(target.id, task.status);
  end loop;
  update public.tasks t set board_id = target.id, position = new_key
  where t.id = task.id
  returning * into task;
  if not found then
    raise exception 'data/forbidden: the task cannot be changed' using errcode = '42501';
  end if;
  return task;
end
$$;
revoke execute on function public.move_task_to_board(uuid,uuid,integer) from public;
grant execute on function public.move_task_to_board(uuid,uuid,integer) to authenticated, service_role;

-- The columns of `target` an insert may set, quoted and in table order.
create or replace function private.insertable_columns(target regclass)
returns text
language sql
stable
set search_path = ''
as $$
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
  from pg_catalog.pg_attribute a
  where a.attrelid = target and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
$$;
revoke execute on function private.insertable_columns(regclass) from public;
grant execute on function private.insertable_columns(regclass) to authenticated, service_role;

-- Inserts `rows` (a JSON array of row images, as to_jsonb wrote them) into `target`, every
-- insertable column taken from the images.
create or replace function private.insert_row_images(target regclass, rows jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  columns text := private.insertable_columns(target);
begin
  execute format(
    'insert into %s (%s) select %s from pg_catalog.jsonb_populate_recordset(null::%s, $1)',
    target, columns, columns, target
  ) using rows;
end
$$;
revoke execute on function private.insert_row_images(regclass,jsonb) from public;
grant execute on function private.insert_row_images(regclass,jsonb) to authenticated, service_role;

create or replace function public.restore_task(task_id uuid)
returns public.tasks
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  trashed private.task_trash;
  restored public.tasks;
begin
  perform private.purge_task_trash();
  select * into trashed from private.task_trash t where t.task_id = restore_task.task_id for update;
  if not found or not private.is_member(trashed.workspace_id) or trashed.restorable_until <= now() then
    raise exception 'data/not-found: no deleted task to restore' using errcode = 'PT404';
  end if;
  if not (
    private.has_role(trashed.workspace_id, 'admin')
    or (trashed.deleted_by = uid and private.has_role(trashed.workspace_id, 'member'))
  ) then
    raise exception 'data/forbidden: only the person who deleted the task or an admin can restore it'
      using errcode = '42501';
  end if;
  if exists (select 1 from public.boards b where b.id = trashed.board_id and b.archived_at is not null) then
    raise exception 'data/invalid: the board is archived' using errcode = '22023';
  end if;
  update private.task_trash t set restoring = true where t.task_id = trashed.task_id;

  perform private.insert_row_images('public.tasks', jsonb_build_array(
    trashed.task || jsonb_build_object(
      -- People who left the workspace (or deleted their account) meanwhile are not put back.
      'assignee_id', (select m.user_id from public.workspace_members m
        where m.workspace_id = trashed.workspace_id
          and m.user_id = (trashed.task ->> 'assignee_id')::uuid),
      'created_by', private.existing_profile(trashed.task ->> 'created_by'),
      'version', (trashed.task ->> 'version')::integer + 1,
      'updated_at', now()
    )
  ));
  select * into restored from public.tasks t where t.id = trashed.task_id;

  perform private.insert_row_images('public.comments', coalesce((
    select jsonb_agg(c || jsonb_build_object('author_id', private.existing_profile(c ->> 'author_id')))
    from jsonb_array_elements(trashed.comments) c
  ), '[]'));

  perform private.insert_row_images('public.attachments', coalesce((
    select jsonb_agg(a || jsonb_build_object('uploaded_by', private.existing_profile(a ->> 'uploaded_by')))
    from jsonb_array_elements(trashed.attachments) a
    where exists (
      select 1 from storage.objects o
      where o.bucket_id = 'attachments' and o.name = a ->> 'object_path'
    )
  ), '[]'));

  -- The task's history, unlinked when it was deleted, is its own again.
  update public.activity a set task_id = restored.id
  where a.workspace_id = restored.workspace_id and a.task_id is null
    and (
      a.payload ->> 'number' = restored.number::text
      or a.payload ->> 'attachment_id' in (
        select e ->> 'id' from jsonb_array_elements(trashed.attachments) e
      )
    );

  delete from private.task_trash t where t.task_id = trashed.task_id;
  return restored;
end
$$;
revoke execute on function public.restore_task(uuid) from public;
grant execute on function public.restore_task(uuid) to authenticated, service_role;

-- What every task notification carries: enough to word it and link to the task.
create or replace function private.task_summary(task public.tasks)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('number', task.number, 'title', task.title, 'board_id', task.board_id)
$$;
revoke execute on function private.task_summary(public.tasks) from public;
grant execute on function private.task_summary(public.tasks) to authenticated, service_role;

create or replace function private.status_name(status public.task_status)
returns text
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'backlog' then 'Backlog'
    when 'todo' then 'Todo'
    when 'in_progress' then 'In Progress'
    when 'in_review' then 'In Review'
    when 'done' then 'Done'
    when 'canceled' then 'Canceled'
  end
$$;
revoke execute on function private.status_name(public.task_status) from public;
grant execute on function private.status_name(public.task_status) to authenticated, service_role;

create or replace function private.priority_name(priority public.task_priority)
returns text
language sql
immutable
set search_path = ''
as $$
  select case priority
    when 'none' then 'No priority'
    when 'low' then 'Low'
    when 'medium' then 'Medium'
    when 'high' then 'High'
    when 'urgent' then 'Urgent'
  end
$$;
revoke execute on function private.priority_name(public.task_priority) from public;
grant execute on function private.priority_name(public.task_priority) to authenticated, service_role;

create or replace function private.log_activity(ws uuid, task uuid, kind public.activity_kind, payload jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.actor();
  board uuid;
begin
  if not exists (select 1 from public.workspaces w where w.id = ws) then
    return;
  end if;
  if task is not null then
    select t.board_id into board from public.tasks t where t.id = task;
    if not found then
      task := null;
    end if;
  end if;
  if board is null and payload ? 'board_id' then
    select b.id into board from public.boards b
    where b.id::text = payload ->> 'board_id' and b.workspace_id = ws;
  end if;
  insert into public.activity (workspace_id, task_id, board_id, actor_id, kind, payload)
  values (ws, task, board, actor, kind, payload || jsonb_build_object('actor_name',
    coalesce(private.person_name(actor), private.system_actor_name())));
end
$$;
revoke execute on function private.log_activity(uuid,uuid,public.activity_kind,jsonb) from public;
grant execute on function private.log_activity(uuid,uuid,public.activity_kind,jsonb) to authenticated, service_role;

-- Most items one checklist holds.
create or replace function private.checklist_items_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 50
$$;
revoke execute on function private.checklist_items_max() from public;
grant execute on function private.checklist_items_max() to authenticated, service_role;

-- Serialises the writers of one checklist, so two concurrent inserts cannot both pass the
-- limit or take the same last position.
create or replace function private.lock_checklist(task uuid)
returns void
language sql
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('tandem.checklist:' || task::text, 0))
$$;
revoke execute on function private.lock_checklist(uuid) from public;
grant execute on function private.lock_checklist(uuid) to authenticated, service_role;

create or replace function private.checklist_items_before_insert()
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
revoke execute on function private.checklist_items_before_insert() from public;
grant execute on function private.checklist_items_before_insert() to authenticated, service_role;

create or replace function private.checklist_items_before_update()
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
revoke execute on function private.checklist_items_before_update() from public;
grant execute on function private.checklist_items_before_update() to authenticated, service_role;

-- Recounts the task's items after every change of them. Items deleted with their task, and
-- items restore_task puts back (the restored task already has their counts), change nothing.
create or replace function private.checklist_items_after_change()
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
revoke execute on function private.checklist_items_after_change() from public;
grant execute on function private.checklist_items_after_change() to authenticated, service_role;

-- Named to run after tasks_before_delete, which has just written the task's snapshot.
create or replace function private.tasks_trash_checklist()
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
revoke execute on function private.tasks_trash_checklist() from public;
grant execute on function private.tasks_trash_checklist() to authenticated, service_role;

-- restore_task inserts the task back while its snapshot is marked as restoring: its items
-- come back with it, without the people who have since deleted their account.
create or replace function private.tasks_restore_checklist()
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
revoke execute on function private.tasks_restore_checklist() from public;
grant execute on function private.tasks_restore_checklist() to authenticated, service_role;

-- Moves an item right after `after_id` (another item of the same checklist), or to the top
-- when it is null. Runs as the caller: RLS decides who may.
create or replace function public.move_checklist_item(item_id uuid, after_id uuid default null)
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
revoke execute on function public.move_checklist_item(uuid,uuid) from public;
grant execute on function public.move_checklist_item(uuid,uuid) to authenticated;

-- Turns an item into a task of its own: a new task with the item's title on the same board,
-- and the item gone, in one step. Runs as the caller: members and up.
create or replace function public.checklist_item_to_task(item_id uuid)
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
revoke execute on function public.checklist_item_to_task(uuid) from public;
grant execute on function public.checklist_item_to_task(uuid) to authenticated;

-- Most labels one workspace holds.
create or replace function private.workspace_labels_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 200
$$;
revoke execute on function private.workspace_labels_max() from public;
grant execute on function private.workspace_labels_max() to authenticated, service_role;

-- Every task of the workspace that has `old_name` gets `new_name` in its place (once, where
-- the first of the two stood), or loses it when `new_name` is null.
create or replace function private.relabel_tasks(ws uuid, old_name text, new_name text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.tasks t set labels = coalesce((
    select pg_catalog.array_agg(l order by first_at)
    from (
      select l, min(ord) as first_at
      from pg_catalog.unnest(
        case when new_name is null then pg_catalog.array_remove(t.labels, old_name)
          else pg_catalog.array_replace(t.labels, old_name, new_name) end
      ) with ordinality u(l, ord)
      group by l
    ) kept
  ), '{}')
  where t.workspace_id = ws and old_name = any (t.labels)
$$;
revoke execute on function private.relabel_tasks(uuid,text,text) from public;
grant execute on function private.relabel_tasks(uuid,text,text) to authenticated, service_role;

create or replace function private.workspace_labels_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.name <> old.name then
    perform private.relabel_tasks(old.workspace_id, old.name, new.name);
  elsif tg_op = 'DELETE' and exists (select 1 from public.workspaces w where w.id = old.workspace_id) then
    perform private.relabel_tasks(old.workspace_id, old.name, null);
  end if;
  return null;
end
$$;
revoke execute on function private.workspace_labels_after_write() from public;
grant execute on function private.workspace_labels_after_write() to authenticated, service_role;

-- A task's labels join the set when it lacks them.
create or replace function private.tasks_labels_into_set()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.labels = old.labels then
    return null;
  end if;
  insert into public.workspace_labels (workspace_id, name)
  select new.workspace_id, l from pg_catalog.unnest(new.labels) l
  where not exists (
    select 1 from public.workspace_labels s where s.workspace_id = new.workspace_id and s.name = l
  )
  on conflict (workspace_id, name) do nothing;
  return null;
end
$$;
revoke execute on function private.tasks_labels_into_set() from public;
grant execute on function private.tasks_labels_into_set() to authenticated, service_role;

-- Merges `label_id` into `into_id` (two labels of one workspace): every task with the first
-- has the second instead, once, and the first is gone. Admins and the owner.
create or replace function public.merge_labels(label_id uuid, into_id uuid)
returns public.workspace_labels
language plpgsql
security invoker
set search_path = ''
as $$
declare
  source public.workspace_labels;
  target public.workspace_labels;
begin
  select * into source from public.workspace_labels l where l.id = merge_labels.label_id;
  select * into target from public.workspace_labels l where l.id = merge_labels.into_id;
  if source.id is null or target.id is null then
    raise exception 'data/not-found: label not found' using errcode = 'PT404';
  end if;
  if source.workspace_id <> target.workspace_id or source.id = target.id then
    raise exception 'data/invalid: labels merge into another label of the same workspace'
      using errcode = '22023';
  end if;
  if not private.has_role(source.workspace_id, 'admin') then
    raise exception 'data/forbidden: requires the admin role' using errcode = '42501';
  end if;
  perform private.relabel_tasks(source.workspace_id, source.name, target.name);
  delete from public.workspace_labels l where l.id = source.id;
  return target;
end
$$;
revoke execute on function public.merge_labels(uuid,uuid) from public;
grant execute on function public.merge_labels(uuid,uuid) to authenticated;

create or replace function private.status_color(status public.task_status)
returns text
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'backlog' then '#8a8a95'
    when 'todo' then '#5d5d68'
    when 'in_progress' then '#e09b00'
    when 'in_review' then '#7c5ce6'
    when 'done' then '#5753dd'
    when 'canceled' then '#9a9aa4'
  end
$$;
revoke execute on function private.status_color(public.task_status) from public;
grant execute on function private.status_color(public.task_status) to authenticated, service_role;

-- The state a write of `status` puts a task of `board` in: the state that stands for the
-- status, else the first state of its category (see the rules at the top).
create or replace function private.state_for_status(board uuid, status public.task_status)
returns public.board_states
language sql
stable
security definer
set search_path = ''
as $$
  select s.* from public.board_states s
  where s.board_id = board
    and (s.status = state_for_status.status or s.category = private.status_category(state_for_status.status))
  order by (s.status is not null and s.status = state_for_status.status) desc, s.position, s.id
  limit 1
$$;
revoke execute on function private.state_for_status(uuid,public.task_status) from public;
grant execute on function private.state_for_status(uuid,public.task_status) to authenticated, service_role;

-- Named to sort before tasks_before_insert and tasks_before_update: Postgres fires triggers of
-- one event in name order, and those read the status this one settles.
create or replace function private.tasks_align_state()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  state public.board_states;
begin
  if new.state_id is not null and (tg_op = 'INSERT' or new.state_id <> old.state_id) then
    select * into state from public.board_states s
    where s.id = new.state_id and s.board_id = new.board_id;
    if not found and tg_op = 'INSERT' and private.is_restoring(new.id) then
      -- A deleted task comes back to the state it left; when that state went meanwhile, to
      -- the board's state for its status.
      state := private.state_for_status(new.board_id, new.status);
    elsif not found then
      raise exception 'data/invalid: that state is not on the task''s board' using errcode = '23514';
    end if;
    new.state_id := state.id;
  elsif tg_op = 'INSERT' or new.state_id is null or new.status <> old.status
      or new.board_id <> old.board_id then
    state := private.state_for_status(new.board_id, new.status);
    if state.id is null then
      -- The board is missing (or hidden): tasks_before_insert says so in its own words.
      return new;
    end if;
    new.state_id := state.id;
  else
    return new;
  end if;
  new.status := private.state_status(state);
  return new;
end
$$;
revoke execute on function private.tasks_align_state() from public;
grant execute on function private.tasks_align_state() to authenticated, service_role;

-- Rewrites every key of one state's column as a short, evenly spaced sequence (a0, a1, …),
-- keeping the order. Called with the board lock held.
create or replace function private.rebalance_state(board uuid, state uuid)
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
revoke execute on function private.rebalance_state(uuid,uuid) from public;
grant execute on function private.rebalance_state(uuid,uuid) to authenticated, service_role;

-- A move named by status, for callers that speak of statuses: the task goes to the board's
-- state for that status (state_for_status) through move_task_to_state.
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
revoke execute on function public.move_task(uuid,public.task_status,uuid,uuid,integer) from public;
grant execute on function public.move_task(uuid,public.task_status,uuid,uuid,integer) to authenticated, service_role;

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
revoke execute on function public.move_task_to_state(uuid,uuid,uuid,uuid,integer) from public;
grant execute on function public.move_task_to_state(uuid,uuid,uuid,uuid,integer) to authenticated, service_role;

-- The most tasks one bulk call takes: 500 (BULK_TASKS_MAX in @tandem/schemas).
create or replace function private.bulk_tasks_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 500
$$;
revoke execute on function private.bulk_tasks_max() from public;
grant execute on function private.bulk_tasks_max() to authenticated, service_role;

-- Locks a batch: every task must be visible to the caller (else data/not-found, so nothing is
-- revealed about other workspaces), all of one workspace, where the caller has `min_role`.
-- Board locks (the tasks' boards and `more_boards`, in one order) come before the row locks,
-- the order every position writer uses. Answers the tasks in board, column and card order.
create or replace function private.bulk_lock_tasks(
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
revoke execute on function private.bulk_lock_tasks(uuid[],uuid[],public.member_role) from public;
grant execute on function private.bulk_lock_tasks(uuid[],uuid[],public.member_role) to authenticated, service_role;

-- The column and key a task lands in when it moves to `board`'s `state`: `wanted` (an undo
-- puts it back where it was) or the bottom of the column. Refuses a state of another board and
-- a move past a hard WIP limit.
create or replace function private.bulk_place(task public.tasks, board uuid, state uuid, wanted text)
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
revoke execute on function private.bulk_place(public.tasks,uuid,uuid,text) from public;
grant execute on function private.bulk_place(public.tasks,uuid,uuid,text) to authenticated, service_role;

-- The board a task moves to, checked as move_task_to_board checks it.
create or replace function private.bulk_target_board(task public.tasks, board_id uuid)
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
revoke execute on function private.bulk_target_board(public.tasks,uuid) from public;
grant execute on function private.bulk_target_board(public.tasks,uuid) to authenticated, service_role;

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
revoke execute on function private.bulk_apply(public.tasks,jsonb) from public;
grant execute on function private.bulk_apply(public.tasks,jsonb) to authenticated, service_role;

-- Named to run after tasks_before_update: a recount keeps the task's version and time and
-- stamps checklist_changed_at; any other write keeps the counts and that stamp.
create or replace function private.tasks_keep_checklist_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(pg_catalog.current_setting('tandem.counting_checklist', true), '') = 'on' then
    new.version := old.version;
    new.updated_at := old.updated_at;
    new.checklist_changed_at := case
      when (new.checklist_done, new.checklist_total) is distinct from
        (old.checklist_done, old.checklist_total) then now()
      else old.checklist_changed_at end;
  else
    new.checklist_done := old.checklist_done;
    new.checklist_total := old.checklist_total;
    new.checklist_changed_at := old.checklist_changed_at;
  end if;
  return new;
end
$$;
revoke execute on function private.tasks_keep_checklist_counts() from public;
grant execute on function private.tasks_keep_checklist_counts() to authenticated, service_role;

-- A new task starts with an empty checklist, whatever a client sends; a restored one keeps
-- the counts (and their time) of the items that come back with it.
create or replace function private.tasks_start_checklist_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_restoring(new.id) then
    new.checklist_done := 0;
    new.checklist_total := 0;
    new.checklist_changed_at := null;
  end if;
  return new;
end
$$;
revoke execute on function private.tasks_start_checklist_counts() from public;
grant execute on function private.tasks_start_checklist_counts() to authenticated, service_role;

-- Comments, checklist items, watchers and attachments are checked through their task.
create or replace function private.has_task_role(t uuid, min_role public.member_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.tasks task
    join public.workspace_members m on m.workspace_id = task.workspace_id
    where task.id = t and m.user_id = (select auth.uid()) and m.role >= min_role
      and not exists (select 1 from private.board_imports i where i.board_id = task.board_id)
  )
$$;
revoke execute on function private.has_task_role(uuid,public.member_role) from public;
grant execute on function private.has_task_role(uuid,public.member_role) to authenticated, service_role;

-- The most bytes of JSON one bulk call's document (`updates`, `changes`) holds: 1 MiB
-- (BULK_INPUT_MAX_BYTES in @tandem/schemas). 500 entries that change every field take about
-- a third of it.
create or replace function private.bulk_input_max_bytes()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 1048576
$$;
revoke execute on function private.bulk_input_max_bytes() from public;
grant execute on function private.bulk_input_max_bytes() to authenticated, service_role;

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
revoke execute on function private.check_bulk_size(uuid[]) from public;
grant execute on function private.check_bulk_size(uuid[]) to authenticated, service_role;

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
revoke execute on function private.check_bulk_changes(jsonb,text[]) from public;
grant execute on function private.check_bulk_changes(jsonb,text[]) to authenticated, service_role;

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
revoke execute on function private.bulk_labels(text[],jsonb) from public;
grant execute on function private.bulk_labels(text[],jsonb) to authenticated, service_role;

-- Most labels one member (below admin) creates in one workspace's set.
create or replace function private.workspace_labels_per_creator_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 50
$$;
revoke execute on function private.workspace_labels_per_creator_max() from public;
grant execute on function private.workspace_labels_per_creator_max() to authenticated, service_role;

create or replace function private.workspace_labels_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.actor();
begin
  if tg_op = 'INSERT' then
    perform pg_catalog.pg_advisory_xact_lock(
      pg_catalog.hashtextextended('tandem.labels:' || new.workspace_id::text, 0));
    if (select count(*) from public.workspace_labels l where l.workspace_id = new.workspace_id)
       >= private.workspace_labels_max() then
      raise exception 'label/limit: a workspace can have at most % labels',
        private.workspace_labels_max() using errcode = '23514';
    end if;
    -- Admins curate the set; only members below them are held to a share of it.
    if actor is not null and not private.has_role(new.workspace_id, 'admin')
       and (select count(*) from public.workspace_labels l
            where l.workspace_id = new.workspace_id and l.created_by = actor)
           >= private.workspace_labels_per_creator_max() then
      raise exception 'label/limit: a member can create at most % of a workspace''s labels',
        private.workspace_labels_per_creator_max() using errcode = '23514';
    end if;
    new.created_by := actor;
    new.created_at := now();
  else
    new.id := old.id;
    new.workspace_id := old.workspace_id;
    new.created_by := old.created_by;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function private.workspace_labels_before_write() from public;
grant execute on function private.workspace_labels_before_write() to authenticated, service_role;

-- Counts afresh for every row (volatile, unlike check_hard_wip_limit), so one statement that
-- moves several tasks into a state sees the ones it has already moved.
create or replace function private.tasks_hard_wip_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  state public.board_states;
  held integer;
begin
  if new.state_id is null or private.is_importing()
     or (tg_op = 'UPDATE' and new.state_id is not distinct from old.state_id) then
    return new;
  end if;
  select * into state from public.board_states s where s.id = new.state_id;
  if not found or not state.wip_hard_limit or state.wip_limit is null then
    return new;
  end if;
  -- The lock every position writer takes: two writers cannot both take the last place.
  perform private.lock_board(new.board_id);
  select count(*) into held from public.tasks t where t.state_id = state.id and t.id <> new.id;
  if held >= state.wip_limit then
    raise exception 'state/wip-limit: % holds % of at most % tasks', state.name, held,
      state.wip_limit using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function private.tasks_hard_wip_limit() from public;
grant execute on function private.tasks_hard_wip_limit() to service_role;

create or replace function private.tasks_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes jsonb;
begin
  if tg_op = 'INSERT' then
    perform private.log_activity(new.workspace_id, new.id, 'task.created',
      jsonb_build_object('number', new.number, 'title', new.title, 'board_id', new.board_id,
        'status', new.status, 'status_name', private.status_name(new.status),
        'state_id', new.state_id,
        'state_name', (select s.name from public.board_states s where s.id = new.state_id))
      || case when private.is_restoring(new.id) then '{"restored": true}'::jsonb else '{}'::jsonb end);
  elsif tg_op = 'DELETE' then
    perform private.log_activity(old.workspace_id, null, 'task.deleted',
      jsonb_build_object('task_id', old.id, 'number', old.number, 'title', old.title,
        'board_id', old.board_id));
  else
    -- Reordering inside a column (and rebalancing) is not worth a log entry; a change of
    -- column or board is, whether or not the status its category reports changed.
    if new.state_id is distinct from old.state_id or new.board_id <> old.board_id then
      perform private.log_activity(new.workspace_id, new.id, 'task.moved',
        jsonb_build_object('number', new.number, 'title', new.title, 'from', old.status,
          'to', new.status, 'from_name', private.status_name(old.status),
          'to_name', private.status_name(new.status), 'board_id', new.board_id,
          'from_state_id', old.state_id, 'to_state_id', new.state_id,
          'from_state_name', (select s.name from public.board_states s where s.id = old.state_id),
          'to_state_name', (select s.name from public.board_states s where s.id = new.state_id))
        || case when new.board_id <> old.board_id then jsonb_build_object(
             'from_board_id', old.board_id,
             'from_board_name', (select b.name from public.boards b where b.id = old.board_id),
             'board_name', (select b.name from public.boards b where b.id = new.board_id))
           else '{}'::jsonb end);
    end if;
    -- The fields that changed (unchanged ones are SQL nulls, left out here).
    select coalesce(jsonb_object_agg(field.key, field.value), '{}') into changes
    from jsonb_each(jsonb_build_object(
      'title', private.change_of(new.title <> old.title, to_jsonb(old.title), to_jsonb(new.title)),
      'description', case when new.description is distinct from old.description then '{}'::jsonb end,
      'priority', private.change_of(new.priority <> old.priority, to_jsonb(old.priority),
        to_jsonb(new.priority)) || jsonb_build_object(
          'from_name', private.priority_name(old.priority),
          'to_name', private.priority_name(new.priority)),
      'assignee_id', private.change_of(new.assignee_id is distinct from old.assignee_id,
        to_jsonb(old.assignee_id), to_jsonb(new.assignee_id)) || jsonb_build_object(
          'from_name', private.person_name(old.assignee_id),
          'to_name', private.person_name(new.assignee_id)),
      'due_date', private.change_of(new.due_date is distinct from old.due_date,
        to_jsonb(old.due_date), to_jsonb(new.due_date)),
      'labels', private.change_of(new.labels <> old.labels, to_jsonb(old.labels),
        to_jsonb(new.labels))
    )) field
    where jsonb_typeof(field.value) <> 'null';
    if changes <> '{}'::jsonb then
      perform private.log_activity(new.workspace_id, new.id, 'task.updated',
        jsonb_build_object('number', new.number, 'title', new.title,
          -- In the order the feed has always listed them.
          'fields', to_jsonb(array_remove(array[
            case when changes ? 'title' then 'title' end,
            case when changes ? 'description' then 'description' end,
            case when changes ? 'priority' then 'priority' end,
            case when changes ? 'assignee_id' then 'assignee_id' end,
            case when changes ? 'due_date' then 'due_date' end,
            case when changes ? 'labels' then 'labels' end
          ], null)),
          'changes', changes));
    end if;
  end if;
  return null;
end
$$;
revoke execute on function private.tasks_after_change() from public;
grant execute on function private.tasks_after_change() to authenticated, service_role;

-- The ids of a bulk call's `task_ids`, at most BULK_TASKS_MAX of them (counted before
-- duplicates are dropped), checked before any id is parsed. Null stays null.
create or replace function private.bulk_ids(task_ids json)
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
revoke execute on function private.bulk_ids(json) from public;
grant execute on function private.bulk_ids(json) to authenticated, service_role;

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
create or replace function public.bulk_set_tasks(updates json)
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
revoke execute on function public.bulk_set_tasks(json) from public;
grant execute on function public.bulk_set_tasks(json) to authenticated;

-- Applies the same `changes` to every task of `task_ids` (members and up): any of state_id,
-- board_id (with an optional state_id there), priority, assignee_id, due_date, labels,
-- add_labels, remove_labels. Moved tasks go to the bottom of their new column in board order.
-- Answers `[{id, changes, version}]` with the previous values of each task that changed:
-- bulk_set_tasks of that answer undoes the batch. The number of ids and the bytes of
-- `changes` are checked before either is parsed.
create or replace function public.bulk_update_tasks(task_ids json, changes json)
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
revoke execute on function public.bulk_update_tasks(json,json) from public;
grant execute on function public.bulk_update_tasks(json,json) to authenticated;

-- Deletes every task of `task_ids` (admins and the owner), each kept in the trash for the
-- undo window as a single delete keeps it. Answers the deleted ids. At most BULK_TASKS_MAX
-- ids, counted before they are parsed.
create or replace function public.bulk_delete_tasks(task_ids json)
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
revoke execute on function public.bulk_delete_tasks(json) from public;
grant execute on function public.bulk_delete_tasks(json) to authenticated;

-- Brings back every task of `task_ids` deleted within the undo window, all or none, with
-- restore_task's rules for each. At most BULK_TASKS_MAX ids, counted before they are parsed.
create or replace function public.restore_tasks(task_ids json)
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
revoke execute on function public.restore_tasks(json) from public;
grant execute on function public.restore_tasks(json) to authenticated;

-- A checklist entry in the workspace's feed names its task ("checked off “Cache pnpm store” on
-- #12"): the feed reads a task's number from the entry's payload, which checklist entries did
-- not carry, so they said "on a task". Older entries stay as they were.
create or replace function private.checklist_items_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  about jsonb;
begin
  if private.is_restoring(new.task_id) then
    return null;
  end if;
  select jsonb_build_object('item_id', new.id, 'title', new.title, 'number', t.number,
      'task_title', t.title)
    into about
  from public.tasks t where t.id = new.task_id;
  if tg_op = 'INSERT' then
    perform private.log_activity(new.workspace_id, new.task_id, 'checklist.item_added', about);
  elsif new.done and not old.done then
    perform private.log_activity(new.workspace_id, new.task_id, 'checklist.item_checked', about);
  end if;
  return null;
end
$$;
revoke execute on function private.checklist_items_log() from public;
grant execute on function private.checklist_items_log() to authenticated, service_role;

-- How long a deleted task stays in the trash and can be restored.
create or replace function private.task_undo_window()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '30 days'
$$;
revoke execute on function private.task_undo_window() from public;
grant execute on function private.task_undo_window() to authenticated, service_role;

-- Whether the caller may restore a task `deleted_by` deleted in `ws`: admins and the owner
-- always, the person who deleted it while still a member (restore_task's rule).
create or replace function private.may_restore(ws uuid, deleted_by uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_role(ws, 'admin')
    or (deleted_by = (select auth.uid()) and private.has_role(ws, 'member'))
$$;
revoke execute on function private.may_restore(uuid,uuid) from public;
grant execute on function private.may_restore(uuid,uuid) to authenticated, service_role;

-- The deleted tasks of a workspace the caller may restore, newest deletion first: everything
-- for admins and the owner, their own deletions for members. Viewers are refused
-- (data/forbidden: they can restore nothing), non-members answered as for a missing workspace.
create or replace function public.task_trash(workspace_id uuid)
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
revoke execute on function public.task_trash(uuid) from public;
grant execute on function public.task_trash(uuid) to authenticated;

-- Task #`task_number` of a workspace, when it is in the trash: who deleted it and when, until
-- when it can come back, and whether the caller may bring it back. For every member (viewers
-- included); data/not-found for a task that is not in the trash and for non-members.
create or replace function public.trashed_task(workspace_id uuid, task_number integer)
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
revoke execute on function public.trashed_task(uuid,integer) from public;
grant execute on function public.trashed_task(uuid,integer) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Policies that call the functions above
-- ---------------------------------------------------------------------------------------------

create policy task_checklist_items_delete on public.task_checklist_items for delete to authenticated
  using (private.has_task_role(task_id, 'member'));

create policy task_checklist_items_insert on public.task_checklist_items for insert to authenticated
  with check (private.has_task_role(task_id, 'member'));

-- Everyone who can see the task reads its checklist; those who may edit the task (members and
-- up) write it. Viewers and outsiders change nothing.
create policy task_checklist_items_select on public.task_checklist_items for select to authenticated
  using (private.has_task_role(task_id, 'viewer'));

create policy task_checklist_items_update on public.task_checklist_items for update to authenticated
  using (private.has_task_role(task_id, 'member'))
  with check (private.has_task_role(task_id, 'member'));

-- Constraints that call the functions above, or reference a later table.
alter table public.tasks add constraint tasks_labels_check CHECK (private.labels_valid(labels));
alter table public.task_checklist_items add constraint task_checklist_items_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id) ON DELETE CASCADE;
alter table public.activity add constraint activity_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id) ON DELETE SET NULL;

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

create trigger checklist_items_a_hidden_board before insert on public.task_checklist_items
  for each row execute function private.refuse_hidden_board();

create trigger checklist_items_before_insert before insert on public.task_checklist_items
  for each row execute function private.checklist_items_before_insert();

create trigger checklist_items_before_update before update on public.task_checklist_items
  for each row execute function private.checklist_items_before_update();

create trigger tasks_a_hidden_board before insert or update of board_id on public.tasks
  for each row execute function private.refuse_hidden_board();

create trigger tasks_align_state before insert or update on public.tasks
  for each row execute function private.tasks_align_state();

create trigger tasks_before_delete before delete on public.tasks
  for each row execute function private.tasks_before_delete();

create trigger tasks_before_delete_checklist before delete on public.tasks
  for each row execute function private.tasks_trash_checklist();

create trigger tasks_before_insert before insert on public.tasks
  for each row execute function private.tasks_before_insert();

create trigger tasks_before_insert_checklist before insert on public.tasks
  for each row execute function private.tasks_start_checklist_counts();

create trigger tasks_before_update before update on public.tasks
  for each row execute function private.tasks_before_update();

create trigger tasks_before_update_checklist before update on public.tasks
  for each row execute function private.tasks_keep_checklist_counts();

create trigger tasks_forget_deleted_profile before update on public.tasks
  for each row execute function private.forget_deleted_profile('created_by');

-- Named to fire after tasks_align_state (triggers fire in name order), which settles
-- `state_id` from a written `status`.
create trigger tasks_hard_wip_limit before insert or update on public.tasks
  for each row execute function private.tasks_hard_wip_limit();

create trigger tasks_restore_checklist after insert on public.tasks
  for each row execute function private.tasks_restore_checklist();

create trigger workspace_labels_after_write after update or delete on public.workspace_labels
  for each row execute function private.workspace_labels_after_write();

create trigger workspace_labels_before_write before insert or update on public.workspace_labels
  for each row execute function private.workspace_labels_before_write();
