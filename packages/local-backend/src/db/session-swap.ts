import type { PGlite } from '@electric-sql/pglite';

/** One change to a session setting: `set_config(name, value, false)`. */
type Setting = [name: string, value: string];

/** Session settings made with plain `SET` (`role` apart: it is not listed in pg_settings). */
async function readSession(pg: PGlite): Promise<{ settings: Map<string, string>; role?: string }> {
  const result = await pg.query<{ name: string; setting: string; role: string | null }>(
    "select name, setting, null as role from pg_catalog.pg_settings where source in ('session', 'client') " +
      'union all select null, null, current_user::text where current_user <> session_user',
  );
  const settings = new Map<string, string>();
  let role: string | undefined;
  for (const row of result.rows) {
    if (row.role !== null) role = row.role;
    else settings.set(row.name, row.setting);
  }
  return { settings, role };
}

async function apply(pg: PGlite, changes: Setting[]): Promise<void> {
  for (const [name, value] of changes) {
    await pg.query('select pg_catalog.set_config($1, $2, false)', [name, value]);
  }
}

/**
 * Keeps the session settings of the Postgres port's clients apart from the backend's on
 * PGlite's one session. A client's plain `SET ROLE authenticated` or `SET timezone` stays with
 * the clients: it is undone when they hand the session back and redone when they take it.
 */
export class SessionSwap {
  private clientChanges: Setting[] = [];
  private backendChanges: Setting[] = [];

  private constructor(
    private readonly pg: PGlite,
    private readonly baseline: Map<string, string>,
  ) {}

  /** Records the backend's own session settings, as they are now. */
  static async create(pg: PGlite): Promise<SessionSwap> {
    return new SessionSwap(pg, (await readSession(pg)).settings);
  }

  /** Before clients run: their settings back. */
  async enterClients(): Promise<void> {
    await apply(this.pg, this.clientChanges);
  }

  /**
   * After clients ran: restores the backend's settings. With `reread`, first reads what the
   * clients' settings are now (reading pg_settings costs milliseconds, so only after
   * statements that may have changed them); otherwise undoes the ones last read.
   */
  async leaveClients(reread: boolean): Promise<void> {
    if (reread) await this.readClients();
    await apply(this.pg, this.backendChanges);
  }

  private async readClients(): Promise<void> {
    const { settings, role } = await readSession(this.pg);
    const client: Setting[] = [];
    const backend: Setting[] = [];
    for (const [name, value] of settings) {
      const own = this.baseline.get(name);
      if (own === value) continue;
      client.push([name, value]);
      // A setting the backend never made goes back to its default.
      backend.push([name, own ?? (await this.defaultOf(name))]);
    }
    for (const [name, value] of this.baseline) {
      if (settings.has(name)) continue;
      client.push([name, await this.defaultOf(name)]);
      backend.push([name, value]);
    }
    if (role) {
      client.push(['role', role]);
      backend.push(['role', 'none']);
    }
    this.clientChanges = client;
    this.backendChanges = backend;
  }

  private async defaultOf(name: string): Promise<string> {
    const result = await this.pg.query<{ reset_val: string }>(
      'select reset_val from pg_catalog.pg_settings where name = $1',
      [name],
    );
    return result.rows[0]?.reset_val ?? '';
  }
}

const QUERY = 'Q'.charCodeAt(0);
const PARSE = 'P'.charCodeAt(0);

/**
 * Whether a client message may change session settings: a startup message (its options), or
 * a statement whose text mentions `set` (SET, RESET, set_config) or `discard`.
 */
export function mayChangeSession(message: Uint8Array): boolean {
  const type = message[0];
  if (type === 0) return true;
  if (type !== QUERY && type !== PARSE) return false;
  return /set|discard/i.test(
    Buffer.from(message.buffer, message.byteOffset, message.length).toString('latin1', 5),
  );
}
