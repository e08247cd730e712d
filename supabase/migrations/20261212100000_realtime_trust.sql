-- Realtime: the live channels carry only what the database says.
--   Row changes reach clients solely from realtime.broadcast_changes() in security definer
--   triggers and functions, which bypass RLS; so no client may write a broadcast on any topic.
--   Clients may only track presence, and only on board:<id> topics, as members of the topic's
--   workspace (viewers show as present too). Topics that are not ours (topic_workspace is
--   null) are refused as before.
-- Hosted Realtime checks these policies per extension (broadcast, presence) when a channel
-- joins and when its token is refreshed; the event name is not known to the policy.

drop policy realtime_messages_insert on realtime.messages;

create policy realtime_messages_insert on realtime.messages for insert to authenticated
  with check (
    realtime.messages.extension = 'presence'
    and split_part((select realtime.topic()), ':', 1) = 'board'
    and private.is_member(private.topic_workspace((select realtime.topic())))
  );
