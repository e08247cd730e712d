import type { BoardState } from '@tandem/schemas';
import { describe, expect, it } from 'vitest';
import { wipWarning } from './wip-warning';

const qa = { name: 'QA', wip_limit: 2 } as BoardState;

describe('wipWarning', () => {
  it('warns only past the limit', () => {
    expect(wipWarning(qa, 1)).toBeUndefined();
    expect(wipWarning(qa, 2)).toBe('QA is over its limit: 3 of 2 tasks.');
    expect(wipWarning({ ...qa, wip_limit: null }, 9)).toBeUndefined();
  });
});
