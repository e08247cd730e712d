import { parseJsonText } from '../http/json-text.js';

/**
 * Phoenix channel frames as realtime-js 2.119 speaks them: vsn 1.0.0 sends JSON objects,
 * vsn 2.0.0 sends JSON arrays plus binary user-broadcast frames (kind 3 in, kind 4 out).
 */

/** One Phoenix message, whichever serializer carried it. */
export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** The serializer versions realtime-js can ask for with `?vsn=`. */
export type Vsn = '1.0.0' | '2.0.0';

/** A broadcast whose payload is either JSON or raw bytes (binary frames only). */
export interface UserBroadcast {
  topic: string;
  event: string;
  payload: unknown;
  /** Raw bytes when the sender used a binary payload. */
  binary?: Uint8Array;
  /** Metadata keys the sender attached (`persist`), if any. */
  meta?: Record<string, unknown>;
}

/** A decoded kind-3 frame: a client's broadcast push in binary form. */
export interface BinaryBroadcastPush extends UserBroadcast {
  joinRef: string | null;
  ref: string | null;
}

/** Thrown for a frame the server cannot read; the socket answers by closing. */
export class FrameError extends Error {
  override name = 'FrameError';
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

function asRef(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new FrameError('ref must be a string');
}

/** Decodes a text frame with the socket's serializer. */
export function decodeText(vsn: Vsn, text: string): PhoenixMessage {
  const result = parseJsonText(text);
  if (!result.ok) throw new FrameError('frame is not JSON');
  const parsed = result.value;
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) {
      throw new FrameError('expected [join_ref, ref, topic, event, payload]');
    }
    const [joinRef, ref, topic, event, payload] = parsed;
    if (typeof topic !== 'string' || typeof event !== 'string') {
      throw new FrameError('topic and event must be strings');
    }
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new FrameError('expected {topic, event, payload, ref, join_ref}');
  }
  const message = parsed as Record<string, unknown>;
  if (typeof message.topic !== 'string' || typeof message.event !== 'string') {
    throw new FrameError('topic and event must be strings');
  }
  return {
    joinRef: asRef(message.join_ref),
    ref: asRef(message.ref),
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  };
}

/** Decodes a binary frame; only kind 3 (a client's broadcast push) is valid from clients. */
export function decodeBinary(buffer: Uint8Array): BinaryBroadcastPush {
  if (buffer.length < 7 || buffer[0] !== KIND_USER_BROADCAST_PUSH) {
    throw new FrameError('unsupported binary frame');
  }
  const lengths = [buffer[1], buffer[2], buffer[3], buffer[4], buffer[5]] as number[];
  const encoding = buffer[6];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let offset = 7;
  const fields: string[] = [];
  for (const length of lengths) {
    if (offset + length > buffer.length) throw new FrameError('truncated binary frame');
    try {
      fields.push(decoder.decode(buffer.subarray(offset, offset + length)));
    } catch {
      throw new FrameError('binary frame header is not UTF-8');
    }
    offset += length;
  }
  const [joinRef, ref, topic, event, metadata] = fields as [string, string, string, string, string];
  const body = buffer.subarray(offset);
  let meta: Record<string, unknown> | undefined;
  if (metadata) {
    const parsed = parseJsonText(metadata);
    if (!parsed.ok) throw new FrameError('binary frame metadata is not JSON');
    if (parsed.value && typeof parsed.value === 'object') {
      meta = parsed.value as Record<string, unknown>;
    }
  }
  const common = { joinRef: joinRef || null, ref: ref || null, topic, event, meta };
  if (encoding === ENCODING_BINARY) {
    return { ...common, payload: undefined, binary: new Uint8Array(body) };
  }
  if (encoding !== ENCODING_JSON) throw new FrameError('unknown payload encoding');
  const payload = parseJsonText(new TextDecoder().decode(body));
  if (!payload.ok) throw new FrameError('binary frame payload is not JSON');
  return { ...common, payload: payload.value };
}

/** Encodes a server message as a text frame for the socket's serializer. */
export function encodeText(vsn: Vsn, message: PhoenixMessage): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([
      message.joinRef,
      message.ref,
      message.topic,
      message.event,
      message.payload,
    ]);
  }
  return JSON.stringify({
    join_ref: message.joinRef,
    ref: message.ref,
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}

const encoder = new TextEncoder();

/**
 * Encodes a user broadcast as a kind-4 binary frame (vsn 2.0.0), which realtime-js decodes to
 * `{type: 'broadcast', event, payload, meta?}`. Returns `undefined` when a header field does
 * not fit its one-byte length, so the caller falls back to a JSON text frame.
 */
export function encodeUserBroadcast(message: UserBroadcast): Uint8Array | undefined {
  const topic = encoder.encode(message.topic);
  const event = encoder.encode(message.event);
  const metadata = message.meta ? encoder.encode(JSON.stringify(message.meta)) : new Uint8Array();
  if (topic.length > 255 || event.length > 255 || metadata.length > 255) return undefined;
  const body = message.binary ?? encoder.encode(JSON.stringify(message.payload ?? null));
  const frame = new Uint8Array(5 + topic.length + event.length + metadata.length + body.length);
  frame[0] = KIND_USER_BROADCAST;
  frame[1] = topic.length;
  frame[2] = event.length;
  frame[3] = metadata.length;
  frame[4] = message.binary ? ENCODING_BINARY : ENCODING_JSON;
  let offset = 5;
  for (const part of [topic, event, metadata, body]) {
    frame.set(part, offset);
    offset += part.length;
  }
  return frame;
}
