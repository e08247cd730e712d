-- Storage buckets and the policies on storage.objects (PRODUCT.md §3, §6, §9).
--   avatars      public, 2 MiB, images; path <user_id>/<file>
--   attachments  private, 25 MiB; path <workspace_id>/<task_id>/<uuid>-<file_name>

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 2097152, array['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  ('attachments', 'attachments', false, 26214400, null)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The caller's role in the workspace an attachment path belongs to, or null. The path's task
-- must belong to the path's workspace: a member of workspace A cannot write under
-- <A>/<task of B>/ and so reach B's task panel, nor read under <B>/… at all.
create function private.attachment_path_role(object_name text)
returns public.member_role
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts text[] := string_to_array(object_name, '/');
  ws uuid;
  task uuid;
begin
  if cardinality(parts) < 3 or parts[3] = ''
     or parts[1] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     or parts[2] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  ws := parts[1]::uuid;
  task := parts[2]::uuid;
  return (
    select m.role
    from public.tasks t
    join public.workspace_members m on m.workspace_id = t.workspace_id
    where t.id = task and t.workspace_id = ws and m.user_id = (select auth.uid())
  );
end
$$;

revoke execute on function private.attachment_path_role(text) from public;
grant execute on function private.attachment_path_role(text) to authenticated, service_role;

-- Avatars: the bucket is public, so downloads need no policy. Listing, uploading (upsert reads
-- the existing row first), replacing and deleting are limited to the user's own folder.
create policy avatars_select on storage.objects for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy avatars_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy avatars_update on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy avatars_delete on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Attachments: every member reads (signed URLs are created through this check too); members
-- and above upload; files are never overwritten in place (a new upload gets a new uuid
-- prefix), but the uploader may replace or move their own; the uploader or an admin deletes.
create policy attachments_objects_select on storage.objects for select to authenticated
  using (bucket_id = 'attachments' and private.attachment_path_role(name) is not null);
create policy attachments_objects_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'attachments' and private.attachment_path_role(name) >= 'member');
create policy attachments_objects_update on storage.objects for update to authenticated
  using (
    bucket_id = 'attachments' and private.attachment_path_role(name) >= 'member'
    and coalesce(owner_id, owner::text) = (select auth.uid())::text
  )
  with check (bucket_id = 'attachments' and private.attachment_path_role(name) >= 'member');
create policy attachments_objects_delete on storage.objects for delete to authenticated
  using (
    bucket_id = 'attachments'
    and (
      private.attachment_path_role(name) >= 'admin'
      or (
        private.attachment_path_role(name) >= 'member'
        and coalesce(owner_id, owner::text) = (select auth.uid())::text
      )
    )
  );
