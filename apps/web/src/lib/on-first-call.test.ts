import { describe, expect, it } from 'vitest';
import { onFirstCall } from './on-first-call';

describe('onFirstCall', () => {
  it('computes nothing until called, then once, however often it is read', () => {
    let runs = 0;
    const read = onFirstCall(() => {
      runs += 1;
      return [runs];
    });
    expect(runs).toBe(0);
    const first = read();
    expect(read()).toBe(first);
    expect(first).toEqual([1]);
    expect(runs).toBe(1);
  });

  it('keeps an undefined result without computing it again', () => {
    let runs = 0;
    const read = onFirstCall(() => {
      runs += 1;
      return undefined;
    });
    read();
    read();
    expect(runs).toBe(1);
  });
});
