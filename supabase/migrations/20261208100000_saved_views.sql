-- Saved views: a named set of a board's URL search params (view, filters, sort, grouping…),
-- personal or shared with the workspace.
--
-- `query` holds the board's search params as the app validated them, minus the open task, so
-- params the app adds later are saved without a change here. The database only checks that it
-- is a small JSON object; the app parses it again when it applies it.
--
-- Who does what:
--   * A personal view is its owner's alone: nobody else reads, edits or deletes it, admins
--     included. Every member, viewers too, keeps personal views: saving a filter changes
--     nothing anyone else sees.
--   * A shared view is read by every member of the workspace (every member sees every board).
--     Members and up share views (viewers cannot publish to the workspace); its owner edits
--     and deletes it, and so do admins and the owner of the workspace, who cannot make someone
--     else's view personal (it would vanish from their own list into another person's).
--
-- Shared views go live on their board's channel (board:<board_id>): a view that becomes shared
-- arrives as an insert, one that stops being shared leaves as a delete. Personal views are
-- never broadcast, since every member of the workspace may join a board's channel.

create table public.saved_views (
  id uuid primary key default gen_random_uuid(),
  board_id uuid not null references public.boards (id) on delete cascade,
  -- Always the board's: set by the insert trigger, whatever a client sends.
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- Always the caller on insert; never changes.
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (private.is_trimmed_text(name, 1, 60)),
  shared boolean not null default false,
  query jsonb not null default '{}'::jsonb
    check (pg_catalog.jsonb_typeof(query) = 'object' and pg_catalog.octet_length(query::text) <= 4000),
  -- Fractional-index key ordering the views of a board.
  position text collate "C" not null check (position ~ '^[A-Za-z][0-9A-Za-z]*$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.saved_views enable row level security;
comment on table public.saved_views is 'Named board search params: personal, or shared with the workspace.';
create index saved_views_board_idx on public.saved_views (board_id, position);
create index saved_views_owner_idx on public.saved_views (owner_id);

-- Whether the caller may change or delete a view: their own (while a member), or a shared one
-- when they are an admin or the owner of its workspace.
create function private.can_manage_saved_view(ws uuid, owner uuid, is_shared boolean)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (owner = (select auth.uid()) and private.is_member(ws))
    or (is_shared and private.has_role(ws, 'admin'))
$$;

create policy saved_views_select on public.saved_views for select to authenticated
  using (
    private.is_member(workspace_id)
    and (shared or owner_id = (select auth.uid()))
  );
create policy saved_views_insert on public.saved_views for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and private.is_member(workspace_id)
    and (not shared or private.has_role(workspace_id, 'member'))
  );
create policy saved_views_update on public.saved_views for update to authenticated
  using (private.can_manage_saved_view(workspace_id, owner_id, shared))
  with check (
    private.can_manage_saved_view(workspace_id, owner_id, shared)
    and (not shared or private.has_role(workspace_id, 'member'))
  );
create policy saved_views_delete on public.saved_views for delete to authenticated
  using (private.can_manage_saved_view(workspace_id, owner_id, shared));

-- Most views one person keeps on one board, and most shared views one board has.
create function private.saved_views_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 50
$$;

-- The board's params minus what is not part of a view: the open task, the one-shot "new task"
-- request and the saved view's own id.
create function private.saved_view_query(query jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select query - 'task' - 'new' - 'saved'
$$;

-- Refuses a view past either limit. Serialised per board, so two concurrent saves cannot both
-- pass it.
create function private.check_saved_view_limits(view public.saved_views)
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

create function private.saved_views_before_write()
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

create trigger saved_views_before_write before insert or update on public.saved_views
  for each row execute function private.saved_views_before_write();

-- Shared views on their board's channel; personal ones stay off it (see the top).
create function private.broadcast_saved_view()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_shared boolean := tg_op <> 'INSERT' and old.shared;
  is_shared boolean := tg_op <> 'DELETE' and new.shared;
  topic text := 'board:' || (case when tg_op = 'DELETE' then old.board_id else new.board_id end)::text;
begin
  if is_shared and was_shared then
    perform realtime.broadcast_changes(topic, tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
  elsif is_shared then
    perform realtime.broadcast_changes(topic, 'INSERT', 'INSERT', tg_table_name, tg_table_schema, new, null);
  elsif was_shared then
    perform realtime.broadcast_changes(topic, 'DELETE', 'DELETE', tg_table_name, tg_table_schema, null, old);
  end if;
  return null;
end
$$;

create trigger saved_views_broadcast after insert or update or delete on public.saved_views
  for each row execute function private.broadcast_saved_view();

revoke execute on function private.can_manage_saved_view(uuid, uuid, boolean),
  private.saved_views_max(), private.saved_view_query(jsonb),
  private.check_saved_view_limits(public.saved_views), private.saved_views_before_write(),
  private.broadcast_saved_view()
  from public;
grant execute on function private.can_manage_saved_view(uuid, uuid, boolean),
  private.saved_views_max(), private.saved_view_query(jsonb),
  private.check_saved_view_limits(public.saved_views), private.saved_views_before_write(),
  private.broadcast_saved_view()
  to authenticated, service_role;
