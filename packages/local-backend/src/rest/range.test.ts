import { describe, expect, it } from 'vitest';
import { rowWindow } from './range.js';

describe('rowWindow', () => {
  it('combines Range with limit, offset and max_rows', () => {
    expect(rowWindow(undefined, undefined, undefined, undefined, undefined)).toEqual({
      offset: 0,
      limit: undefined,
    });
    expect(rowWindow('0-9', undefined, undefined, undefined, 1000)).toEqual({
      offset: 0,
      limit: 10,
    });
    expect(rowWindow('5-', 'items', undefined, undefined, 100)).toEqual({ offset: 5, limit: 100 });
    expect(rowWindow('0-99', undefined, 20, undefined, 1000)).toEqual({ offset: 0, limit: 20 });
    expect(rowWindow(undefined, undefined, 5000, 3, 1000)).toEqual({ offset: 3, limit: 1000 });
  });

  it('ignores malformed ranges and other units, and refuses inverted ones', () => {
    expect(rowWindow('bytes=0-9', undefined, undefined, undefined, undefined)).toEqual({
      offset: 0,
      limit: undefined,
    });
    expect(rowWindow('0-9', 'bytes', undefined, undefined, undefined)).toEqual({
      offset: 0,
      limit: undefined,
    });
    expect(() => rowWindow('9-0', undefined, undefined, undefined, undefined)).toThrow(
      expect.objectContaining({ status: 416, code: 'PGRST103' }),
    );
  });
});
