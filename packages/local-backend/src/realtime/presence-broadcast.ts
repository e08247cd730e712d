import { type ChannelSocket, isObject, type JoinedChannel } from './channel.js';
import type { PhoenixMessage, UserBroadcast } from './protocol.js';

export async function broadcastFrom(
  socket: ChannelSocket,
  channel: JoinedChannel,
  broadcast: UserBroadcast,
  message: { joinRef: string | null; ref: string | null; topic: string },
): Promise<void> {
  if (!channel.access.broadcast_write) {
    if (channel.ack) {
      socket.reply(message, 'error', {
        reason: `You do not have permissions to write to this Channel topic: ${channel.subTopic}`,
      });
    }
    return;
  }
  socket.services.hub.broadcast(channel.scope, broadcast, channel);
  if (channel.ack) socket.reply(message, 'ok');
}

export function presence(
  socket: ChannelSocket,
  channel: JoinedChannel,
  payload: Record<string, unknown>,
  message: PhoenixMessage,
): void {
  if (!channel.access.presence_write) {
    socket.reply(message, 'error', {
      reason: `You do not have permissions to write to this Channel topic: ${channel.subTopic}`,
    });
    return;
  }
  if (payload.event === 'track') {
    const meta = isObject(payload.payload) ? payload.payload : {};
    socket.services.hub.track(channel, channel.presenceKey, meta);
    socket.reply(message, 'ok');
  } else if (payload.event === 'untrack') {
    socket.services.hub.untrack(channel);
    socket.reply(message, 'ok');
  } else {
    socket.reply(message, 'error', { reason: 'presence event must be track or untrack' });
  }
}
