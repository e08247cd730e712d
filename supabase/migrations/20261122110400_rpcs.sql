-- RPCs for what must be atomic. Each is `security definer` only where it must write rows the
-- caller's policies deny (memberships, invitations), and then checks the caller's role
-- itself, first thing; move_task runs as the caller so that RLS stays the authority.
-- Errors: `<catalogue code>: <text>` with the SQLSTATE listed in supabase/README.md.

create function private.require_user()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null or not exists (select 1 from public.profiles p where p.id = uid) then
    raise exception 'data/forbidden: sign in first' using errcode = '42501';
  end if;
  return uid;
end
$$;

-- Role of `uid` in `ws`; a workspace the caller cannot see is reported as not found, so the
-- answer never reveals whether it exists.
create function private.require_role(ws uuid, min_role public.member_role)
returns public.member_role
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  current_role_in_ws public.member_role;
begin
  select m.role into current_role_in_ws
  from public.workspace_members m
  where m.workspace_id = ws and m.user_id = private.require_user();
  if current_role_in_ws is null then
    raise exception 'data/not-found: workspace not found' using errcode = 'PT404';
  end if;
  if current_role_in_ws < min_role then
    raise exception 'data/forbidden: requires the % role', min_role using errcode = '42501';
  end if;
  return current_role_in_ws;
end
$$;

-- Locks a member's row for the rest of the transaction, so role checks and the change that
-- follows them see the same membership; a missing member is data/not-found.
create function private.lock_member(ws uuid, member_id uuid)
returns public.workspace_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.workspace_members;
begin
  select * into member from public.workspace_members m
  where m.workspace_id = ws and m.user_id = member_id
  for update;
  if not found then
    raise exception 'data/not-found: member not found' using errcode = 'PT404';
  end if;
  return member;
end
$$;

-- ---------------------------------------------------------------------------------------------
create function public.create_workspace(name text, slug text)
returns public.workspaces
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  ws public.workspaces;
begin
  if exists (select 1 from public.workspaces w where w.slug = create_workspace.slug) then
    raise exception 'data/duplicate: the slug % is taken', create_workspace.slug using errcode = '23505';
  end if;
  insert into public.workspaces (name, slug, created_by)
  values (create_workspace.name, create_workspace.slug, uid)
  returning * into ws;
  insert into public.workspace_members (workspace_id, user_id, role) values (ws.id, uid, 'owner');
  return ws;
end
$$;

-- ---------------------------------------------------------------------------------------------
create function public.invite_member(workspace_id uuid, email text, role public.member_role)
returns public.invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  normalized text := lower(btrim(invite_member.email));
  invitation public.invitations;
begin
  perform private.require_role(invite_member.workspace_id, 'admin');
  if invite_member.role is null or invite_member.role = 'owner' then
    raise exception 'data/invalid: invitations grant viewer, member or admin' using errcode = '22023';
  end if;
  perform private.lock_workspace(invite_member.workspace_id);
  if exists (
    select 1 from public.workspace_members m join auth.users u on u.id = m.user_id
    where m.workspace_id = invite_member.workspace_id and lower(u.email) = normalized
  ) then
    raise exception 'data/duplicate: % is already a member', normalized using errcode = '23505';
  end if;
  if exists (
    select 1 from public.invitations i
    where i.workspace_id = invite_member.workspace_id and i.email = normalized
      and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
  ) then
    raise exception 'data/duplicate: % already has a pending invitation', normalized using errcode = '23505';
  end if;
  insert into public.invitations (workspace_id, email, role, token, invited_by, expires_at)
  values (
    invite_member.workspace_id, normalized, invite_member.role,
    -- 32 random bytes, URL-safe: the token is the only secret of an invitation link.
    translate(rtrim(encode(extensions.gen_random_bytes(32), 'base64'), '='), '+/', '-_'),
    auth.uid(), now() + interval '7 days'
  )
  returning * into invitation;
  return invitation;
end
$$;

-- ---------------------------------------------------------------------------------------------
create function public.accept_invitation(token text)
returns public.workspace_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  invitation public.invitations;
  caller auth.users;
  membership public.workspace_members;
begin
  -- Locked so that the same invitation cannot be accepted twice concurrently.
  select * into invitation from public.invitations i where i.token = accept_invitation.token for update;
  if not found then
    raise exception 'data/not-found: invitation not found' using errcode = 'PT404';
  end if;
  if invitation.revoked_at is not null then
    raise exception 'invite/revoked: the invitation was revoked' using errcode = 'PT410';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'invite/used: the invitation was already accepted' using errcode = 'PT409';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'invite/expired: the invitation has expired' using errcode = 'PT410';
  end if;
  select * into caller from auth.users u where u.id = uid;
  if caller.email_confirmed_at is null or lower(caller.email) <> invitation.email then
    raise exception 'invite/wrong-email: the invitation was sent to another address' using errcode = '42501';
  end if;
  if exists (
    select 1 from public.workspace_members m where m.workspace_id = invitation.workspace_id and m.user_id = uid
  ) then
    raise exception 'data/duplicate: already a member of this workspace' using errcode = '23505';
  end if;
  insert into public.workspace_members (workspace_id, user_id, role)
  values (invitation.workspace_id, uid, invitation.role)
  returning * into membership;
  update public.invitations i set accepted_at = now() where i.id = invitation.id;
  return membership;
end
$$;

-- ---------------------------------------------------------------------------------------------
create function public.revoke_invitation(invitation_id uuid)
returns public.invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations;
begin
  select * into invitation from public.invitations i where i.id = invitation_id for update;
  if not found or not private.has_role(invitation.workspace_id, 'admin') then
    raise exception 'data/not-found: invitation not found' using errcode = 'PT404';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'invite/used: the invitation was already accepted' using errcode = 'PT409';
  end if;
  if invitation.revoked_at is not null then
    raise exception 'invite/revoked: the invitation was already revoked' using errcode = 'PT410';
  end if;
  update public.invitations i set revoked_at = now() where i.id = invitation.id
  returning * into invitation;
  return invitation;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- PRODUCT.md §4/§6: the owner sets anyone but themselves to viewer, member or admin; an admin
-- moves people only between viewer and member. Ownership moves with transfer_ownership.
create function public.change_member_role(workspace_id uuid, user_id uuid, role public.member_role)
returns public.workspace_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role public.member_role := private.require_role(change_member_role.workspace_id, 'admin');
  target public.workspace_members;
begin
  target := private.lock_member(change_member_role.workspace_id, change_member_role.user_id);
  if change_member_role.role is null or change_member_role.role = 'owner' or target.role = 'owner' then
    raise exception 'data/forbidden: ownership changes only by transfer' using errcode = '42501';
  end if;
  if actor_role = 'admin' and (target.role >= 'admin' or change_member_role.role >= 'admin') then
    raise exception 'data/forbidden: admins change roles below admin only' using errcode = '42501';
  end if;
  update public.workspace_members m set role = change_member_role.role
  where m.workspace_id = target.workspace_id and m.user_id = target.user_id
  returning * into target;
  return target;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Admins remove members and viewers; the owner also removes admins. Nobody removes the owner.
create function public.remove_member(workspace_id uuid, user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role public.member_role := private.require_role(remove_member.workspace_id, 'admin');
  target public.workspace_members;
begin
  target := private.lock_member(remove_member.workspace_id, remove_member.user_id);
  if target.role = 'owner' or (actor_role = 'admin' and target.role = 'admin') then
    raise exception 'data/forbidden: cannot remove a member of this role' using errcode = '42501';
  end if;
  delete from public.workspace_members m
  where m.workspace_id = target.workspace_id and m.user_id = target.user_id;
end
$$;

-- ---------------------------------------------------------------------------------------------
create function public.leave_workspace(workspace_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role public.member_role := private.require_role(leave_workspace.workspace_id, 'viewer');
begin
  if actor_role = 'owner' then
    raise exception 'data/forbidden: the owner cannot leave; transfer ownership first'
      using errcode = '42501';
  end if;
  delete from public.workspace_members m
  where m.workspace_id = leave_workspace.workspace_id and m.user_id = auth.uid();
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The owner hands ownership to an admin and becomes an admin.
create function public.transfer_ownership(workspace_id uuid, new_owner_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.workspace_members;
begin
  perform private.require_role(transfer_ownership.workspace_id, 'owner');
  target := private.lock_member(transfer_ownership.workspace_id, new_owner_id);
  if target.role <> 'admin' then
    raise exception 'data/forbidden: ownership goes to an admin only' using errcode = '42501';
  end if;
  -- Demote first: the unique index allows one owner at any instant.
  update public.workspace_members m set role = 'admin'
  where m.workspace_id = transfer_ownership.workspace_id and m.user_id = auth.uid();
  update public.workspace_members m set role = 'owner'
  where m.workspace_id = transfer_ownership.workspace_id and m.user_id = new_owner_id;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Rewrites every key of one column as a short, evenly spaced sequence (a0, a1, …), keeping
-- the order. Called with the board lock held.
create function private.rebalance_column(board uuid, column_status public.task_status)
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

-- Moves a task to `status`, after the task `after_id` and before the task `before_id` (either
-- may be null: null/null puts it at the end of the column). When someone else has meanwhile
-- dropped a card between the two neighbours, the task goes right after `after_id`, so every
-- concurrent drop lands, in a distinct, ordered place. Fails with data/conflict when the task's
-- version is not `expected_version`.
create function public.move_task(
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
  max_key_length constant integer := 32;
  task public.tasks;
  lower_key text;
  upper_key text;
  new_key text;
begin
  select * into task from public.tasks t where t.id = move_task.task_id;
  if not found then
    raise exception 'data/not-found: task not found' using errcode = 'PT404';
  end if;
  if not private.has_role(task.workspace_id, 'member') then
    raise exception 'data/forbidden: requires the member role' using errcode = '42501';
  end if;
  if move_task.task_id in (move_task.before_id, move_task.after_id) then
    raise exception 'data/invalid: a task cannot be its own neighbour' using errcode = '22023';
  end if;
  -- Board lock before row lock: the order every position writer uses, so no deadlock.
  perform private.lock_board(task.board_id);
  select * into task from public.tasks t where t.id = move_task.task_id for update;
  if move_task.expected_version is not null and task.version <> move_task.expected_version then
    raise exception 'data/conflict: task % is at version %, not %', task.number, task.version,
      move_task.expected_version using errcode = 'PT409';
  end if;

  for attempt in 1..2 loop
    if move_task.after_id is not null then
      select t.position into lower_key from public.tasks t
      where t.id = move_task.after_id and t.board_id = task.board_id and t.status = move_task.status;
      if not found then
        raise exception 'data/invalid: after_id is not in that column' using errcode = '22023';
      end if;
      select min(t.position) into upper_key from public.tasks t
      where t.board_id = task.board_id and t.status = move_task.status
        and t.position > lower_key and t.id <> task.id;
    elsif move_task.before_id is not null then
      select t.position into upper_key from public.tasks t
      where t.id = move_task.before_id and t.board_id = task.board_id and t.status = move_task.status;
      if not found then
        raise exception 'data/invalid: before_id is not in that column' using errcode = '22023';
      end if;
      select max(t.position) into lower_key from public.tasks t
      where t.board_id = task.board_id and t.status = move_task.status
        and t.position < upper_key and t.id <> task.id;
    else
      select max(t.position) into lower_key from public.tasks t
      where t.board_id = task.board_id and t.status = move_task.status and t.id <> task.id;
      upper_key := null;
    end if;
    new_key := private.key_between(lower_key, upper_key);
    exit when length(new_key) <= max_key_length or attempt = 2;
    perform private.rebalance_column(task.board_id, move_task.status);
  end loop;

  update public.tasks t set status = move_task.status, position = new_key
  where t.id = task.id
  returning * into task;
  if not found then
    raise exception 'data/forbidden: the task cannot be changed' using errcode = '42501';
  end if;
  return task;
end
$$;

revoke execute on function public.create_workspace(text, text), public.invite_member(uuid, text, public.member_role),
  public.accept_invitation(text), public.revoke_invitation(uuid),
  public.change_member_role(uuid, uuid, public.member_role), public.remove_member(uuid, uuid),
  public.leave_workspace(uuid), public.transfer_ownership(uuid, uuid),
  public.move_task(uuid, public.task_status, uuid, uuid, integer)
  from public, anon;
grant execute on function public.create_workspace(text, text), public.invite_member(uuid, text, public.member_role),
  public.accept_invitation(text), public.revoke_invitation(uuid),
  public.change_member_role(uuid, uuid, public.member_role), public.remove_member(uuid, uuid),
  public.leave_workspace(uuid), public.transfer_ownership(uuid, uuid),
  public.move_task(uuid, public.task_status, uuid, uuid, integer)
  to authenticated, service_role;

revoke execute on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;
