import pg from 'pg';
import { quoteIdent, type Unlisten } from './engine.js';

/** LISTEN/NOTIFY over one dedicated server connection. */
export interface PgListener {
  /** Calls `handler` with every payload of `channel`; resolves once LISTEN is active. */
  listen(channel: string, handler: (payload: string) => void): Promise<Unlisten>;
  /** Closes the connection; no handler is called afterwards. */
  close(): Promise<void>;
}

/**
 * One dedicated connection carries every LISTEN. If it drops (server restart, network), it is
 * reopened and every channel listened to again.
 */
export function createPgListener(url: string): PgListener {
  let listener: Promise<pg.Client> | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let closed = false;

  const deliver = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch {
        // A failing subscriber must not stop delivery to the others.
      }
    }
  };

  function connect(): Promise<pg.Client> {
    listener ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      const reconnect = () => {
        if (closed) return;
        listener = undefined;
        setTimeout(() => {
          if (closed || handlers.size === 0) return;
          connect().catch(() => reconnect());
        }, 500);
      };
      client.on('error', () => {});
      client.on('end', reconnect);
      client.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`listen ${quoteIdent(channel)}`);
      return client;
    })();
    listener.catch(() => {
      listener = undefined;
    });
    return listener;
  }

  async function unlisten(channel: string, handler: (payload: string) => void): Promise<void> {
    const current = handlers.get(channel);
    current?.delete(handler);
    if (current && current.size === 0 && !closed) {
      handlers.delete(channel);
      const client = await listener?.catch(() => undefined);
      await client?.query(`unlisten ${quoteIdent(channel)}`).catch(() => {});
    }
  }

  return {
    async listen(channel, handler) {
      const set = handlers.get(channel);
      if (set) {
        set.add(handler);
      } else {
        handlers.set(channel, new Set([handler]));
        const client = await connect();
        await client.query(`listen ${quoteIdent(channel)}`);
      }
      return () => unlisten(channel, handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      const client = await listener?.catch(() => undefined);
      await client?.end().catch(() => {});
    },
  };
}
