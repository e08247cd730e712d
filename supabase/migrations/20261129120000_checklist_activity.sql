-- A task's history tells of its checklist: an item added, an item checked off. Renames,
-- unchecks, moves and deletions are small edits of the list and leave no entry; items that come
-- back with a restored task leave none either.

alter type public.activity_kind add value 'checklist.item_added';
alter type public.activity_kind add value 'checklist.item_checked';

create function private.checklist_items_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_restoring(new.task_id) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.log_activity(new.workspace_id, new.task_id, 'checklist.item_added',
      jsonb_build_object('item_id', new.id, 'title', new.title));
  elsif new.done and not old.done then
    perform private.log_activity(new.workspace_id, new.task_id, 'checklist.item_checked',
      jsonb_build_object('item_id', new.id, 'title', new.title));
  end if;
  return null;
end
$$;

create trigger checklist_items_log after insert or update on public.task_checklist_items
  for each row execute function private.checklist_items_log();

revoke execute on function private.checklist_items_log() from public;
grant execute on function private.checklist_items_log() to authenticated, service_role;
