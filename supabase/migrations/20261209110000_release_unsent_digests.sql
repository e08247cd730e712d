-- A digest whose email could not be sent goes back to waiting, so the next run tries again
-- instead of the notifications being marked emailed and never mailed.

-- Clears `emailed_at` on the given notifications that claim_notification_digests marked;
-- answers how many went back. For the digest Edge Function only.
create function public.release_notification_digest(notification_ids uuid[])
returns integer
language sql
security definer
set search_path = ''
as $$
  with released as (
    update public.notifications n set emailed_at = null
    where n.id = any (release_notification_digest.notification_ids) and n.emailed_at is not null
    returning 1
  )
  select count(*)::integer from released
$$;

revoke execute on function public.release_notification_digest(uuid[]) from public, anon, authenticated;
grant execute on function public.release_notification_digest(uuid[]) to service_role;
