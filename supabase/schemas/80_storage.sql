-- Storage: the avatars and attachments buckets, their policies on storage.objects and the
-- attachments table that records a task's files.

-- Function bodies are checked when they run, not when they are created (as in pg_dump's output),
-- so a helper may read a table declared further down or in a later file.
set check_function_bodies = off;

create table public.attachments (
  id uuid not null default gen_random_uuid(),
  task_id uuid not null,
  workspace_id uuid not null,
  object_path text not null,
  file_name text not null,
  mime_type text not null,
  size_bytes bigint not null,
  uploaded_by uuid,
  created_at timestamp with time zone not null default now(),
  constraint attachments_pkey primary key (id),
  constraint attachments_object_path_key unique (object_path),
  constraint attachments_task_id_fkey foreign key (task_id) references public.tasks(id) on delete cascade,
  constraint attachments_uploaded_by_fkey foreign key (uploaded_by) references public.profiles(id) on delete set null,
  constraint attachments_workspace_id_fkey foreign key (workspace_id) references public.workspaces(id) on delete cascade,
  constraint attachments_file_name_check check (private.is_trimmed_text(file_name, 1, 255)),
  constraint attachments_mime_type_check check (char_length(mime_type) between 3 and 255 and mime_type like '%/%'),
  constraint attachments_size_bytes_check check (((size_bytes >= 0) and (size_bytes <= 26214400)))
);

alter table public.attachments enable row level security;

create index attachments_task_id_idx ON public.attachments (task_id, created_at);

grant insert, select, update, delete on table public.attachments to service_role;
grant insert, select, delete on table public.attachments to authenticated;

-- Uploaders delete their own attachments; admins delete any.
create policy attachments_delete on public.attachments for delete to authenticated
  using (
    private.has_task_role(task_id, 'member')
    and (uploaded_by = (select auth.uid()) or private.has_task_role(task_id, 'admin'))
  );

create policy attachments_insert on public.attachments for insert to authenticated
  with check (private.has_task_role(task_id, 'member') and uploaded_by = (select auth.uid()));

create policy attachments_select on public.attachments for select to authenticated
  using (private.has_task_role(task_id, 'viewer'));

-- An attachment is immutable once recorded: a new file is a new attachment.
create policy attachments_update on public.attachments for update to authenticated
  using (false);

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

-- The caller's role in the workspace an attachment path belongs to, or null. The path's task
-- must belong to the path's workspace: a member of workspace A cannot write under
-- <A>/<task of B>/ and so reach B's task panel, nor read under <B>/… at all.
create or replace function private.attachment_path_role(object_name text)
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

create or replace function private.attachments_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  task public.tasks;
begin
  if tg_op = 'UPDATE' then
    new.id := old.id;
    new.task_id := old.task_id;
    new.workspace_id := old.workspace_id;
    new.object_path := old.object_path;
    new.uploaded_by := old.uploaded_by;
    new.created_at := old.created_at;
    return new;
  end if;
  -- Locking the task serialises concurrent uploads to it, so the count below is exact.
  select * into task from public.tasks t where t.id = new.task_id for no key update;
  if not found or private.hidden_from_caller(task.workspace_id) then
    raise exception 'data/not-found: task % not found', new.task_id using errcode = '23503';
  end if;
  new.workspace_id := task.workspace_id;
  if not private.is_restoring(new.task_id) then
    new.uploaded_by := coalesce(private.actor(), new.uploaded_by);
    new.created_at := now();
  end if;
  if (select count(*) from public.attachments a where a.task_id = new.task_id) >= 20 then
    raise exception 'data/invalid: a task can have at most 20 attachments' using errcode = '23514';
  end if;
  -- The row describes a stored file of this very task (PRODUCT.md §4: written only after the
  -- object exists), so it can never point into another workspace's files.
  if split_part(new.object_path, '/', 1) <> task.workspace_id::text
     or split_part(new.object_path, '/', 2) <> task.id::text
     or split_part(new.object_path, '/', 3) = '' then
    raise exception 'data/invalid: object_path must be <workspace_id>/<task_id>/<file>'
      using errcode = '23514';
  end if;
  if not exists (
    select 1 from storage.objects o where o.bucket_id = 'attachments' and o.name = new.object_path
  ) then
    raise exception 'data/invalid: the file has not been uploaded' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function private.attachments_before_write() from public;
grant execute on function private.attachments_before_write() to authenticated, service_role;

create or replace function private.attachments_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if private.is_restoring(new.task_id) then
      return null;
    end if;
    perform private.log_activity(new.workspace_id, new.task_id, 'attachment.added',
      jsonb_build_object('attachment_id', new.id, 'file_name', new.file_name));
  else
    perform private.log_activity(old.workspace_id, old.task_id, 'attachment.removed',
      jsonb_build_object('attachment_id', old.id, 'file_name', old.file_name));
  end if;
  return null;
end
$$;
revoke execute on function private.attachments_after_change() from public;
grant execute on function private.attachments_after_change() to authenticated, service_role;

-- Deleting an attachment's file through Storage (the uploader or an admin may) used to leave
-- its row pointing at nothing. The row now goes with the object, and with it the
-- `attachment.removed` activity, as if the attachment had been deleted.
--
-- A task's files are kept while the task sits in the trash (a restore brings them back) and
-- removed when the trash is purged. Signing a link checks the reader against the task, so no
-- new link is made once the task is deleted; a link made before stays valid until it expires,
-- as Storage checks only the link's signature, which is why links are short-lived (the
-- api-client's SIGNED_URL_MAX_TTL_SECONDS).
create or replace function private.attachment_objects_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.bucket_id = 'attachments' then
    delete from public.attachments a where a.object_path = old.name;
  end if;
  return null;
end
$$;
revoke execute on function private.attachment_objects_after_delete() from public;
grant execute on function private.attachment_objects_after_delete() to service_role;

-- ---------------------------------------------------------------------------------------------
-- Policies that call the functions above
-- ---------------------------------------------------------------------------------------------

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

create policy attachments_objects_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'attachments' and private.attachment_path_role(name) >= 'member');

-- Attachments: every member reads (signed URLs are created through this check too); members
-- and above upload; files are never overwritten in place (a new upload gets a new uuid
-- prefix), but the uploader may replace or move their own; the uploader or an admin deletes.
create policy attachments_objects_select on storage.objects for select to authenticated
  using (bucket_id = 'attachments' and private.attachment_path_role(name) is not null);

create policy attachments_objects_update on storage.objects for update to authenticated
  using (
    bucket_id = 'attachments' and private.attachment_path_role(name) >= 'member'
    and coalesce(owner_id, owner::text) = (select auth.uid())::text
  )
  with check (bucket_id = 'attachments' and private.attachment_path_role(name) >= 'member');

create policy avatars_delete on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy avatars_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Avatars: the bucket is public, so downloads need no policy. Listing, uploading (upsert reads
-- the existing row first), replacing and deleting are limited to the user's own folder.
create policy avatars_select on storage.objects for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy avatars_update on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

create trigger attachments_after_change after insert or delete on public.attachments
  for each row execute function private.attachments_after_change();

create trigger attachments_before_write before insert or update on public.attachments
  for each row execute function private.attachments_before_write();

create trigger attachments_broadcast after insert or update or delete on public.attachments
  for each row execute function private.broadcast_change();

create trigger attachments_forget_deleted_profile before update on public.attachments
  for each row execute function private.forget_deleted_profile('uploaded_by');

create trigger attachment_objects_after_delete after delete on storage.objects
  for each row execute function private.attachment_objects_after_delete();

-- ---------------------------------------------------------------------------------------------
-- The buckets. Rows, not schema: db diff does not compare them, so a change here needs a
-- hand-written migration too (the declared-schema test compares these rows).
--   avatars      public, 2 MiB, images; path <user_id>/<file>
--   attachments  private, 25 MiB; path <workspace_id>/<task_id>/<uuid>-<file_name>
-- ---------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 2097152, array['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  ('attachments', 'attachments', false, 26214400, null)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;
