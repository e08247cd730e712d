-- The invitation page (/invite/:token) shows what the link is for before the user accepts:
-- workspace name, role and state. Invitations are otherwise visible to admins only, so this
-- reads one by its token: holding the secret token is what entitles the caller to see it.
create function public.get_invitation(token text)
returns table (
  workspace_id uuid,
  workspace_name text,
  workspace_slug text,
  email text,
  role public.member_role,
  state text,
  expires_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_user();
  return query
    select i.workspace_id, w.name, w.slug, i.email, i.role,
      case
        when i.revoked_at is not null then 'revoked'
        when i.accepted_at is not null then 'accepted'
        when i.expires_at <= now() then 'expired'
        else 'pending'
      end,
      i.expires_at
    from public.invitations i
    join public.workspaces w on w.id = i.workspace_id
    where i.token = get_invitation.token;
  if not found then
    raise exception 'data/not-found: invitation not found' using errcode = 'PT404';
  end if;
end
$$;

revoke execute on function public.get_invitation(text) from public, anon;
grant execute on function public.get_invitation(text) to authenticated, service_role;
