-- Deleting an account keeps what it wrote, with the author column set to null
-- (`on delete set null`). That action is an UPDATE, and the before-update triggers pin the
-- author columns to their old value, so the rows kept pointing at a profile that no longer
-- exists. These triggers run after the pinning ones (same event: alphabetical order) and let
-- the null through, only when the profile named is really gone.

create function private.forget_deleted_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  column_name text := tg_argv[0];
  profile_id uuid := (to_jsonb(new) ->> column_name)::uuid;
begin
  if profile_id is not null
    and not exists (select 1 from public.profiles p where p.id = profile_id) then
    new := jsonb_populate_record(new, jsonb_build_object(column_name, null));
  end if;
  return new;
end
$$;

create trigger workspaces_forget_deleted_profile before update on public.workspaces
  for each row execute function private.forget_deleted_profile('created_by');
create trigger boards_forget_deleted_profile before update on public.boards
  for each row execute function private.forget_deleted_profile('created_by');
create trigger tasks_forget_deleted_profile before update on public.tasks
  for each row execute function private.forget_deleted_profile('created_by');
create trigger comments_forget_deleted_profile before update on public.comments
  for each row execute function private.forget_deleted_profile('author_id');
create trigger attachments_forget_deleted_profile before update on public.attachments
  for each row execute function private.forget_deleted_profile('uploaded_by');
