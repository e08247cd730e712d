const PARSE = 'P'.charCodeAt(0);
const BIND = 'B'.charCodeAt(0);
const DESCRIBE = 'D'.charCodeAt(0);
const CLOSE = 'C'.charCodeAt(0);
const EXECUTE = 'E'.charCodeAt(0);
const STATEMENT = 'S'.charCodeAt(0);

/** Reads the NUL-terminated string at `offset`; returns it and the offset after its NUL. */
function cString(message: Uint8Array, offset: number): [string, number] {
  const end = message.indexOf(0, offset);
  if (end < 0) throw new Error('malformed message');
  return [Buffer.from(message.subarray(offset, end)).toString('utf8'), end + 1];
}

/**
 * Gives each client connection of PGlite's one shared session its own namespace of prepared
 * statement and portal names, as each would have on a real server: a named statement
 * `P0` of connection 7 is `_c7_P0` in the session, so two connections (postgres.js names
 * them P0, P1… on each) never collide, and the names of a closed connection can be
 * deallocated. The unnamed statement and portal are left alone: a client holds the session
 * from its Parse to its Sync, so nobody else can replace them in between.
 */
export class StatementNamespaces {
  private readonly prepared = new Map<number, Set<string>>();

  private scoped(client: number, name: string): string {
    return name ? `_c${client}_${name}` : name;
  }

  /** `message` (one frontend message) with its statement and portal names scoped to `client`. */
  rewrite(client: number, message: Uint8Array): Uint8Array {
    const type = message[0];
    if (
      type !== PARSE &&
      type !== BIND &&
      type !== DESCRIBE &&
      type !== CLOSE &&
      type !== EXECUTE
    ) {
      return message;
    }
    try {
      return this.rewriteNames(client, message, type);
    } catch {
      // A malformed message goes through unchanged and gets the server's own error.
      return message;
    }
  }

  private rewriteNames(client: number, message: Uint8Array, type: number): Uint8Array {
    const parts: Uint8Array[] = [];
    let offset = 5;
    const name = () => {
      const [value, next] = cString(message, offset);
      offset = next;
      return value;
    };
    const push = (value: string) => parts.push(Buffer.from(`${this.scoped(client, value)}\0`));
    if (type === PARSE) {
      const statement = name();
      if (statement) this.statements(client).add(statement);
      push(statement);
    } else if (type === BIND) {
      push(name()); // portal
      push(name()); // statement
    } else if (type === EXECUTE) {
      push(name()); // portal
    } else {
      const kind = message[5] as number;
      offset = 6;
      const target = name();
      if (type === CLOSE && kind === STATEMENT) this.statements(client).delete(target);
      parts.push(new Uint8Array([kind]));
      push(target);
    }
    parts.push(message.subarray(offset));
    const body = Buffer.concat(parts);
    const out = Buffer.alloc(body.length + 5);
    out[0] = type;
    out.writeInt32BE(body.length + 4, 1);
    body.copy(out, 5);
    return out;
  }

  private statements(client: number): Set<string> {
    let names = this.prepared.get(client);
    if (!names) {
      names = new Set();
      this.prepared.set(client, names);
    }
    return names;
  }

  /**
   * Forgets `client` and returns the `DEALLOCATE` statements that drop the statements it left
   * prepared in the session.
   */
  release(client: number): string[] {
    const names = [...(this.prepared.get(client) ?? [])];
    this.prepared.delete(client);
    return names.map((name) => `deallocate "${this.scoped(client, name).replaceAll('"', '""')}"`);
  }
}
