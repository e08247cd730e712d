-- Boards, their states (the columns of a board, with categories and WIP limits) and
-- saved views (named board search params).

-- Function bodies are checked when they run, not when they are created (as in pg_dump's output),
-- so a helper may read a table declared further down or in a later file.
set check_function_bodies = off;

create type public.state_category as enum ('backlog', 'unstarted', 'started', 'completed', 'canceled');;

create type public.task_status as enum ('backlog', 'todo', 'in_progress', 'in_review', 'done', 'canceled');;

create table public.boards (
  id uuid not null default gen_random_uuid(),
  workspace_id uuid not null,
  "name" text not null,
  description text,
  archived_at timestamp with time zone,
  created_by uuid,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint boards_pkey primary key (id),
  constraint boards_created_by_fkey foreign key (created_by) references public.profiles(id) on delete set null,
  constraint boards_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade,
  constraint boards_description_check check (((description is null) or private.is_trimmed_text(description, 1, 1000))),
  constraint boards_name_check check (private.is_trimmed_text(name, 1, 60))
);

alter table public.boards enable row level security;

create index boards_workspace_id_idx ON public.boards (workspace_id, created_at);

grant insert, select, update, delete on table public.boards to service_role;
grant insert, select, update on table public.boards to authenticated;

-- Boards are archived, never deleted, by any role: deleting one would silently delete every
-- task, comment and attachment on it. They go away with their workspace.
create policy boards_delete on public.boards for delete to authenticated
  using (false);

-- Create, rename, archive: admins and the owner (PRODUCT.md §6).
create policy boards_insert on public.boards for insert to authenticated
  with check (private.has_role(workspace_id, 'admin'));

create table public.board_states (
  id uuid not null default gen_random_uuid(),
  board_id uuid not null,
  workspace_id uuid not null,
  "name" text not null,
  color text not null default '#8a8a95'::text,
  "position" text not null collate "C",
  category public.state_category not null,
  status public.task_status,
  wip_limit integer,
  wip_hard_limit boolean not null default false,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint board_states_pkey primary key (id),
  constraint board_states_board_id_status_key unique (board_id, status),
  constraint board_states_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade,
  constraint board_states_check1 check (((wip_limit is not null) or (NOT wip_hard_limit))),
  constraint board_states_color_check check ((color ~ '^#[0-9a-f]{6}$'::text)),
  constraint board_states_name_check check (private.is_trimmed_text(name, 1, 40)),
  constraint board_states_position_check check (("position" ~ '^[A-Za-z][0-9A-Za-z]*$'::text)),
  constraint board_states_wip_limit_check check (((wip_limit >= 1) and (wip_limit <= 999)))
);

alter table public.board_states enable row level security;

comment on table public.board_states is
  'The workflow states (columns) of a board; see the migration for how tasks.status follows them.';

create unique index board_states_board_name_idx ON public.board_states (board_id, lower(name));
create index board_states_board_position_idx ON public.board_states (board_id, "position");

grant insert, select, update, delete on table public.board_states to service_role, authenticated;

create table public.saved_views (
  id uuid not null default gen_random_uuid(),
  board_id uuid not null,
  workspace_id uuid not null,
  owner_id uuid not null default auth.uid(),
  "name" text not null,
  shared boolean not null default false,
  query jsonb not null default '{}'::jsonb,
  "position" text not null collate "C",
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint saved_views_pkey primary key (id),
  constraint saved_views_owner_id_fkey foreign key (owner_id) references public.profiles(id) on delete cascade,
  constraint saved_views_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade,
  constraint saved_views_name_check check (private.is_trimmed_text(name, 1, 60)),
  constraint saved_views_position_check check (("position" ~ '^[A-Za-z][0-9A-Za-z]*$'::text)),
  constraint saved_views_query_check check (((jsonb_typeof(query) = 'object'::text) and (octet_length((query)::text) <= 4000)))
);

alter table public.saved_views enable row level security;

comment on table public.saved_views is
  'Named board search params: personal, or shared with the workspace.';

create index saved_views_board_idx ON public.saved_views (board_id, "position");
create index saved_views_owner_idx ON public.saved_views (owner_id);

grant insert, select, update, delete on table public.saved_views to service_role, authenticated;

create policy saved_views_insert on public.saved_views for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and private.is_member(workspace_id)
    and (not shared or private.has_role(workspace_id, 'member'))
  );

create policy saved_views_select on public.saved_views for select to authenticated
  using (
    private.is_member(workspace_id)
    and (shared or owner_id = (select auth.uid()))
  );

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

create or replace function private.boards_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.log_activity(new.workspace_id, null, 'board.created',
      jsonb_build_object('board_id', new.id, 'name', new.name));
  elsif old.archived_at is null and new.archived_at is not null then
    perform private.log_activity(new.workspace_id, null, 'board.archived',
      jsonb_build_object('board_id', new.id, 'name', new.name));
  end if;
  return null;
end
$$;
revoke execute on function private.boards_after_change() from public;
grant execute on function private.boards_after_change() to authenticated, service_role;

-- PRODUCT.md §4: any move among backlog…done, anything to canceled, canceled only back to todo.
create or replace function private.can_transition(from_status public.task_status, to_status public.task_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select from_status = to_status
    or to_status = 'canceled'
    or (from_status = 'canceled' and to_status = 'todo')
    or (from_status <> 'canceled' and to_status <> 'canceled')
$$;
revoke execute on function private.can_transition(public.task_status,public.task_status) from public;
grant execute on function private.can_transition(public.task_status,public.task_status) to authenticated, service_role;

-- Serialises position changes inside one board (inserts at the end, moves, rebalancing).
create or replace function private.lock_board(board uuid)
returns void
language sql
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('tandem.board:' || board::text, 0))
$$;
revoke execute on function private.lock_board(uuid) from public;
grant execute on function private.lock_board(uuid) to authenticated, service_role;

-- Whether the current request is subject to RLS (PostgREST's anon or authenticated role, also
-- inside these security definer triggers: `role` is the request's SET ROLE) and the caller is
-- not a member of `ws`. The service role and the owner (seed, admin tasks) see everything.
create or replace function private.hidden_from_caller(ws uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.current_setting('role', true) in ('anon', 'authenticated')
     and not private.is_member(ws)
$$;
revoke execute on function private.hidden_from_caller(uuid) from public;
grant execute on function private.hidden_from_caller(uuid) to authenticated, service_role;

-- The category a status belongs to.
create or replace function private.status_category(status public.task_status)
returns public.state_category
language sql
immutable
set search_path = ''
as $$
  select (case status
    when 'backlog' then 'backlog'
    when 'todo' then 'unstarted'
    when 'in_progress' then 'started'
    when 'in_review' then 'started'
    when 'done' then 'completed'
    when 'canceled' then 'canceled'
  end)::public.state_category
$$;
revoke execute on function private.status_category(public.task_status) from public;
grant execute on function private.status_category(public.task_status) to authenticated, service_role;

-- The status tasks of an added state of `category` report.
create or replace function private.category_status(category public.state_category)
returns public.task_status
language sql
immutable
set search_path = ''
as $$
  select (case category
    when 'backlog' then 'backlog'
    when 'unstarted' then 'todo'
    when 'started' then 'in_progress'
    when 'completed' then 'done'
    when 'canceled' then 'canceled'
  end)::public.task_status
$$;
revoke execute on function private.category_status(public.state_category) from public;
grant execute on function private.category_status(public.state_category) to authenticated, service_role;

-- The category rule of `@tandem/schemas` (canTransitionCategory): any move among the
-- non-canceled categories, anything to canceled, canceled back to unstarted only.
create or replace function private.can_transition_category(
  from_category public.state_category,
  to_category public.state_category
)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select from_category = to_category
    or to_category = 'canceled'
    or (from_category = 'canceled' and to_category = 'unstarted')
    or (from_category <> 'canceled' and to_category <> 'canceled')
$$;
revoke execute on function private.can_transition_category(public.state_category,public.state_category) from public;
grant execute on function private.can_transition_category(public.state_category,public.state_category) to authenticated, service_role;

-- The most states a board has (PRODUCT.md: 1–20 columns).
create or replace function private.max_board_states()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 20
$$;
revoke execute on function private.max_board_states() from public;
grant execute on function private.max_board_states() to authenticated, service_role;

create or replace function private.board_states_before_insert()
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
  new.workspace_id := board.workspace_id;
  new.created_at := now();
  new.updated_at := now();
  perform private.lock_board(new.board_id);
  if (select count(*) from public.board_states s where s.board_id = new.board_id)
      >= private.max_board_states() then
    raise exception 'data/invalid: a board has at most % states', private.max_board_states()
      using errcode = '23514';
  end if;
  if new.position is null then
    -- New states go to the end of the board.
    new.position := private.key_between(
      (select max(s.position) from public.board_states s where s.board_id = new.board_id), null);
  else
    perform private.fi_validate(new.position);
  end if;
  return new;
end
$$;
revoke execute on function private.board_states_before_insert() from public;
grant execute on function private.board_states_before_insert() to authenticated, service_role;

create or replace function private.board_states_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A state's category (and so the status its tasks report) is what it means: changing it
  -- would silently change every task in it. A new state of the other category is the way.
  if new.category <> old.category or new.status is distinct from old.status then
    raise exception 'data/invalid: a state''s category cannot change' using errcode = '23514';
  end if;
  if new.board_id <> old.board_id then
    raise exception 'data/invalid: a state cannot move to another board' using errcode = '23514';
  end if;
  new.id := old.id;
  new.workspace_id := old.workspace_id;
  new.created_at := old.created_at;
  new.updated_at := now();
  if new.position is distinct from old.position then
    perform private.fi_validate(new.position);
  end if;
  return new;
end
$$;
revoke execute on function private.board_states_before_update() from public;
grant execute on function private.board_states_before_update() to authenticated, service_role;

create or replace function private.board_states_before_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The board itself is going (its workspace is deleted): its states go with it.
  if not exists (select 1 from public.boards b where b.id = old.board_id) then
    return old;
  end if;
  perform private.lock_board(old.board_id);
  if exists (select 1 from public.tasks t where t.board_id = old.board_id and t.state_id = old.id) then
    raise exception 'state/has-tasks: the state still holds tasks; say where they go'
      using errcode = '23503';
  end if;
  if not exists (
    select 1 from public.board_states s
    where s.board_id = old.board_id and s.category = old.category and s.id <> old.id
  ) then
    raise exception 'state/last-of-category: a board keeps at least one % state', old.category
      using errcode = '23514';
  end if;
  return old;
end
$$;
revoke execute on function private.board_states_before_delete() from public;
grant execute on function private.board_states_before_delete() to authenticated, service_role;

-- Gives `board` one state per status, in today's column order (keys a0 … a5).
create or replace function private.create_builtin_states(board uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.board_states (board_id, workspace_id, name, color, position, category, status)
  select b.id, b.workspace_id, private.status_name(s.status), private.status_color(s.status),
    'a' || (s.n - 1)::text, private.status_category(s.status), s.status
  from public.boards b
  cross join unnest(enum_range(null::public.task_status)) with ordinality as s (status, n)
  where b.id = board
$$;
revoke execute on function private.create_builtin_states(uuid) from public;
grant execute on function private.create_builtin_states(uuid) to authenticated, service_role;

create or replace function private.boards_after_insert_states()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.create_builtin_states(new.id);
  return null;
end
$$;
revoke execute on function private.boards_after_insert_states() from public;
grant execute on function private.boards_after_insert_states() to authenticated, service_role;

-- The status a task in `state` reports.
create or replace function private.state_status(state public.board_states)
returns public.task_status
language sql
immutable
set search_path = ''
as $$
  select coalesce(state.status, private.category_status(state.category))
$$;
revoke execute on function private.state_status(public.board_states) from public;
grant execute on function private.state_status(public.board_states) to authenticated, service_role;

-- The state `state_id` as its caller sees it (under RLS: a state of another workspace is not
-- found, exactly as a missing one), when that caller may shape the board's workflow.
create or replace function private.state_to_shape(state_id uuid)
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
revoke execute on function private.state_to_shape(uuid) from public;
grant execute on function private.state_to_shape(uuid) to authenticated, service_role;

-- Moves a state to sit after the state `after_id` and before `before_id` of its board (either
-- may be null: null/null puts it last). Admins and the owner.
create or replace function public.move_board_state(
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
revoke execute on function public.move_board_state(uuid,uuid,uuid) from public;
grant execute on function public.move_board_state(uuid,uuid,uuid) to authenticated, service_role;

-- Deletes a state; its tasks, if any, first move to the end of `move_to_state_id` (same board),
-- in their order, in the same transaction. Admins and the owner. Fails with state/has-tasks
-- when the state holds tasks and no target is given, state/last-of-category when it is the
-- board's last state of its category, data/invalid when the category rule refuses the move.
create or replace function public.delete_board_state(state_id uuid, move_to_state_id uuid default null)
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
revoke execute on function public.delete_board_state(uuid,uuid) from public;
grant execute on function public.delete_board_state(uuid,uuid) to authenticated, service_role;

-- How full each workflow state of a board is, for the board's WIP-limit warnings: per state,
-- in board order, its number of tasks, its limit and whether the count is past it. Under the
-- caller's RLS: a board the caller cannot see has no rows, as a missing one.
create or replace function public.board_state_load(board_id uuid)
returns table (
  state_id uuid,
  task_count integer,
  wip_limit integer,
  wip_hard_limit boolean,
  over_limit boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.id, count(t.id)::integer, s.wip_limit, s.wip_hard_limit,
    coalesce(count(t.id) > s.wip_limit, false)
  from public.board_states s
  left join public.tasks t on t.board_id = s.board_id and t.state_id = s.id
  where s.board_id = board_state_load.board_id
  group by s.id
  order by s.position, s.id
$$;
revoke execute on function public.board_state_load(uuid) from public;
grant execute on function public.board_state_load(uuid) to authenticated, service_role;

-- Raises state/wip-limit when moving `task_id` into `state_id` would pass its hard limit.
create or replace function private.check_hard_wip_limit(task_id uuid, state_id uuid)
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
revoke execute on function private.check_hard_wip_limit(uuid,uuid) from public;
grant execute on function private.check_hard_wip_limit(uuid,uuid) to authenticated, service_role;

-- Whether the caller may change or delete a view: their own (while a member), or a shared one
-- when they are an admin or the owner of its workspace.
create or replace function private.can_manage_saved_view(ws uuid, owner uuid, is_shared boolean)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (owner = (select auth.uid()) and private.is_member(ws))
    or (is_shared and private.has_role(ws, 'admin'))
$$;
revoke execute on function private.can_manage_saved_view(uuid,uuid,boolean) from public;
grant execute on function private.can_manage_saved_view(uuid,uuid,boolean) to authenticated, service_role;

-- Most views one person keeps on one board, and most shared views one board has.
create or replace function private.saved_views_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 50
$$;
revoke execute on function private.saved_views_max() from public;
grant execute on function private.saved_views_max() to authenticated, service_role;

-- The board's params minus what is not part of a view: the open task, the one-shot "new task"
-- request and the saved view's own id.
create or replace function private.saved_view_query(query jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select query - 'task' - 'new' - 'saved'
$$;
revoke execute on function private.saved_view_query(jsonb) from public;
grant execute on function private.saved_view_query(jsonb) to authenticated, service_role;

-- Refuses a view past either limit. Serialised per board, so two concurrent saves cannot both
-- pass it.
create or replace function private.check_saved_view_limits(view public.saved_views)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('tandem.saved_views:' || view.board_id::text, 0));
  if (select count(*) from public.saved_views v
      where v.board_id = view.board_id and v.owner_id = view.owner_id and v.id <> view.id)
     >= private.saved_views_max()
    or (view.shared and (select count(*) from public.saved_views v
      where v.board_id = view.board_id and v.shared and v.id <> view.id)
     >= private.saved_views_max()) then
    raise exception 'view/limit: a board keeps at most % views per person and % shared views',
      private.saved_views_max(), private.saved_views_max() using errcode = '23514';
  end if;
end
$$;
revoke execute on function private.check_saved_view_limits(public.saved_views) from public;
grant execute on function private.check_saved_view_limits(public.saved_views) to authenticated, service_role;

create or replace function private.saved_views_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- A board the caller cannot see answers as a missing one (no existence oracle).
    select b.workspace_id into new.workspace_id from public.boards b
    where b.id = new.board_id and private.is_member(b.workspace_id);
    if not found then
      raise exception 'data/not-found: board % not found', new.board_id using errcode = '23503';
    end if;
    new.owner_id := (select auth.uid());
    new.created_at := now();
    if new.position is null then
      new.position := private.key_between(
        (select max(v.position) from public.saved_views v where v.board_id = new.board_id),
        null
      );
    else
      perform private.fi_validate(new.position);
    end if;
  else
    new.id := old.id;
    new.board_id := old.board_id;
    new.workspace_id := old.workspace_id;
    new.owner_id := old.owner_id;
    new.created_at := old.created_at;
    if new.position is distinct from old.position then
      perform private.fi_validate(new.position);
    end if;
  end if;
  if tg_op = 'INSERT' or (new.shared and not old.shared) then
    perform private.check_saved_view_limits(new);
  end if;
  new.query := private.saved_view_query(new.query);
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function private.saved_views_before_write() from public;
grant execute on function private.saved_views_before_write() to authenticated, service_role;

-- The boards still being imported, so hidden from everyone (a handful at any time). Policies
-- read it once per statement, as `(select private.hidden_boards())::uuid[]` (an init plan),
-- and compare each row's board with it: no per-row lookup on the hot path of loading a board.
create or replace function private.hidden_boards()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(i.board_id), '{}') from private.board_imports i
$$;
revoke execute on function private.hidden_boards() from public;
grant execute on function private.hidden_boards() to authenticated, service_role;

-- A row written into a board being imported, other than by its import, fails as a row of a
-- missing board does. Named to fire before the other insert triggers of each table.
create or replace function private.refuse_hidden_board()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  board uuid;
begin
  if private.is_importing() then
    return new;
  end if;
  if tg_table_name in ('tasks', 'board_states') then
    board := new.board_id;
  else
    board := (select t.board_id from public.tasks t where t.id = new.task_id);
  end if;
  if exists (select 1 from private.board_imports i where i.board_id = board) then
    if tg_table_name in ('tasks', 'board_states') then
      raise exception 'data/not-found: board % not found', board using errcode = '23503';
    end if;
    raise exception 'data/not-found: task % not found', new.task_id using errcode = '23503';
  end if;
  return new;
end
$$;
revoke execute on function private.refuse_hidden_board() from public;

-- The 50-board cap counts the boards people see, not the hidden ones of unfinished imports
-- (bounded by their own quota; counted when revealed).
create or replace function private.boards_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.lock_workspace(new.workspace_id);
    if (select count(*) from public.boards b where b.workspace_id = new.workspace_id
        and not exists (select 1 from private.board_imports i where i.board_id = b.id)) >= 50 then
      raise exception 'data/invalid: a workspace can have at most 50 boards' using errcode = '23514';
    end if;
    new.created_by := coalesce(private.actor(), new.created_by);
    new.created_at := now();
  else
    -- A board never changes workspace: its tasks' numbers and access belong to this one.
    new.id := old.id;
    new.workspace_id := old.workspace_id;
    new.created_by := old.created_by;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function private.boards_before_write() from public;
grant execute on function private.boards_before_write() to authenticated, service_role;

-- A new column lands before the board's done columns (those of the completed and canceled
-- categories), as a team adding "QA" or "Blocked" expects, instead of after Done; a new done
-- column still goes to the end, and a state inserted with its own position (an import, an
-- undo) keeps it.
--
-- A trigger of its own that places the state, named to fire before
-- `board_states_before_insert` (triggers of one event fire in name order), which then finds the
-- position set and only validates it; its checks of access and of the state limit still run.
create or replace function private.place_new_state()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  first_done text;
begin
  -- The same board lock as the insert trigger: two columns added at once get distinct keys.
  perform private.lock_board(new.board_id);
  if new.category not in ('completed', 'canceled') then
    select min(s.position) into first_done from public.board_states s
    where s.board_id = new.board_id and s.category in ('completed', 'canceled');
  end if;
  new.position := private.key_between(
    (select max(s.position) from public.board_states s
     where s.board_id = new.board_id and (first_done is null or s.position < first_done)),
    first_done);
  return new;
end
$$;
revoke execute on function private.place_new_state() from public;

-- ---------------------------------------------------------------------------------------------
-- Policies that call the functions above
-- ---------------------------------------------------------------------------------------------

create policy boards_select on public.boards for select to authenticated
  using (private.is_member(workspace_id)
      and id <> all ((select private.hidden_boards())::uuid[]));

create policy boards_update on public.boards for update to authenticated
  using (private.has_role(workspace_id, 'admin')
      and id <> all ((select private.hidden_boards())::uuid[]))
  with check (private.has_role(workspace_id, 'admin'));

create policy board_states_delete on public.board_states for delete to authenticated
  using (private.has_role(workspace_id, 'admin')
      and board_id <> all ((select private.hidden_boards())::uuid[]));

create policy board_states_insert on public.board_states for insert to authenticated
  with check (private.has_role(workspace_id, 'admin')
      and board_id <> all ((select private.hidden_boards())::uuid[]));

create policy board_states_select on public.board_states for select to authenticated
  using (private.is_member(workspace_id)
      and board_id <> all ((select private.hidden_boards())::uuid[]));

create policy board_states_update on public.board_states for update to authenticated
  using (private.has_role(workspace_id, 'admin')
      and board_id <> all ((select private.hidden_boards())::uuid[]))
  with check (private.has_role(workspace_id, 'admin')
      and board_id <> all ((select private.hidden_boards())::uuid[]));

create policy saved_views_delete on public.saved_views for delete to authenticated
  using (private.can_manage_saved_view(workspace_id, owner_id, shared));

create policy saved_views_update on public.saved_views for update to authenticated
  using (private.can_manage_saved_view(workspace_id, owner_id, shared))
  with check (
    private.can_manage_saved_view(workspace_id, owner_id, shared)
    and (not shared or private.has_role(workspace_id, 'member'))
  );

-- Constraints that call the functions above, or reference a later table.
alter table public.board_states add constraint board_states_board_id_fkey FOREIGN KEY (board_id) REFERENCES public.boards(id) ON DELETE CASCADE;
alter table public.board_states add constraint board_states_check CHECK (((status IS NULL) OR (private.status_category(status) = category)));
alter table public.saved_views add constraint saved_views_board_id_fkey FOREIGN KEY (board_id) REFERENCES public.boards(id) ON DELETE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

create trigger board_states_a_hidden_board before insert on public.board_states
  for each row execute function private.refuse_hidden_board();

create trigger board_states_a_place_new before insert on public.board_states
  for each row when (new.position is null) execute function private.place_new_state();

create trigger board_states_before_delete before delete on public.board_states
  for each row execute function private.board_states_before_delete();

create trigger board_states_before_insert before insert on public.board_states
  for each row execute function private.board_states_before_insert();

create trigger board_states_before_update before update on public.board_states
  for each row execute function private.board_states_before_update();

create trigger boards_before_write before insert or update on public.boards
  for each row execute function private.boards_before_write();

create trigger boards_create_states after insert on public.boards
  for each row execute function private.boards_after_insert_states();

create trigger boards_forget_deleted_profile before update on public.boards
  for each row execute function private.forget_deleted_profile('created_by');

create trigger saved_views_before_write before insert or update on public.saved_views
  for each row execute function private.saved_views_before_write();
