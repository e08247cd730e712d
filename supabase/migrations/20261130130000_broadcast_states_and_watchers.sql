-- One broadcast function for every table that goes through it: the workflow states migration
-- (20261130110000) and the live watchers one (20261128100000) each added their table's topic
-- to `private.broadcast_change()`, and the later definition would drop the earlier one's case.
-- States change on their board's channel, watches on their task's.

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

revoke execute on all functions in schema private from public;
