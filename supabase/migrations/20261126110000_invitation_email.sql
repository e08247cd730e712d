-- Invitation emails: the send-invitation Edge Function mails an invitation on behalf of an
-- admin or the owner. It calls claim_invitation_email with the caller's JWT, so the database
-- decides (as for every other invitation change) whether the caller may send it, and records
-- when it was last sent so repeated sends of one invitation are refused for 60 seconds.
alter table public.invitations add column last_sent_at timestamptz;

create function public.claim_invitation_email(invitation_id uuid)
returns table (
  email text,
  role public.member_role,
  token text,
  expires_at timestamptz,
  workspace_name text,
  inviter_name text
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations;
begin
  perform private.require_user();
  -- Locked so that two sends racing for the same invitation cannot both pass the limit.
  select * into invitation from public.invitations i
  where i.id = claim_invitation_email.invitation_id for update;
  if not found then
    raise exception 'data/not-found: invitation not found' using errcode = 'PT404';
  end if;
  -- A non-member learns nothing more than for an unknown id (private.require_role).
  perform private.require_role(invitation.workspace_id, 'admin');
  if invitation.revoked_at is not null then
    raise exception 'invite/revoked: the invitation was revoked' using errcode = 'PT410';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'invite/used: the invitation was already accepted' using errcode = 'PT409';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'invite/expired: the invitation has expired' using errcode = 'PT410';
  end if;
  if invitation.last_sent_at > now() - interval '60 seconds' then
    raise exception 'invite/rate-limited: the invitation was sent less than a minute ago'
      using errcode = 'PT429';
  end if;
  update public.invitations i set last_sent_at = now() where i.id = invitation.id;
  return query
    select invitation.email, invitation.role, invitation.token, invitation.expires_at, w.name,
      coalesce(p.display_name, 'A Tandem admin')
    from public.workspaces w
    left join public.profiles p on p.id = auth.uid()
    where w.id = invitation.workspace_id;
end
$$;

revoke execute on function public.claim_invitation_email(uuid) from public, anon;
grant execute on function public.claim_invitation_email(uuid) to authenticated, service_role;
