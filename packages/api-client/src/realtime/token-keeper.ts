import type { Session } from '@supabase/supabase-js';
import type { SupabaseParts } from '../internal/context.js';

/** The longest time before an access token's expiry that it is renewed for realtime. */
const MAX_LEAD_MS = 60_000;
/** The shortest wait between two checks, so a session that cannot be refreshed never spins. */
const MIN_WAIT_MS = 1_000;

/**
 * Keeps the realtime socket's access token current while channels are open. Realtime ends a
 * channel whose token expires, and supabase-js renews tokens on a 30 s tick and realtime's on
 * its 25 s heartbeat: enough for hour-long tokens, too slow for short ones. So every token set
 * here is renewed before it expires: half its lifetime before (at most a minute), the session is
 * read again (supabase-js refreshes it when due) and handed to realtime. Half, not less: on a
 * busy machine the refresh of a 5 s token can take over a second and a half, and a token that
 * expires first ends the channel.
 */
export function createTokenKeeper(supabase: SupabaseParts) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = false;

  function schedule(session: Session | null): void {
    clearTimeout(timer);
    timer = undefined;
    if (!active || !session?.expires_at) return;
    const lifetimeMs = (session.expires_in || 3600) * 1000;
    const lead = Math.min(MAX_LEAD_MS, lifetimeMs / 2);
    const wait = Math.max(MIN_WAIT_MS, session.expires_at * 1000 - lead - Date.now());
    timer = setTimeout(() => void sync().catch(() => undefined), wait);
  }

  /** Hands `session`'s token (none: the key, as signed out) to realtime and plans the next. */
  async function use(session: Session | null): Promise<void> {
    await (await supabase.realtime()).setAuth(session?.access_token ?? null);
    schedule(session);
  }

  /** Reads the session (refreshed when due) and hands its token to realtime. */
  async function sync(): Promise<void> {
    const { data } = await supabase.auth.getSession();
    await use(data.session);
  }

  return {
    sync,
    use,
    /** Channels are open: keep the token current from the next {@link use} or sync on. */
    start(): void {
      active = true;
    },
    /** No channel is open any more. */
    stop(): void {
      active = false;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
