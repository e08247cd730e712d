-- Live notifications on a private channel: a hosted project whose Realtime settings turn
-- "Allow public access" off refuses every public join, and the notifications channel was the
-- app's one public channel. It carries only postgres_changes on public.notifications, which
-- RLS already narrows to the recipient; joining it now needs read access to its topic,
-- notifications:<user id>:<random suffix>, granted here to that user alone. Nothing is
-- broadcast on these topics and no one may send on them (the insert policy admits presence on
-- board topics only). Creates no object, so there is nothing to grant.

create policy realtime_messages_select_own_notifications on realtime.messages
  for select to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and split_part((select realtime.topic()), ':', 1) = 'notifications'
    and split_part((select realtime.topic()), ':', 2) = (select auth.uid())::text
  );
