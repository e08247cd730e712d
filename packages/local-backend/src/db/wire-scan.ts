/** Extended-protocol messages that leave the session waiting for a Sync. */
const AWAITS_SYNC = new Set(['P', 'B', 'D', 'E', 'C', 'H', 'F'].map((c) => c.charCodeAt(0)));

const READY = 'Z'.charCodeAt(0);
const NOTIFICATION = 'A'.charCodeAt(0);
const COPY_IN = 'G'.charCodeAt(0);
const COPY_BOTH = 'W'.charCodeAt(0);

/** Whether a frontend message of this type (its first byte) is answered only after a Sync. */
export function awaitsSync(messageType: number | undefined): boolean {
  return messageType !== undefined && AWAITS_SYNC.has(messageType);
}

/**
 * Follows the backend side of a Postgres wire session, chunk by chunk, to learn what the
 * raw bytes say: whether the session is idle (the last ReadyForQuery said `I` and no COPY is
 * waiting for data) and which notifications were sent.
 */
export class BackendMessageScanner {
  /** The status of the last ReadyForQuery: `I` idle, `T` in a transaction, `E` failed one. */
  status = 'I';
  /** ReadyForQuery messages seen so far. */
  readyCount = 0;
  private copying = false;
  private readonly header = new Uint8Array(5);
  private headerLength = 0;
  private remaining = 0;
  private body: Uint8Array[] | undefined;

  constructor(private readonly onNotification: (channel: string, payload: string) => void) {}

  /** Whether the session is between transactions and commands. */
  get idle(): boolean {
    return this.status === 'I' && !this.copying;
  }

  /** Records that the session was reset to idle outside the scanned stream. */
  markIdle(): void {
    this.status = 'I';
    this.copying = false;
  }

  /** Feeds the next chunk of backend output (copied where kept: PGlite reuses its buffers). */
  push(chunk: Uint8Array): void {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.headerLength < 5) {
        const take = Math.min(5 - this.headerLength, chunk.length - offset);
        this.header.set(chunk.subarray(offset, offset + take), this.headerLength);
        this.headerLength += take;
        offset += take;
        if (this.headerLength < 5) return;
        this.remaining = new DataView(this.header.buffer).getInt32(1) - 4;
        const type = this.header[0];
        this.body = type === READY || type === NOTIFICATION ? [] : undefined;
      }
      const take = Math.min(this.remaining, chunk.length - offset);
      if (take > 0) this.body?.push(chunk.slice(offset, offset + take));
      offset += take;
      this.remaining -= take;
      if (this.remaining === 0) this.finishMessage();
    }
  }

  private finishMessage(): void {
    const type = this.header[0];
    const body = Buffer.concat(this.body ?? []);
    this.headerLength = 0;
    this.body = undefined;
    if (type === READY) {
      this.status = String.fromCharCode(body[0] ?? 73);
      this.readyCount++;
      this.copying = false;
    } else if (type === COPY_IN || type === COPY_BOTH) {
      this.copying = true;
    } else if (type === NOTIFICATION) {
      const channelEnd = body.indexOf(0, 4);
      const payloadEnd = body.indexOf(0, channelEnd + 1);
      this.onNotification(
        body.toString('utf8', 4, channelEnd),
        body.toString('utf8', channelEnd + 1, payloadEnd < 0 ? body.length : payloadEnd),
      );
    }
  }
}
