import { readFileSync } from 'node:fs';
import { request } from 'node:http';

/** A mebibyte. */
export const MIB = 1024 * 1024;

/** Resident memory of process `pid` in MiB (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** How the server answered a streamed body. */
export interface Refusal {
  /** 0 when the server cut the connection before its answer could be read. */
  status: number;
  body: { code?: string; message?: string };
  ms: number;
  /** Bytes written before the answer came. */
  sent: number;
}

/**
 * POSTs `total` bytes to `url`, declaring the length or chunked, writing as fast as the
 * server reads; resolves at the answer's end and stops sending there.
 */
export function streamBody(
  url: string,
  key: string,
  total: number,
  declared: boolean,
  extraHeaders: Record<string, string> = {},
): Promise<Refusal> {
  const chunk = Buffer.alloc(MIB, 0x61);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...extraHeaders };
    if (declared) headers['content-length'] = String(total);
    const outgoing = request(url, { method: 'POST', headers }, (incoming) => {
      answered = true;
      let text = '';
      incoming.on('data', (data) => {
        text += data;
      });
      incoming.on('end', () => {
        outgoing.destroy();
        resolve({
          status: incoming.statusCode ?? 0,
          body: JSON.parse(text),
          ms: performance.now() - started,
          sent,
        });
      });
    });
    // The server closes the connection once it has answered, which may cut the upload (and
    // with it the answer) short: that is a refusal too.
    outgoing.on('error', (error) => {
      if (answered) return;
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (!['EPIPE', 'ECONNRESET'].includes(code)) return reject(error);
      resolve({ status: 0, body: {}, ms: performance.now() - started, sent });
    });
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.byteLength;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', write);
      }
      if (!answered) outgoing.end();
    };
    write();
  });
}
