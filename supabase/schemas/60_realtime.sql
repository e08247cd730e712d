-- Realtime: private broadcast channels. Triggers send row changes to topic channels
-- (board:<id>, workspace:<id>, user:<id>), and the policies on realtime.messages say who may
-- join which topic.

-- Function bodies are checked when they run, not when they are created (as in pg_dump's output),
-- so a helper may read a table declared further down or in a later file.
set check_function_bodies = off;

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

create or replace function private.broadcast_checklist_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  task uuid := case when tg_op = 'DELETE' then old.task_id else new.task_id end;
begin
  perform realtime.broadcast_changes('task:' || task, tg_op, tg_op, tg_table_name, tg_table_schema,
    new, old);
  return null;
end
$$;
revoke execute on function private.broadcast_checklist_change() from public;
grant execute on function private.broadcast_checklist_change() to authenticated, service_role;

create or replace function private.broadcast_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Rows of several tables pass through here, so fields are read from JSON: a record field
  -- that one of the tables lacks would fail to compile.
  data jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  topic text;
begin
  topic := case tg_table_name
    when 'tasks' then 'board:' || (data ->> 'board_id')
    when 'board_states' then 'board:' || (data ->> 'board_id')
    when 'comments' then 'task:' || (data ->> 'task_id')
    when 'attachments' then 'task:' || (data ->> 'task_id')
    when 'task_watchers' then 'task:' || (data ->> 'task_id')
    else 'workspace:' || (data ->> 'workspace_id')
  end;
  perform realtime.broadcast_changes(topic, tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
  -- A task moved to another board also leaves its old board's columns.
  if tg_table_name = 'tasks' and tg_op = 'UPDATE' and (to_jsonb(old) ->> 'board_id') <> (data ->> 'board_id') then
    perform realtime.broadcast_changes('board:' || (to_jsonb(old) ->> 'board_id'), tg_op, tg_op,
      tg_table_name, tg_table_schema, new, old);
  end if;
  return null;
end
$$;
revoke execute on function private.broadcast_change() from public;
grant execute on function private.broadcast_change() to authenticated, service_role;

-- Shared views on their board's channel; personal ones stay off it (see the top).
create or replace function private.broadcast_saved_view()
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
revoke execute on function private.broadcast_saved_view() from public;
grant execute on function private.broadcast_saved_view() to authenticated, service_role;

-- A hidden board's channel, and its tasks', belong to no workspace: nobody joins them.
create or replace function private.topic_workspace(topic text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  kind text := split_part(topic, ':', 1);
  id_text text := substr(topic, length(kind) + 2);
  target_id uuid;
begin
  if id_text !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  target_id := id_text::uuid;
  return case kind
    when 'workspace' then (select w.id from public.workspaces w where w.id = target_id)
    when 'board' then (select b.workspace_id from public.boards b
      where b.id = target_id and b.id <> all (private.hidden_boards()))
    when 'task' then (select t.workspace_id from public.tasks t
      where t.id = target_id and t.board_id <> all (private.hidden_boards()))
  end;
end
$$;
revoke execute on function private.topic_workspace(text) from public;
grant execute on function private.topic_workspace(text) to authenticated, service_role;

create or replace function private.broadcast_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_shown boolean := tg_op <> 'INSERT' and old.in_app;
  is_shown boolean := tg_op <> 'DELETE' and new.in_app;
  topic text := 'user:' || (case when tg_op = 'DELETE' then old.recipient_id else new.recipient_id end)::text;
begin
  if is_shown and was_shown then
    if (to_jsonb(new) - 'emailed_at') = (to_jsonb(old) - 'emailed_at') then
      return null;
    end if;
    perform realtime.broadcast_changes(topic, tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
  elsif is_shown then
    perform realtime.broadcast_changes(topic, 'INSERT', 'INSERT', tg_table_name, tg_table_schema, new, null);
  elsif was_shown then
    perform realtime.broadcast_changes(topic, 'DELETE', 'DELETE', tg_table_name, tg_table_schema, null, old);
  end if;
  return null;
end
$$;
revoke execute on function private.broadcast_notification() from public;
grant execute on function private.broadcast_notification() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Policies that call the functions above
-- ---------------------------------------------------------------------------------------------

create policy realtime_messages_insert on realtime.messages for insert to authenticated
  with check (
    realtime.messages.extension = 'presence'
    and split_part((select realtime.topic()), ':', 1) = 'board'
    and private.is_member(private.topic_workspace((select realtime.topic())))
  );

-- Joining (and receiving) a private channel: members of the topic's workspace, any role.
create policy realtime_messages_select on realtime.messages for select to authenticated
  using (
    realtime.messages.extension in ('broadcast', 'presence')
    and private.is_member(private.topic_workspace((select realtime.topic())))
  );

-- Joining (and receiving on) user:<id>: that user alone, broadcasts only (no presence).
create policy realtime_messages_select_own_user_topic on realtime.messages
  for select to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (select realtime.topic()) = 'user:' || (select auth.uid())::text
  );

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

create trigger notifications_broadcast after insert or update or delete on public.notifications
  for each row execute function private.broadcast_notification();

create trigger saved_views_broadcast after insert or update or delete on public.saved_views
  for each row execute function private.broadcast_saved_view();

create trigger task_watchers_broadcast after insert or delete on public.task_watchers
  for each row execute function private.broadcast_change();

-- Live on the workspace's channel (the shared trigger function sends other tables there).
create trigger workspace_labels_broadcast after insert or update or delete on public.workspace_labels
  for each row execute function private.broadcast_change();

create trigger workspace_members_broadcast after insert or update or delete on public.workspace_members
  for each row execute function private.broadcast_change();
