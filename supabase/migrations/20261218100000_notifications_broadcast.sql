-- Live notifications the way every other live row travels: a trigger broadcasts each change
-- of a person's inbox with realtime.broadcast_changes() on their private topic user:<user id>,
-- which only they may join, and nobody may send on (the insert policy of 20261212100000
-- admits presence on board topics only). postgres_changes on public.notifications is no longer
-- used: the table leaves the realtime publication, so its writes are no longer decoded for
-- realtime, and the notifications:<user id>:<suffix> topics of 20261213110000 lose their policy.
--
-- The broadcast runs as the definer and so bypasses RLS, which used to narrow postgres_changes:
-- it sends only what the recipient's select policy shows them. Rows kept for the email only
-- (in_app false) stay off the topic; a fold that turns the inbox off or on for a row arrives as
-- its DELETE or INSERT. The digest marking a row emailed changes nothing the inbox shows and is
-- not sent. Membership needs no check here: notifications are written for members only (an
-- invitation excepted, which its recipient may read), and leaving deletes them.

create function private.broadcast_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_shown boolean := tg_op <> 'INSERT' and old.in_app;
  is_shown boolean := tg_op <> 'DELETE' and new.in_app;
  topic text := 'user:' || (case when tg_op = 'DELETE' then old.recipient_id else new.recipient_id end)::text;
begin
  if is_shown and was_shown then
    if (to_jsonb(new) - 'emailed_at') = (to_jsonb(old) - 'emailed_at') then
      return null;
    end if;
    perform realtime.broadcast_changes(topic, tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
  elsif is_shown then
    perform realtime.broadcast_changes(topic, 'INSERT', 'INSERT', tg_table_name, tg_table_schema, new, null);
  elsif was_shown then
    perform realtime.broadcast_changes(topic, 'DELETE', 'DELETE', tg_table_name, tg_table_schema, null, old);
  end if;
  return null;
end
$$;

create trigger notifications_broadcast after insert or update or delete on public.notifications
  for each row execute function private.broadcast_notification();

-- As every trigger function: PUBLIC loses the execute PostgreSQL gives a new function.
revoke execute on function private.broadcast_notification() from public, anon;
grant execute on function private.broadcast_notification() to authenticated, service_role;

-- Joining (and receiving on) user:<id>: that user alone, broadcasts only (no presence).
create policy realtime_messages_select_own_user_topic on realtime.messages
  for select to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (select realtime.topic()) = 'user:' || (select auth.uid())::text
  );

drop policy realtime_messages_select_own_notifications on realtime.messages;

alter publication supabase_realtime drop table public.notifications;
