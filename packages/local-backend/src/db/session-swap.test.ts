import { describe, expect, it } from 'vitest';
import { mayChangeSession } from './session-swap.js';

function message(type: string, text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return new Uint8Array(Buffer.concat([header, body]));
}

describe('mayChangeSession', () => {
  it('flags statements that mention set or discard, and startup messages', () => {
    expect(mayChangeSession(message('Q', 'SET ROLE authenticated'))).toBe(true);
    expect(mayChangeSession(message('Q', 'reset all'))).toBe(true);
    expect(mayChangeSession(message('P', "select set_config('a.b', '1', false)"))).toBe(true);
    expect(mayChangeSession(message('Q', 'DISCARD ALL'))).toBe(true);
    expect(mayChangeSession(new Uint8Array([0, 0, 0, 8, 0, 3, 0, 0]))).toBe(true);
  });

  it('lets plain statements and other messages through without a check', () => {
    expect(mayChangeSession(message('Q', 'select 1'))).toBe(false);
    expect(mayChangeSession(message('P', 'insert into t values ($1)'))).toBe(false);
    expect(mayChangeSession(message('S', ''))).toBe(false);
    expect(mayChangeSession(message('B', 'set'))).toBe(false);
  });
});
