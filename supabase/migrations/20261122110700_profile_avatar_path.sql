-- An avatar path names a file in the user's own folder of the `avatars` bucket
-- (`<user_id>/<file>`), the only folder the storage policies let them write; a profile can
-- therefore never show a file someone else controls.
alter table public.profiles
  add constraint profiles_avatar_path_own_folder
  check (avatar_path is null or avatar_path like id::text || '/_%');
