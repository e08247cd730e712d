-- Workspaces, their members and invitations, user profiles, and the helper functions every
-- row-level security policy of Tandem is written with.
--
-- Conventions (see supabase/README.md):
-- * every table enables RLS here, where it is created, and has one named policy per operation;
--   an operation that only RPCs may perform gets an explicit `false` policy, so the intent is
--   visible instead of implied by a missing policy;
-- * helpers live in the `private` schema, which the API does not expose, are
--   `security definer` with an empty search_path (every name schema-qualified), so policies
--   stay short and membership lookups do not recurse through RLS;
-- * errors raised by triggers and RPCs start with a catalogue code of PRODUCT.md §8
--   (`data/conflict: …`) and carry a distinct SQLSTATE; README.md lists the mapping.

create schema if not exists private;
-- Policies run as the requesting role, so it needs to reach the helpers they call.
grant usage on schema private to authenticated, anon, service_role;

create type public.member_role as enum ('viewer', 'member', 'admin', 'owner');
create type public.task_status as enum ('backlog', 'todo', 'in_progress', 'in_review', 'done', 'canceled');
create type public.task_priority as enum ('none', 'low', 'medium', 'high', 'urgent');
create type public.activity_kind as enum (
  'task.created', 'task.updated', 'task.moved', 'task.deleted',
  'comment.created', 'attachment.added', 'attachment.removed',
  'member.joined', 'member.left', 'member.role_changed',
  'board.created', 'board.archived'
);

-- Text columns hold trimmed text (PRODUCT.md §5): the client trims, the database refuses
-- anything else rather than silently storing surrounding blanks.
create function private.is_trimmed_text(value text, min_length integer, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value = pg_catalog.btrim(value)
    and pg_catalog.char_length(value) between min_length and max_length
$$;

-- ---------------------------------------------------------------------------------------------
-- profiles
-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null check (private.is_trimmed_text(display_name, 1, 60)),
  avatar_path text check (avatar_path is null or private.is_trimmed_text(avatar_path, 1, 1024)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.profiles enable row level security;
comment on table public.profiles is 'One per auth user, created by a trigger on auth.users.';

-- ---------------------------------------------------------------------------------------------
-- workspaces and members
-- ---------------------------------------------------------------------------------------------
create table public.workspaces (
  id uuid primary key default gen_random_uuid(),
  name text not null check (private.is_trimmed_text(name, 1, 60)),
  slug text not null unique
    check (char_length(slug) between 3 and 40 and slug ~ '^[a-z0-9](-?[a-z0-9])*$'),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.workspaces enable row level security;

create table public.workspace_members (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role public.member_role not null,
  joined_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);
alter table public.workspace_members enable row level security;
-- "My workspaces" and every membership check look members up by user.
create index workspace_members_user_id_idx on public.workspace_members (user_id, workspace_id);
-- At most one owner per workspace; a deferred trigger (triggers migration) ensures at least one.
create unique index workspace_members_one_owner_idx
  on public.workspace_members (workspace_id) where role = 'owner';

create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email text not null
    check (email = lower(btrim(email)) and char_length(email) between 3 and 254 and email like '%_@_%'),
  role public.member_role not null check (role <> 'owner'),
  token text not null unique check (char_length(token) >= 32),
  invited_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default (now() + interval '7 days'),
  accepted_at timestamptz,
  revoked_at timestamptz,
  check (expires_at > created_at),
  check (accepted_at is null or revoked_at is null)
);
alter table public.invitations enable row level security;
create index invitations_workspace_id_idx on public.invitations (workspace_id, created_at desc);
create index invitations_pending_email_idx
  on public.invitations (workspace_id, email) where accepted_at is null and revoked_at is null;

-- ---------------------------------------------------------------------------------------------
-- Helpers for policies. `stable` lets the planner evaluate them once per statement when the
-- argument is constant; callers wrap auth.uid() in a sub-select for the same reason.
-- ---------------------------------------------------------------------------------------------

-- The caller's role in a workspace, or null when the caller is not a member.
create function private.member_role(ws uuid)
returns public.member_role
language sql
stable
security definer
set search_path = ''
as $$
  select m.role
  from public.workspace_members m
  where m.workspace_id = ws and m.user_id = (select auth.uid())
$$;

-- Whether the caller belongs to the workspace (any role).
create function private.is_member(ws uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.workspace_members m
    where m.workspace_id = ws and m.user_id = (select auth.uid())
  )
$$;

-- Whether the caller's role in the workspace is at least `min_role`
-- (viewer < member < admin < owner, the enum's order).
create function private.has_role(ws uuid, min_role public.member_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.workspace_members m
    where m.workspace_id = ws and m.user_id = (select auth.uid()) and m.role >= min_role
  )
$$;

-- Whether the caller shares at least one workspace with `other` (profiles of co-members are
-- visible so that boards can show assignees, authors and presence avatars).
create function private.shares_workspace(other uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.workspace_members mine
    join public.workspace_members theirs on theirs.workspace_id = mine.workspace_id
    where mine.user_id = (select auth.uid()) and theirs.user_id = other
  )
$$;

grant execute on function private.member_role(uuid), private.is_member(uuid),
  private.has_role(uuid, public.member_role), private.shares_workspace(uuid),
  private.is_trimmed_text(text, integer, integer)
  to authenticated, anon, service_role;

-- ---------------------------------------------------------------------------------------------
-- Policies. Only `authenticated` gets permissive policies: anon sees and changes nothing.
-- ---------------------------------------------------------------------------------------------

create policy profiles_select on public.profiles for select to authenticated
  using (id = (select auth.uid()) or private.shares_workspace(id));
-- Profiles are created by the auth.users trigger, never by clients.
create policy profiles_insert on public.profiles for insert to authenticated
  with check (false);
-- Every user edits their own profile (display name, avatar) and no one else's.
create policy profiles_update on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
-- A profile goes away with its auth user (cascade), not on its own.
create policy profiles_delete on public.profiles for delete to authenticated
  using (false);

create policy workspaces_select on public.workspaces for select to authenticated
  using (private.is_member(id));
-- A workspace without its owner membership must never exist, so creation goes through the
-- create_workspace RPC, which writes both in one transaction.
create policy workspaces_insert on public.workspaces for insert to authenticated
  with check (false);
-- Rename and change slug: admins and the owner (PRODUCT.md §6).
create policy workspaces_update on public.workspaces for update to authenticated
  using (private.has_role(id, 'admin'))
  with check (private.has_role(id, 'admin'));
-- Deleting a workspace: the owner only.
create policy workspaces_delete on public.workspaces for delete to authenticated
  using (private.has_role(id, 'owner'));

create policy workspace_members_select on public.workspace_members for select to authenticated
  using (private.is_member(workspace_id));
-- Memberships change only through RPCs (create_workspace, accept_invitation,
-- change_member_role, transfer_ownership, remove_member, leave_workspace): each applies the
-- role rules of PRODUCT.md §4 and keeps exactly one owner, which a plain write could break.
create policy workspace_members_insert on public.workspace_members for insert to authenticated
  with check (false);
create policy workspace_members_update on public.workspace_members for update to authenticated
  using (false);
create policy workspace_members_delete on public.workspace_members for delete to authenticated
  using (false);

-- Invitations carry the secret token, so only those who manage members see them.
create policy invitations_select on public.invitations for select to authenticated
  using (private.has_role(workspace_id, 'admin'));
-- Tokens and expiry are generated by invite_member; state changes go through
-- accept_invitation and revoke_invitation, which check the state machine of PRODUCT.md §4.
create policy invitations_insert on public.invitations for insert to authenticated
  with check (false);
create policy invitations_update on public.invitations for update to authenticated
  using (false);
-- Invitations are kept as history (accepted, revoked, expired); they are never deleted.
create policy invitations_delete on public.invitations for delete to authenticated
  using (false);
