-- Watchers live: a watch added or removed is broadcast on its task's private topic
-- (`task:<task_id>`, like the task's comments and attachments), so an open task panel shows
-- who watches as others start or stop watching.

create or replace function private.broadcast_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Rows of six tables pass through here, so fields are read from JSON: a record field
  -- that one of the tables lacks would fail to compile.
  data jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  topic text;
begin
  topic := case tg_table_name
    when 'tasks' then 'board:' || (data ->> 'board_id')
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

create trigger task_watchers_broadcast after insert or delete on public.task_watchers
  for each row execute function private.broadcast_change();
