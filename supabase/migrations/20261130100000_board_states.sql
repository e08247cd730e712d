-- Workflow states per board: the columns of a board, with a name, a colour, a position and a
-- category (Linear's model) that carries the meaning the fixed statuses carried.
--
-- Compatibility with `tasks.status` (kept so that every client written against the six
-- statuses goes on working):
-- * every board starts with six built-in states, one per status ("Backlog" … "Canceled"); a
--   built-in state records the status it stands for in `board_states.status` (unique per
--   board). States added later have no status of their own;
-- * a task's `state_id` and `status` are kept in sync by the `tasks_align_state` trigger, both
--   ways:
--   - writing `state_id` (or inserting with one) sets `status` to the state's own status, or,
--     for an added state, to its category's representative status (backlog → backlog,
--     unstarted → todo, started → in_progress, completed → done, canceled → canceled);
--   - writing only `status` (or inserting without a state, or moving the task to another
--     board) puts the task in the board's state for that status, or, when that state was
--     deleted, in the first state of the status's category; `status` then follows that state;
-- * so `status = 'done'` still means "completed" (and `completed_at` keeps its meaning), the
--   status transition rule still holds and is the category rule (any move among
--   non-canceled categories, anything to canceled, canceled back to unstarted only), and the
--   existing column order (a status group's keys) stays valid for every state in the group;
-- * a board always keeps at least one state of each category, so every status has a state.
-- The backfill below gives every existing board its six states and every task the state of
-- its status: nothing changes for any task but the new column.

create type public.state_category as enum ('backlog', 'unstarted', 'started', 'completed', 'canceled');

-- The category a status belongs to.
create function private.status_category(status public.task_status)
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

-- The status tasks of an added state of `category` report.
create function private.category_status(category public.state_category)
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

-- The category rule of `@tandem/schemas` (canTransitionCategory): any move among the
-- non-canceled categories, anything to canceled, canceled back to unstarted only.
create function private.can_transition_category(
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

create table public.board_states (
  id uuid primary key default gen_random_uuid(),
  board_id uuid not null references public.boards (id) on delete cascade,
  -- Copied from the board by a trigger, never trusted from the client.
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null check (private.is_trimmed_text(name, 1, 40)),
  color text not null default '#8a8a95' check (color ~ '^#[0-9a-f]{6}$'),
  -- Fractional-index key, as tasks.position.
  position text collate "C" not null check (position ~ '^[A-Za-z][0-9A-Za-z]*$'),
  category public.state_category not null,
  -- The status a built-in state stands for; null for states added later.
  status public.task_status,
  -- Work-in-progress limit: the number of tasks the state should hold at most.
  wip_limit integer check (wip_limit between 1 and 999),
  -- Whether a move past the limit is refused rather than only warned about.
  wip_hard_limit boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (board_id, status),
  check (status is null or private.status_category(status) = category),
  check (wip_limit is not null or not wip_hard_limit)
);
alter table public.board_states enable row level security;
-- A board loads its columns in order.
create index board_states_board_position_idx on public.board_states (board_id, position);
-- Two columns of one board never share a name, whatever its case.
create unique index board_states_board_name_idx on public.board_states (board_id, lower(name));

comment on table public.board_states is
  'The workflow states (columns) of a board; see the migration for how tasks.status follows them.';

-- The most states a board has (PRODUCT.md: 1–20 columns).
create function private.max_board_states()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 20
$$;

-- ---------------------------------------------------------------------------------------------
-- Triggers on states
-- ---------------------------------------------------------------------------------------------

create function private.board_states_before_insert()
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

create trigger board_states_before_insert before insert on public.board_states
  for each row execute function private.board_states_before_insert();

create function private.board_states_before_update()
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

create trigger board_states_before_update before update on public.board_states
  for each row execute function private.board_states_before_update();

create function private.board_states_before_delete()
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

create trigger board_states_before_delete before delete on public.board_states
  for each row execute function private.board_states_before_delete();

-- ---------------------------------------------------------------------------------------------
-- The six built-in states of a board
-- ---------------------------------------------------------------------------------------------

create function private.status_color(status public.task_status)
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

-- Gives `board` one state per status, in today's column order (keys a0 … a5).
create function private.create_builtin_states(board uuid)
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

create function private.boards_after_insert_states()
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

create trigger boards_create_states after insert on public.boards
  for each row execute function private.boards_after_insert_states();

-- ---------------------------------------------------------------------------------------------
-- Tasks: state_id, backfilled, then kept in sync with status
-- ---------------------------------------------------------------------------------------------

alter table public.tasks add column state_id uuid references public.board_states (id);

select private.create_builtin_states(b.id) from public.boards b;
-- Only the new column changes: no version bump, activity, notification or broadcast.
alter table public.tasks disable trigger user;
update public.tasks t set state_id = s.id
from public.board_states s
where s.board_id = t.board_id and s.status = t.status;
alter table public.tasks enable trigger user;
alter table public.tasks alter column state_id set not null;
-- A board loads a state's column; deleting a state looks for its tasks.
create index tasks_board_state_position_idx on public.tasks (board_id, state_id, position);

-- The state a write of `status` puts a task of `board` in: the state that stands for the
-- status, else the first state of its category (see the rules at the top).
create function private.state_for_status(board uuid, status public.task_status)
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

-- The status a task in `state` reports.
create function private.state_status(state public.board_states)
returns public.task_status
language sql
immutable
set search_path = ''
as $$
  select coalesce(state.status, private.category_status(state.category))
$$;

-- Named to sort before tasks_before_insert and tasks_before_update: Postgres fires triggers of
-- one event in name order, and those read the status this one settles.
create function private.tasks_align_state()
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

create trigger tasks_align_state before insert or update on public.tasks
  for each row execute function private.tasks_align_state();

-- ---------------------------------------------------------------------------------------------
-- Policies: members read, admins and the owner shape the workflow
-- ---------------------------------------------------------------------------------------------

create policy board_states_select on public.board_states for select to authenticated
  using (private.is_member(workspace_id));
create policy board_states_insert on public.board_states for insert to authenticated
  with check (private.has_role(workspace_id, 'admin'));
create policy board_states_update on public.board_states for update to authenticated
  using (private.has_role(workspace_id, 'admin'))
  with check (private.has_role(workspace_id, 'admin'));
create policy board_states_delete on public.board_states for delete to authenticated
  using (private.has_role(workspace_id, 'admin'));

revoke execute on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
