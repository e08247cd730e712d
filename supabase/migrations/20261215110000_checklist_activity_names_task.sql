-- A checklist entry in the workspace's feed names its task ("checked off “Cache pnpm store” on
-- #12"): the feed reads a task's number from the entry's payload, which checklist entries did
-- not carry, so they said "on a task". Older entries stay as they were.
create or replace function private.checklist_items_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  about jsonb;
begin
  if private.is_restoring(new.task_id) then
    return null;
  end if;
  select jsonb_build_object('item_id', new.id, 'title', new.title, 'number', t.number,
      'task_title', t.title)
    into about
  from public.tasks t where t.id = new.task_id;
  if tg_op = 'INSERT' then
    perform private.log_activity(new.workspace_id, new.task_id, 'checklist.item_added', about);
  elsif new.done and not old.done then
    perform private.log_activity(new.workspace_id, new.task_id, 'checklist.item_checked', about);
  end if;
  return null;
end
$$;
