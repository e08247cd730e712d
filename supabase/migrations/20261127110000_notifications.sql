-- Notifications: what concerns a person, written in SQL only (triggers here and the scheduled
-- reminders of the next migration), read and marked read by that person alone.
--
-- Rules (supabase/README.md, "Notifications"):
-- * nobody is notified of their own action;
-- * nobody is told about a workspace (and so a board) they are not a member of: recipients
--   are checked when a notification is written, and reading requires current membership, so
--   leaving or being removed hides a workspace's notifications (they are deleted too);
-- * a burst of events of one kind on one task by one person is one unread notification: a
--   repeat while it is unread bumps its `count` and `updated_at`;
-- * per person and kind, `notification_preferences` turn the inbox and the email off or on.

create type public.notification_kind as enum (
  'mentioned', 'assigned', 'commented', 'state_changed', 'due_soon', 'overdue', 'invited',
  'role_changed'
);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- The task concerned; null for workspace-level kinds (invited, role_changed).
  task_id uuid references public.tasks (id) on delete cascade,
  kind public.notification_kind not null,
  -- Who caused it; null for Tandem itself (reminders) or a deleted account.
  actor_id uuid references public.profiles (id) on delete set null,
  -- What the app words the notification with (task number and title, states, role, …).
  details jsonb not null default '{}',
  -- How many events this unread notification stands for.
  count integer not null default 1 check (count > 0),
  -- False when the person turned the inbox off for this kind but still wants the email.
  in_app boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  read_at timestamptz,
  emailed_at timestamptz
);
alter table public.notifications enable row level security;
comment on table public.notifications is
  'Per recipient; written only by triggers and scheduled jobs, marked read through RPCs.';
-- The inbox lists a person's notifications newest first; the bell counts the unread ones.
create index notifications_recipient_idx on public.notifications (recipient_id, updated_at desc);
create index notifications_unread_idx on public.notifications (recipient_id) where read_at is null;
-- One unread notification per recipient, workspace, task, kind and actor: the coalescing key.
create unique index notifications_coalesce_idx
  on public.notifications (recipient_id, workspace_id, task_id, kind, actor_id)
  nulls not distinct where read_at is null;
create index notifications_task_id_idx on public.notifications (task_id) where task_id is not null;
create index notifications_workspace_id_idx on public.notifications (workspace_id, recipient_id);

create table public.notification_preferences (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  kind public.notification_kind not null,
  in_app boolean not null default true,
  email boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind)
);
alter table public.notification_preferences enable row level security;
comment on table public.notification_preferences is
  'Explicit choices only; a kind without a row uses private.notification_preference''s defaults.';

create trigger notification_preferences_updated_at before update on public.notification_preferences
  for each row execute function private.set_updated_at();

-- A person's choice for one kind: their row, else the inbox on, and email on for mentions and
-- assignments only.
create function private.notification_preference(person uuid, wanted public.notification_kind)
returns table (in_app boolean, email boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p.in_app, true), coalesce(p.email, wanted in ('mentioned', 'assigned'))
  from (select 1) one
  left join public.notification_preferences p on p.user_id = person and p.kind = wanted
$$;

-- ---------------------------------------------------------------------------------------------
-- Policies
-- ---------------------------------------------------------------------------------------------

-- Only your own, only while you are a member of its workspace (an invitation is about a
-- workspace you are not in yet), and not those you turned off in the inbox.
create policy notifications_select on public.notifications for select to authenticated
  using (
    recipient_id = (select auth.uid())
    and in_app
    and (kind = 'invited' or private.is_member(workspace_id))
  );
-- Written by triggers and jobs only (security definer): a client cannot notify anyone.
create policy notifications_insert on public.notifications for insert to authenticated
  with check (false);
-- Marking read goes through mark_notification_read / mark_all_notifications_read, which
-- change read_at and nothing else.
create policy notifications_update on public.notifications for update to authenticated
  using (false);
-- Notifications are marked read, not deleted; they go with their task, workspace or recipient.
create policy notifications_delete on public.notifications for delete to authenticated
  using (false);

create policy notification_preferences_select on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy notification_preferences_insert on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy notification_preferences_update on public.notification_preferences
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
-- Deleting your row goes back to the defaults.
create policy notification_preferences_delete on public.notification_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Writing notifications
-- ---------------------------------------------------------------------------------------------

-- Notifies `recipient` unless it is the actor, they are not a member of `ws` (an invitation
-- excepted) or they turned the kind (`what`) off entirely; a repeat of an unread notification of the
-- same key is folded into it. The `extra` details of a repeat replace the earlier ones, except that a
-- state change keeps the state it started `from`.
create function private.notify(
  recipient uuid,
  ws uuid,
  task uuid,
  what public.notification_kind,
  extra jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := private.actor();
  wanted record;
begin
  if recipient is null or recipient = actor then
    return;
  end if;
  if what <> 'invited' and not exists (
    select 1 from public.workspace_members m where m.workspace_id = ws and m.user_id = recipient
  ) then
    return;
  end if;
  select * into wanted from private.notification_preference(recipient, what);
  if not (wanted.in_app or wanted.email) then
    return;
  end if;
  insert into public.notifications as n
    (recipient_id, workspace_id, task_id, kind, actor_id, details, in_app)
  values (recipient, ws, task, what, actor, coalesce(extra, '{}'), wanted.in_app)
  on conflict (recipient_id, workspace_id, task_id, kind, actor_id) where read_at is null
  do update set
    count = n.count + 1,
    updated_at = now(),
    in_app = excluded.in_app,
    details = n.details || excluded.details
      || case when n.kind = 'state_changed' and n.details ? 'from'
           then jsonb_build_object('from', n.details -> 'from') else '{}'::jsonb end;
end
$$;

-- What every task notification carries: enough to word it and link to the task.
create function private.task_summary(task public.tasks)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('number', task.number, 'title', task.title, 'board_id', task.board_id)
$$;

-- Tells the people in `mentioned` but not in `already` that they were mentioned.
create function private.notify_mentioned(
  ws uuid,
  task uuid,
  mentioned uuid[],
  already uuid[],
  extra jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  person uuid;
begin
  for person in
    select unnest(mentioned) except select unnest(coalesce(already, '{}'))
  loop
    perform private.notify(person, ws, task, 'mentioned', extra);
  end loop;
end
$$;

create function private.tasks_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  summary jsonb := private.task_summary(new);
  person uuid;
begin
  if private.is_restoring(new.id) then
    return null;
  end if;
  if tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id then
    perform private.notify(new.assignee_id, new.workspace_id, new.id, 'assigned', summary);
  end if;
  perform private.notify_mentioned(new.workspace_id, new.id, new.mentions,
    case when tg_op = 'UPDATE' then old.mentions end, summary || '{"in": "description"}'::jsonb);
  if tg_op = 'UPDATE' and new.status <> old.status then
    for person in select w.user_id from public.task_watchers w where w.task_id = new.id loop
      perform private.notify(person, new.workspace_id, new.id, 'state_changed',
        summary || jsonb_build_object('from', old.status, 'to', new.status));
    end loop;
  end if;
  return null;
end
$$;

-- Named to run after tasks_auto_watch, so a new assignee is a watcher by then.
create trigger tasks_notify after insert or update on public.tasks
  for each row execute function private.tasks_notify();

create function private.comments_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  summary jsonb;
  person uuid;
begin
  if private.is_restoring(new.task_id) or new.deleted_at is not null then
    return null;
  end if;
  summary := (select private.task_summary(t) from public.tasks t where t.id = new.task_id)
    || jsonb_build_object('comment_id', new.id);
  perform private.notify_mentioned(new.workspace_id, new.task_id, new.mentions,
    case when tg_op = 'UPDATE' then old.mentions end, summary || '{"in": "comment"}'::jsonb);
  if tg_op = 'INSERT' then
    -- Someone mentioned in the comment has just been told; the other watchers hear of it.
    for person in
      select w.user_id from public.task_watchers w
      where w.task_id = new.task_id and not (w.user_id = any (new.mentions))
    loop
      perform private.notify(person, new.workspace_id, new.task_id, 'commented', summary);
    end loop;
  end if;
  return null;
end
$$;

create trigger comments_notify after insert or update on public.comments
  for each row execute function private.comments_notify();

create function private.workspace_members_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- Joined: the invitation that asked them to has been answered.
    update public.notifications n set read_at = now()
    where n.recipient_id = new.user_id and n.workspace_id = new.workspace_id
      and n.kind = 'invited' and n.read_at is null;
  elsif tg_op = 'UPDATE' then
    if new.role is distinct from old.role then
      perform private.notify(new.user_id, new.workspace_id, null, 'role_changed',
        jsonb_build_object('from', old.role, 'to', new.role,
          'workspace_name', (select w.name from public.workspaces w where w.id = new.workspace_id)));
    end if;
  else
    -- Gone from the workspace: its notifications go too (and RLS would hide them anyway).
    delete from public.notifications n
    where n.workspace_id = old.workspace_id and n.recipient_id = old.user_id
      and n.kind <> 'invited';
  end if;
  return null;
end
$$;

create trigger workspace_members_notify after insert or update or delete on public.workspace_members
  for each row execute function private.workspace_members_notify();

-- An invitation to an address that already has an account also lands in that account's inbox.
create function private.invitations_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitee uuid;
begin
  select u.id into invitee from auth.users u where lower(u.email) = new.email limit 1;
  if invitee is not null then
    perform private.notify(invitee, new.workspace_id, null, 'invited',
      jsonb_build_object('invitation_id', new.id, 'token', new.token, 'role', new.role,
        'workspace_name', (select w.name from public.workspaces w where w.id = new.workspace_id)));
  end if;
  return null;
end
$$;

create trigger invitations_notify after insert on public.invitations
  for each row execute function private.invitations_notify();

-- A revoked invitation leaves no notification pointing at it.
create function private.invitations_forget_revoked()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.notifications n
  where n.kind = 'invited' and n.workspace_id = new.workspace_id
    and n.details ->> 'invitation_id' = new.id::text;
  return null;
end
$$;

create trigger invitations_forget_revoked after update of revoked_at on public.invitations
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function private.invitations_forget_revoked();

-- ---------------------------------------------------------------------------------------------
-- Marking read
-- ---------------------------------------------------------------------------------------------

-- Marks one of the caller's notifications read; another person's, or one hidden from them,
-- is data/not-found. Returns the row.
create function public.mark_notification_read(notification_id uuid)
returns public.notifications
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  marked_row public.notifications;
begin
  update public.notifications n set read_at = coalesce(n.read_at, now())
  where n.id = mark_notification_read.notification_id
    and n.recipient_id = uid and n.in_app
    and (n.kind = 'invited' or private.is_member(n.workspace_id))
  returning * into marked_row;
  if not found then
    raise exception 'data/not-found: notification not found' using errcode = 'PT404';
  end if;
  return marked_row;
end
$$;

-- Marks every unread notification of the caller read (those of one workspace when given);
-- returns how many.
create function public.mark_all_notifications_read(workspace_id uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  marked integer;
begin
  update public.notifications n set read_at = now()
  where n.recipient_id = uid and n.read_at is null and n.in_app
    and (mark_all_notifications_read.workspace_id is null
      or n.workspace_id = mark_all_notifications_read.workspace_id)
    and (n.kind = 'invited' or private.is_member(n.workspace_id));
  get diagnostics marked = row_count;
  return marked;
end
$$;

revoke execute on function public.mark_notification_read(uuid),
  public.mark_all_notifications_read(uuid) from public, anon;
grant execute on function public.mark_notification_read(uuid),
  public.mark_all_notifications_read(uuid) to authenticated;

revoke execute on function private.notification_preference(uuid, public.notification_kind),
  private.notify(uuid, uuid, uuid, public.notification_kind, jsonb),
  private.task_summary(public.tasks), private.notify_mentioned(uuid, uuid, uuid[], uuid[], jsonb),
  private.tasks_notify(), private.comments_notify(),
  private.workspace_members_notify(), private.invitations_notify(),
  private.invitations_forget_revoked()
  from public;
grant execute on function private.notification_preference(uuid, public.notification_kind),
  private.notify(uuid, uuid, uuid, public.notification_kind, jsonb),
  private.task_summary(public.tasks), private.notify_mentioned(uuid, uuid, uuid[], uuid[], jsonb),
  private.tasks_notify(), private.comments_notify(),
  private.workspace_members_notify(), private.invitations_notify(),
  private.invitations_forget_revoked()
  to authenticated, service_role;

-- A per-person live inbox: Realtime's postgres_changes on this table, each subscriber
-- receiving only the rows the select policy above lets them read.
alter publication supabase_realtime add table public.notifications;
