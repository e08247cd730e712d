import { describe, expect, it } from 'vitest';
import { awaitsSync, BackendMessageScanner } from './wire-scan.js';

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const ready = (status: string) => message('Z', Buffer.from(status));
const notification = (channel: string, payload: string) =>
  message('A', Buffer.concat([Buffer.alloc(4), Buffer.from(`${channel}\0${payload}\0`)]));
const parseComplete = message('1', Buffer.alloc(0));
const dataRow = message('D', Buffer.from([0, 1, 0, 0, 0, 1, 0x31]));

function scanner() {
  const notes: [string, string][] = [];
  return {
    notes,
    scan: new BackendMessageScanner((channel, payload) => notes.push([channel, payload])),
  };
}

describe('BackendMessageScanner', () => {
  it('follows ReadyForQuery and notifications across any chunking', () => {
    const stream = Buffer.concat([
      parseComplete,
      dataRow,
      notification('pgrst', 'reload schema'),
      ready('T'),
      notification('changes', '{"a":"é"}'),
      ready('I'),
    ]);
    for (const size of [1, 2, 3, 7, stream.length]) {
      const { notes, scan } = scanner();
      for (let offset = 0; offset < stream.length; offset += size) {
        scan.push(stream.subarray(offset, offset + size));
      }
      expect(notes).toEqual([
        ['pgrst', 'reload schema'],
        ['changes', '{"a":"é"}'],
      ]);
      expect(scan.readyCount).toBe(2);
      expect(scan.idle).toBe(true);
    }
  });

  it('is not idle inside a transaction, a failed one, or a COPY waiting for data', () => {
    const { scan } = scanner();
    scan.push(ready('T'));
    expect(scan.idle).toBe(false);
    scan.push(ready('E'));
    expect(scan.idle).toBe(false);
    scan.push(ready('I'));
    expect(scan.idle).toBe(true);
    scan.push(message('G', Buffer.from([0, 0, 0])));
    expect(scan.idle).toBe(false);
    scan.markIdle();
    expect(scan.idle).toBe(true);
  });
});

describe('awaitsSync', () => {
  it('names the extended-protocol messages answered only after a Sync', () => {
    expect([...'PBDEHCF'].every((c) => awaitsSync(c.charCodeAt(0)))).toBe(true);
    expect([...'SQX'].some((c) => awaitsSync(c.charCodeAt(0)))).toBe(false);
    expect(awaitsSync(0)).toBe(false);
    expect(awaitsSync(undefined)).toBe(false);
  });
});
