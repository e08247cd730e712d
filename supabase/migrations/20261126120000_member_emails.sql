-- The members list shows each member's email under their name. Emails live in auth.users,
-- which no API role may read; this returns the emails of one workspace's members, to its
-- members only (anyone else gets no rows, as if the workspace had no members), and nothing else
-- of auth.users.
create function public.member_emails(workspace_id uuid)
returns table (user_id uuid, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id, u.email::text
  from public.workspace_members m
  join auth.users u on u.id = m.user_id
  where m.workspace_id = member_emails.workspace_id
    and private.is_member(member_emails.workspace_id)
  order by m.user_id
$$;

revoke execute on function public.member_emails(uuid) from public, anon;
grant execute on function public.member_emails(uuid) to authenticated;
