-- Realtime: private channels authorised by RLS on realtime.messages, fed by
-- realtime.broadcast_changes() triggers (Supabase's recommended pattern: no per-row
-- postgres_changes authorisation on the hot path).
--   board:<board_id>          tasks of that board, presence, "editing task N" broadcasts
--   task:<task_id>            its comments and attachments
--   workspace:<workspace_id>  its members and boards

-- The workspace a topic belongs to, or null for a topic that is not one of ours (malformed
-- ids included, so a bad topic is refused instead of raising a cast error).
create function private.topic_workspace(topic text)
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
    when 'board' then (select b.workspace_id from public.boards b where b.id = target_id)
    when 'task' then (select t.workspace_id from public.tasks t where t.id = target_id)
  end;
end
$$;

revoke execute on function private.topic_workspace(text) from public;
grant execute on function private.topic_workspace(text) to authenticated, service_role;

-- Joining (and receiving) a private channel: members of the topic's workspace, any role.
create policy realtime_messages_select on realtime.messages for select to authenticated
  using (
    realtime.messages.extension in ('broadcast', 'presence')
    and private.is_member(private.topic_workspace((select realtime.topic())))
  );
-- Sending broadcasts and tracking presence: members of the topic's workspace, any role
-- (viewers show up as present too).
create policy realtime_messages_insert on realtime.messages for insert to authenticated
  with check (
    realtime.messages.extension in ('broadcast', 'presence')
    and private.is_member(private.topic_workspace((select realtime.topic())))
  );

-- One trigger function for every table: the topic is the row's parent channel. Security
-- definer because the caller may not insert into realtime.messages directly.
create function private.broadcast_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Rows of five tables pass through here, so fields are read from JSON: a record field
  -- that one of the tables lacks would fail to compile.
  data jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  topic text;
begin
  topic := case tg_table_name
    when 'tasks' then 'board:' || (data ->> 'board_id')
    when 'comments' then 'task:' || (data ->> 'task_id')
    when 'attachments' then 'task:' || (data ->> 'task_id')
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

create trigger tasks_broadcast after insert or update or delete on public.tasks
  for each row execute function private.broadcast_change();
create trigger comments_broadcast after insert or update or delete on public.comments
  for each row execute function private.broadcast_change();
create trigger attachments_broadcast after insert or update or delete on public.attachments
  for each row execute function private.broadcast_change();
create trigger boards_broadcast after insert or update or delete on public.boards
  for each row execute function private.broadcast_change();
create trigger workspace_members_broadcast after insert or update or delete on public.workspace_members
  for each row execute function private.broadcast_change();
