/**
 * Worker thread of bench/realtime.ts: hosts the subscribed supabase-js clients so their
 * decoding does not run on the server's event loop, and reports each delivery with an
 * absolute timestamp (`performance.timeOrigin + performance.now()`).
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** What the bench hands this worker. */
export interface ClientsSetup {
  url: string;
  anonKey: string;
  tokens: string[];
}

const setup = workerData as ClientsSetup;
const port = parentPort;
if (!port) throw new Error('bench/realtime-clients.ts runs as a worker thread');

const now = () => performance.timeOrigin + performance.now();

function joined(subscribe: (cb: (status: string) => void) => void): Promise<boolean> {
  return new Promise((resolve) => {
    subscribe((status) => {
      if (status === 'SUBSCRIBED') resolve(true);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') resolve(false);
    });
  });
}

const clients: SupabaseClient[] = [];
let privateJoined = 0;
await Promise.all(
  setup.tokens.map(async (token, index) => {
    const supabase = createClient(setup.url, setup.anonKey, {
      accessToken: async () => token,
      realtime: { transport: WebSocket as never },
    });
    await supabase.realtime.setAuth();
    clients.push(supabase);
    const changes = supabase
      .channel(`changes-${index}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bench_items' }, (p) =>
        port.postMessage({ kind: 'changes', id: Number(p.new.id), at: now() }),
      );
    await joined((cb) => changes.subscribe(cb));
    const broadcasts = supabase
      .channel('bench', { config: { private: true } })
      .on('broadcast', { event: 'INSERT' }, (message) =>
        port.postMessage({ kind: 'broadcast', id: Number(message.payload.record.id), at: now() }),
      );
    if (await joined((cb) => broadcasts.subscribe(cb))) privateJoined++;
  }),
);
port.postMessage({ kind: 'ready', privateJoined });
port.on('message', async (message: { kind: string }) => {
  if (message.kind !== 'stop') return;
  for (const supabase of clients) {
    await supabase.removeAllChannels();
    supabase.realtime.disconnect();
  }
  port.postMessage({ kind: 'stopped' });
  port.close();
});
