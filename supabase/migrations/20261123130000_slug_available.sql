-- The "create workspace" form checks the slug as the user types. Workspaces are visible to
-- their members only (workspaces_select), so a plain select cannot tell whether a slug is
-- taken by a workspace the caller does not belong to; this answers that one yes/no question
-- without revealing anything else about the other workspace. create_workspace still decides:
-- two people may race for the same slug after both were told it is free.
create function public.is_slug_available(slug text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_user();
  return not exists (select 1 from public.workspaces w where w.slug = is_slug_available.slug);
end
$$;

revoke execute on function public.is_slug_available(text) from public, anon;
grant execute on function public.is_slug_available(text) to authenticated;
