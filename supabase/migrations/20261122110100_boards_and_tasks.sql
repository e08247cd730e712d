-- Boards, tasks and their sub-resources (comments, attachments) and the activity log.
--
-- Sub-resources carry a denormalised `workspace_id` for fast filtering, but it is never
-- trusted: a trigger (triggers migration) overwrites it from the parent row, and every policy
-- below re-checks membership through the parent task, so a client cannot reach another
-- workspace by sending a different workspace_id.

-- Labels: at most 10, each 1–24 characters of trimmed text (PRODUCT.md §3).
create function private.labels_valid(labels text[])
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

create table public.boards (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null check (private.is_trimmed_text(name, 1, 60)),
  description text check (description is null or private.is_trimmed_text(description, 1, 1000)),
  archived_at timestamptz,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.boards enable row level security;
-- The workspace page lists its boards.
create index boards_workspace_id_idx on public.boards (workspace_id, created_at);

-- Per-workspace task numbers (#42). Kept out of `workspaces` so that creating a task does not
-- rewrite (and broadcast) the workspace row; not exposed by the API.
create table private.task_counters (
  workspace_id uuid primary key references public.workspaces (id) on delete cascade,
  last_number integer not null default 0
);
alter table private.task_counters enable row level security;

create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  board_id uuid not null references public.boards (id) on delete cascade,
  number integer not null check (number > 0),
  title text not null check (private.is_trimmed_text(title, 1, 200)),
  description text check (description is null or private.is_trimmed_text(description, 1, 10000)),
  status public.task_status not null default 'backlog',
  priority public.task_priority not null default 'none',
  assignee_id uuid references public.profiles (id) on delete set null,
  due_date date,
  labels text[] not null default '{}' check (private.labels_valid(labels)),
  -- Fractional-index key (the `fractional-indexing` package's base-62 keys). Byte order is the
  -- keys' order, so the column uses the "C" collation whatever the database's locale.
  position text collate "C" not null check (position ~ '^[A-Za-z][0-9A-Za-z]*$'),
  version integer not null default 1 check (version > 0),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  -- Full-text search over title (weighted higher) and description.
  search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, title), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
  ) stored,
  unique (workspace_id, number),
  check ((status = 'done') = (completed_at is not null))
);
alter table public.tasks enable row level security;
-- A board loads its columns: tasks by board, status, then position.
create index tasks_board_status_position_idx on public.tasks (board_id, status, position);
create index tasks_assignee_id_idx on public.tasks (assignee_id) where assignee_id is not null;
create index tasks_search_idx on public.tasks using gin (search);

create table public.comments (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  body text not null check (private.is_trimmed_text(body, 1, 4000)),
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  deleted_at timestamptz
);
alter table public.comments enable row level security;
-- A task panel pages its comments by creation time.
create index comments_task_id_created_at_idx on public.comments (task_id, created_at);

create table public.attachments (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  object_path text not null unique,
  file_name text not null check (private.is_trimmed_text(file_name, 1, 255)),
  mime_type text not null check (char_length(mime_type) between 3 and 255 and mime_type like '%/%'),
  size_bytes bigint not null check (size_bytes between 0 and 26214400),
  uploaded_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
alter table public.attachments enable row level security;
create index attachments_task_id_idx on public.attachments (task_id, created_at);

create table public.activity (
  id bigint generated always as identity primary key,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  task_id uuid references public.tasks (id) on delete set null,
  actor_id uuid references public.profiles (id) on delete set null,
  kind public.activity_kind not null,
  payload jsonb not null default '{}',
  created_at timestamptz not null default now()
);
alter table public.activity enable row level security;
-- The activity feed pages a workspace's entries newest first; a task shows its own history.
create index activity_workspace_id_created_at_idx on public.activity (workspace_id, created_at desc, id desc);
create index activity_task_id_idx on public.activity (task_id, created_at desc) where task_id is not null;

-- ---------------------------------------------------------------------------------------------
-- Parent-based helpers: a sub-resource's access is decided by its task's workspace.
-- ---------------------------------------------------------------------------------------------

-- Whether the caller's role in the workspace of task `t` is at least `min_role`.
create function private.has_task_role(t uuid, min_role public.member_role)
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
  )
$$;

grant execute on function private.has_task_role(uuid, public.member_role),
  private.labels_valid(text[])
  to authenticated, anon, service_role;

-- ---------------------------------------------------------------------------------------------
-- Policies
-- ---------------------------------------------------------------------------------------------

create policy boards_select on public.boards for select to authenticated
  using (private.is_member(workspace_id));
-- Create, rename, archive: admins and the owner (PRODUCT.md §6).
create policy boards_insert on public.boards for insert to authenticated
  with check (private.has_role(workspace_id, 'admin'));
create policy boards_update on public.boards for update to authenticated
  using (private.has_role(workspace_id, 'admin'))
  with check (private.has_role(workspace_id, 'admin'));
-- Boards are archived, never deleted, by any role: deleting one would silently delete every
-- task, comment and attachment on it. They go away with their workspace.
create policy boards_delete on public.boards for delete to authenticated
  using (false);

-- tasks.workspace_id is copied from the board by a trigger before this check runs, so the
-- role checked is the one in the board's workspace.
create policy tasks_select on public.tasks for select to authenticated
  using (private.is_member(workspace_id));
create policy tasks_insert on public.tasks for insert to authenticated
  with check (private.has_role(workspace_id, 'member'));
create policy tasks_update on public.tasks for update to authenticated
  using (private.has_role(workspace_id, 'member'))
  with check (private.has_role(workspace_id, 'member'));
-- Deleting any task: admins and the owner.
create policy tasks_delete on public.tasks for delete to authenticated
  using (private.has_role(workspace_id, 'admin'));

-- Comments are checked through their task, never through their own workspace_id.
create policy comments_select on public.comments for select to authenticated
  using (private.has_task_role(task_id, 'viewer'));
create policy comments_insert on public.comments for insert to authenticated
  with check (private.has_task_role(task_id, 'member') and author_id = (select auth.uid()));
-- Authors edit their own comments; admins may soft-delete anyone's (setting deleted_at), and
-- a trigger refuses any other change by a non-author.
create policy comments_update on public.comments for update to authenticated
  using (
    private.has_task_role(task_id, 'member')
    and (author_id = (select auth.uid()) or private.has_task_role(task_id, 'admin'))
  )
  with check (
    private.has_task_role(task_id, 'member')
    and (author_id = (select auth.uid()) or private.has_task_role(task_id, 'admin'))
  );
create policy comments_delete on public.comments for delete to authenticated
  using (
    private.has_task_role(task_id, 'member')
    and (author_id = (select auth.uid()) or private.has_task_role(task_id, 'admin'))
  );

create policy attachments_select on public.attachments for select to authenticated
  using (private.has_task_role(task_id, 'viewer'));
create policy attachments_insert on public.attachments for insert to authenticated
  with check (private.has_task_role(task_id, 'member') and uploaded_by = (select auth.uid()));
-- An attachment is immutable once recorded: a new file is a new attachment.
create policy attachments_update on public.attachments for update to authenticated
  using (false);
-- Uploaders delete their own attachments; admins delete any.
create policy attachments_delete on public.attachments for delete to authenticated
  using (
    private.has_task_role(task_id, 'member')
    and (uploaded_by = (select auth.uid()) or private.has_task_role(task_id, 'admin'))
  );

create policy activity_select on public.activity for select to authenticated
  using (private.is_member(workspace_id));
-- The log is written only by triggers (security definer), so it cannot be forged or edited.
create policy activity_insert on public.activity for insert to authenticated
  with check (false);
create policy activity_update on public.activity for update to authenticated
  using (false);
create policy activity_delete on public.activity for delete to authenticated
  using (false);
